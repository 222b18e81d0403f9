import { AVATAR_TINT_SHADES, AVATAR_TINT_STEP } from "../plain/constants.js"

export type Rgb = readonly [number, number, number]

/** The base colour of an address: its first six hex digits (after `0x`), padded with zeros. */
export const avatarBaseColour = (address: string): Rgb => {
  const hex = address.toLowerCase().replace(/^0x/, "").replace(/[^a-f0-9]/g, "").slice(0, 6).padEnd(6, "0")
  const value = parseInt(hex, 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/** `colour` moved towards white by `amount` (0 keeps it, 1 is white), each channel rounded. */
export const tint = (colour: Rgb, amount: number): Rgb => [
  Math.round(colour[0] + (255 - colour[0]) * amount),
  Math.round(colour[1] + (255 - colour[1]) * amount),
  Math.round(colour[2] + (255 - colour[2]) * amount)
]

/**
 * The shades of the generated avatar of an address: its base colour, then four lighter tints in
 * 0.15 steps, as `rgb(r, g, b)` strings. The same address always gives the same avatar.
 */
export const avatarTints = (address: string): ReadonlyArray<string> => {
  const base = avatarBaseColour(address)
  return Array.from({ length: AVATAR_TINT_SHADES }, (_, shade) => {
    const [r, g, b] = tint(base, AVATAR_TINT_STEP * shade)
    return `rgb(${r}, ${g}, ${b})`
  })
}

/**
 * The drawn artwork of every image without a real icon (networkLogos, tokenLogos, walletLogos):
 * a rounded square in a colour drawn from the key, with the label's initials. Same key, same
 * picture, so cached and fresh answers agree.
 */
import { hashNumber } from "./hashHex.js"

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c)

/** "Aurora Wallet" → "AW"; "usdc" → "USD"; "eur" → "EUR"; never more than three letters. */
export const initialsOf = (label: string): string => {
  const words = label.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0)
  if (words.length === 0) return "?"
  const initials = words.length === 1 ? (words[0] ?? "").slice(0, 3) : words.slice(0, 2).map((word) => word.charAt(0)).join("")
  return initials.toUpperCase()
}

export const renderImageSvg = (key: string, label: string): string => {
  const hue = hashNumber(key, "colour") % 360
  const initials = initialsOf(label)
  const fontSize = initials.length > 2 ? 30 : 38
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">`,
    `<rect width="96" height="96" rx="24" fill="hsl(${hue}, 62%, 48%)"/>`,
    `<text x="48" y="50" text-anchor="middle" dominant-baseline="central" font-family="system-ui, sans-serif" `,
    `font-size="${fontSize}" font-weight="600" fill="#ffffff">${escapeXml(initials)}</text>`,
    `</svg>`
  ].join("")
}

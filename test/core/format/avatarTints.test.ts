import { describe, expect, it } from "vitest"
import { avatarBaseColour, avatarTints, tint } from "../../../core/format/avatarTints.js"

describe("avatarTints", () => {
  it("starts from the first six hex digits of the address and lightens in 0.15 steps", () => {
    expect(avatarBaseColour("0x70997970C51812dc3A010C7d01b50e0d17dc79C8")).toEqual([0x70, 0x99, 0x79])
    expect(avatarTints("0x70997970C51812dc3A010C7d01b50e0d17dc79C8")).toEqual([
      "rgb(112, 153, 121)",
      "rgb(133, 168, 141)",
      "rgb(155, 184, 161)",
      "rgb(176, 199, 181)",
      "rgb(198, 214, 201)"
    ])
  })

  it("gives five shades, each lighter than the one before, the same every time", () => {
    const address = "0x000000000000000000000000000000000000dEaD"
    const tints = avatarTints(address)
    expect(tints).toHaveLength(5)
    expect(tints[0]).toBe("rgb(0, 0, 0)")
    expect(tints[4]).toBe("rgb(153, 153, 153)")
    expect(avatarTints(address)).toEqual(tints)
  })

  it("pads addresses with few hex digits with zeros", () => {
    // Only the hex digits count: "9WzDXw" has "9" and "d".
    expect(avatarBaseColour("9WzDXw")).toEqual([0x9d, 0, 0])
    expect(avatarBaseColour("bc1qab")).toEqual([0xbc, 0x1a, 0xb0])
  })

  it("tint 0 keeps a colour, tint 1 makes it white", () => {
    expect(tint([10, 20, 30], 0)).toEqual([10, 20, 30])
    expect(tint([10, 20, 30], 1)).toEqual([255, 255, 255])
  })
})

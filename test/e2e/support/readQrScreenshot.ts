/**
 * Reads a QR code the way a phone's camera does: from the pixels Chromium painted (a PNG
 * screenshot of the element), decoded here in Node and read by jsQR. Nothing runs in the page, so
 * reading the code neither changes it nor takes the page's main thread.
 */
import { inflateSync } from "node:zlib"
import jsQR from "jsqr"

export interface Pixels {
  readonly width: number
  readonly height: number
  /** RGBA, four bytes per pixel, row after row. */
  readonly data: Uint8ClampedArray
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** Bytes per pixel by colour type, at 8 bits per channel: RGB (2) and RGBA (6), what Chromium writes. */
const CHANNELS: Readonly<Record<number, number>> = { 2: 3, 6: 4 }

const paeth = (left: number, up: number, upLeft: number): number => {
  const estimate = left + up - upLeft
  const toLeft = Math.abs(estimate - left)
  const toUp = Math.abs(estimate - up)
  const toUpLeft = Math.abs(estimate - upLeft)
  return toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
}

/** A non-interlaced 8-bit RGB or RGBA PNG (as Chromium's screenshots are) to RGBA pixels. */
export const decodePng = (png: Uint8Array): Pixels => {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength)
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error("Not a PNG")
  let width = 0
  let height = 0
  let channels = 0
  const compressed: Array<Buffer> = []
  for (let offset = 8; offset < bytes.length; ) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString("latin1", offset + 4, offset + 8)
    const body = bytes.subarray(offset + 8, offset + 8 + length)
    if (type === "IHDR") {
      width = body.readUInt32BE(0)
      height = body.readUInt32BE(4)
      const [depth, colourType, , , interlace] = [body[8], body[9], body[10], body[11], body[12]]
      channels = CHANNELS[colourType ?? -1] ?? 0
      if (depth !== 8 || channels === 0 || interlace !== 0) throw new Error(`Unsupported PNG: depth ${depth}, colour type ${colourType}, interlace ${interlace}`)
    } else if (type === "IDAT") compressed.push(body)
    else if (type === "IEND") break
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(compressed))
  const stride = width * channels
  const rows = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const source = y * (stride + 1) + 1
    const row = y * stride
    for (let x = 0; x < stride; x++) {
      const value = raw[source + x] ?? 0
      const left = x >= channels ? (rows[row + x - channels] ?? 0) : 0
      const up = y > 0 ? (rows[row - stride + x] ?? 0) : 0
      const upLeft = y > 0 && x >= channels ? (rows[row - stride + x - channels] ?? 0) : 0
      const predicted = filter === 1 ? left : filter === 2 ? up : filter === 3 ? (left + up) >> 1 : filter === 4 ? paeth(left, up, upLeft) : 0
      rows[row + x] = (value + predicted) & 0xff
    }
  }
  const data = new Uint8ClampedArray(width * height * 4)
  for (let pixel = 0; pixel < width * height; pixel++) {
    for (let channel = 0; channel < 3; channel++) data[pixel * 4 + channel] = rows[pixel * channels + channel] ?? 0
    data[pixel * 4 + 3] = channels === 4 ? (rows[pixel * channels + 3] ?? 0) : 255
  }
  return { width, height, data }
}

/** The text of the QR code in a PNG screenshot, or undefined when none reads. */
export const readQrScreenshot = (png: Uint8Array): string | undefined => {
  const { width, height, data } = decodePng(png)
  return jsQR(data, width, height, { inversionAttempts: "dontInvert" })?.data ?? undefined
}

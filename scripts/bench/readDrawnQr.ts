/**
 * Reads a QR code from its drawing: the `viewBox` side and the path of dark modules the modal's
 * QR part draws (`M x y h n v1 h -n z` per run of a row), put on a bitmap and read by jsQR. A
 * screenshot of the painted code would read the same (the browser tests check that); here the
 * bench's wallet must not spend the capture's hundreds of milliseconds inside the figure.
 */
import jsQR from "jsqr"

/** Pixels per module: enough for jsQR to find the finder patterns, and read in about 10 ms. */
const SCALE = 2
const RUN = /M(\d+) (\d+)h(\d+)/g

export const readDrawnQr = (side: number, path: string): string | undefined => {
  const width = side * SCALE
  const data = new Uint8ClampedArray(width * width * 4).fill(255)
  for (const [, x, y, n] of path.matchAll(RUN)) {
    for (let row = Number(y) * SCALE; row < (Number(y) + 1) * SCALE; row++) {
      for (let column = Number(x) * SCALE; column < (Number(x) + Number(n)) * SCALE; column++) {
        const at = (row * width + column) * 4
        data[at] = data[at + 1] = data[at + 2] = 0
      }
    }
  }
  return jsQR(data, width, width, { inversionAttempts: "dontInvert" })?.data ?? undefined
}

import { encode } from "uqr"

/** Light modules around the code: ISO/IEC 18004 asks for four, or some readers miss the code. */
export const QUIET_ZONE = 4

/** The share of the code's width the centre image may take: within what level H recovers. */
const IMAGE_SHARE = 0.22

export interface QrModules {
  /** Side of the drawing in modules, quiet zone included. */
  readonly size: number
  /** The dark modules as one SVG path, each row's runs `M x y h n v1 h -n z`. */
  readonly path: string
  /** The cleared centre square for the image (in modules), when there is one. */
  readonly image: { readonly at: number; readonly side: number } | undefined
}

/**
 * The modules of `text`'s QR code, ready to draw. With a centre image the code uses error
 * correction level H (30 % of the code recoverable) and leaves the centre light; without one,
 * level M keeps the code smaller and easier to scan from afar.
 */
export const qrModules = (text: string, withImage: boolean): QrModules => {
  const code = encode(text, { ecc: withImage ? "H" : "M", border: 0 })
  const n = code.size
  // A QR code's side is odd (17 + 4 × version): an odd centre square sits on whole modules.
  const widest = Math.floor(n * IMAGE_SHARE)
  const side = withImage ? (widest % 2 === 1 ? widest : widest - 1) : 0
  const from = (n - side) / 2
  const cleared = (x: number, y: number): boolean => side > 0 && x >= from && x < from + side && y >= from && y < from + side
  const runs: Array<string> = []
  code.data.forEach((row, y) => {
    let x = 0
    while (x < n) {
      if (!row[x] || cleared(x, y)) {
        x += 1
        continue
      }
      const start = x
      while (x < n && row[x] && !cleared(x, y)) x += 1
      runs.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`)
    }
  })
  return {
    size: n + 2 * QUIET_ZONE,
    path: runs.join(""),
    image: side > 0 ? { at: from + QUIET_ZONE, side } : undefined
  }
}

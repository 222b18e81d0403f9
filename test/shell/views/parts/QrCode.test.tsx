import jsQR from "jsqr"
import { renderToString } from "react-dom/server"
import { ENGLISH } from "../../../../shell/i18n/english.js"
import { TextsContext } from "../../../../shell/i18n/TextsContext.js"
import { describe, expect, it } from "vitest"
import { QrCode } from "../../../../shell/views/parts/QrCode.js"

const WC_URI =
  "wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1764085200"
const LABEL = "QR code to connect your wallet"
const SCALE = 4

interface Drawn {
  readonly size: number
  readonly rects: ReadonlyArray<{ readonly x: number; readonly y: number; readonly w: number }>
  readonly image: { readonly x: number; readonly y: number; readonly w: number } | undefined
}

/** The drawing the SVG markup describes: its modules' runs and the centre image's square. */
const parse = (svg: string): Drawn => {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1])
  const d = /<path d="([^"]*)"/.exec(svg)?.[1] ?? ""
  const rects = [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), w: Number(m[3]) }))
  // Every command of the path is a run of whole modules.
  expect(d.replaceAll(/M\d+ \d+h(\d+)v1h-\1z/g, "")).toBe("")
  const image = /<image[^>]* x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"/.exec(svg)
  return { size, rects, image: image === null ? undefined : { x: Number(image[1]), y: Number(image[2]), w: Number(image[3]) } }
}

/** The drawing as RGBA pixels, light ground, dark modules; the centre image painted in `imageShade`. */
const rasterise = (drawn: Drawn, imageShade: number): { data: Uint8ClampedArray; width: number } => {
  const width = drawn.size * SCALE
  const data = new Uint8ClampedArray(width * width * 4).fill(255)
  const paint = (x0: number, y0: number, x1: number, y1: number, shade: number) => {
    for (let y = Math.round(y0 * SCALE); y < Math.round(y1 * SCALE); y++)
      for (let x = Math.round(x0 * SCALE); x < Math.round(x1 * SCALE); x++) data.fill(shade, (y * width + x) * 4, (y * width + x) * 4 + 3)
  }
  for (const r of drawn.rects) paint(r.x, r.y, r.x + r.w, r.y + 1, 0)
  if (drawn.image !== undefined) paint(drawn.image.x, drawn.image.y, drawn.image.x + drawn.image.w, drawn.image.y + drawn.image.w, imageShade)
  return { data, width }
}

const readBack = (svg: string, imageShade = 255): string | undefined => {
  const { data, width } = rasterise(parse(svg), imageShade)
  return jsQR(data, width, width, { inversionAttempts: "dontInvert" })?.data
}

describe("QrCode", () => {
  it("draws a code that reads back to the exact URI", () => {
    for (const uri of [WC_URI, "wc:a@2?relay-protocol=irn&symKey=b", `${WC_URI}&methods=${"x".repeat(300)}`]) {
      expect(readBack(renderToString(<TextsContext value={ENGLISH}><QrCode uri={uri} label={LABEL} /></TextsContext>))).toBe(uri)
    }
  })

  it("with the wallet's image in the centre still reads back, whatever the image looks like", () => {
    const svg = renderToString(<TextsContext value={ENGLISH}><QrCode uri={WC_URI} label={LABEL} imageSrc="https://images.test/lantern.png" /></TextsContext>)
    expect(svg).toContain('href="https://images.test/lantern.png"')
    const drawn = parse(svg)
    expect(drawn.image).toBeDefined()
    // No module under the image.
    const { x, y, w } = drawn.image!
    expect(drawn.rects.some((r) => r.y >= y - 0.5 && r.y < y + w + 0.5 && r.x < x + w + 0.5 && r.x + r.w > x - 0.5)).toBe(false)
    expect(readBack(svg, 255)).toBe(WC_URI)
    expect(readBack(svg, 0)).toBe(WC_URI)
  })

  it("leaves a quiet zone of four modules on every side", () => {
    const drawn = parse(renderToString(<TextsContext value={ENGLISH}><QrCode uri={WC_URI} label={LABEL} /></TextsContext>))
    expect(Math.min(...drawn.rects.map((r) => r.x))).toBe(4)
    expect(Math.min(...drawn.rects.map((r) => r.y))).toBe(4)
    expect(Math.max(...drawn.rects.map((r) => r.x + r.w))).toBe(drawn.size - 4)
    expect(Math.max(...drawn.rects.map((r) => r.y + 1))).toBe(drawn.size - 4)
  })

  it("is an image with its label, crisp edges, in the modal's colours", () => {
    const svg = renderToString(<TextsContext value={ENGLISH}><QrCode uri={WC_URI} label={LABEL} /></TextsContext>)
    expect(svg).toMatch(/^<svg [^>]*role="img"/)
    expect(svg).toContain(`aria-label="${LABEL}"`)
    expect(svg).toContain('shape-rendering="crispEdges"')
    expect(svg).toContain("fill:var(--w3m-qr-color, #141414)")
    expect(svg).toContain("border:1px solid var(--doorway-base-border)")
  })

  it("while the URI is being made, says so in the same square, and draws no code", () => {
    const html = renderToString(<TextsContext value={ENGLISH}><QrCode uri={undefined} label={LABEL} /></TextsContext>)
    expect(html).toContain('role="status"')
    expect(html).toContain("Preparing the QR code")
    expect(html).not.toContain("<svg")
    expect(html).toContain("aspect-ratio:1")
  })
})

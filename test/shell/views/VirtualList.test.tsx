import { describe, expect, it } from "vitest"
import { renderToString } from "react-dom/server"
import { VirtualList, windowOf } from "../../../shell/views/parts/VirtualList.js"
import { occurrences } from "./viewEnv.js"

describe("VirtualList", () => {
  const size = { count: 500, rowHeight: 64, height: 384, overscan: 6 }

  it("knows the rows in view from the scroll position alone", () => {
    expect(windowOf(0, size)).toEqual({ visible: { start: 0, end: 6 }, rendered: { start: 0, end: 12 } })
    expect(windowOf(2400, size)).toEqual({ visible: { start: 37, end: 44 }, rendered: { start: 31, end: 50 } })
    expect(windowOf(500 * 64 - 384, size).rendered).toEqual({ start: 488, end: 500 })
  })

  it("never renders past the list or before it", () => {
    expect(windowOf(0, { ...size, count: 3 })).toEqual({ visible: { start: 0, end: 3 }, rendered: { start: 0, end: 3 } })
    expect(windowOf(-50, size).visible.start).toBe(0)
    // An offset past the end (the list just got shorter) shows the end of the list.
    expect(windowOf(10 ** 9, size)).toEqual({ visible: { start: 494, end: 500 }, rendered: { start: 488, end: 500 } })
    expect(windowOf(2400, { ...size, count: 3 }).rendered).toEqual({ start: 0, end: 3 })
  })

  it("puts only the rows near the view in the document, each at its offset", () => {
    const seen: Array<number> = []
    const html = renderToString(
      <VirtualList
        {...size}
        label="Rows"
        renderRow={(index, visible) => {
          seen.push(index)
          return <span>{`row ${index} ${visible.start}-${visible.end}`}</span>
        }}
      />
    )
    expect(occurrences(html, 'role="listitem"')).toBe(12)
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => i))
    expect(html).toContain("row 11 0-6")
    expect(html).toContain("top:704px")
  })
})

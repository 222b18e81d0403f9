import { describe, expect, it } from "@effect/vitest"
import { admitToWindow } from "../../../core/analytics/admitToWindow.js"

describe("admitToWindow", () => {
  it("admits up to the limit inside the window", () => {
    let sentAt: ReadonlyArray<number> = []
    const outcomes: Array<boolean> = []
    for (let index = 0; index < 6; index++) {
      const [admitted, next] = admitToWindow(sentAt, index * 1000)
      outcomes.push(admitted)
      sentAt = next
    }
    expect(outcomes).toEqual([true, true, true, true, true, false])
    expect(sentAt).toEqual([0, 1000, 2000, 3000, 4000])
  })

  it("forgets a send exactly one window later", () => {
    const full = [0, 1, 2, 3, 4]
    expect(admitToWindow(full, 59_999)[0]).toBe(false)
    expect(admitToWindow(full, 60_000)).toEqual([true, [1, 2, 3, 4, 60_000]])
  })

  it("drops sends that left the window even when refusing", () => {
    expect(admitToWindow([0, 30_000, 31_000, 32_000, 33_000, 34_000], 60_000)).toEqual([
      false,
      [30_000, 31_000, 32_000, 33_000, 34_000]
    ])
  })
})

import { describe, expect, it } from "vitest"
import { loadOnce } from "../../../../shell/views/connect/loadOnce.js"

describe("loadOnce", () => {
  it("loads once for every caller, and again after a failure", async () => {
    let calls = 0
    let fail = true
    const load = loadOnce(() => {
      calls += 1
      return fail ? Promise.reject(new Error("offline")) : Promise.resolve(calls)
    })
    await expect(load()).rejects.toThrow("offline")
    fail = false
    const [first, second] = await Promise.all([load(), load()])
    expect([first, second, calls]).toEqual([2, 2, 2])
    expect(await load()).toBe(2)
  })
})

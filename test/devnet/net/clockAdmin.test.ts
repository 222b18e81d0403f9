/**
 * A stand-in's clock admin route (devnet/net/clock): a program on this machine moves the clock
 * forward by a whole number of ms, at most a day per step; a web page, a step back, or a body that
 * is not one changes nothing.
 */
import { createServer, type Server } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { serveClockAdmin } from "../../../devnet/net/clock/clockAdmin.js"
import { makeShiftedClock } from "../../../devnet/net/clock/ShiftedClock.js"

const clock = makeShiftedClock(() => 1_000_000)
let server: Server
let url = ""

beforeAll(async () => {
  server = createServer((request, response) => void serveClockAdmin(clock, request, response))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  url = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}/__clock`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const post = (body: string, headers: Record<string, string> = {}) => fetch(url, { method: "POST", body, headers })

describe("the clock admin route", () => {
  it("moves the clock on and says by how much in all", async () => {
    expect(await (await fetch(url)).json()).toEqual({ shiftMs: 0 })
    expect(clock.now()).toBe(1_000_000)
    const first = await post(JSON.stringify({ advanceMs: 30_000 }))
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ shiftMs: 30_000 })
    expect(await (await post(JSON.stringify({ advanceMs: 86_400_000 }))).json()).toEqual({ shiftMs: 86_430_000 })
    expect(clock.now()).toBe(87_430_000)
  })

  it("refuses a step back, nothing, more than a day, a fraction or a body that is not JSON, and keeps the clock", async () => {
    const before = clock.shiftMs()
    for (const body of ['{"advanceMs":-1}', '{"advanceMs":0}', '{"advanceMs":86400001}', '{"advanceMs":1.5}', '{"advanceMs":"5"}', "{}", "not json"]) {
      const response = await post(body)
      expect(response.status, body).toBe(400)
    }
    expect(clock.shiftMs()).toBe(before)
  })

  it("refuses a web page (a request with an Origin) and other methods", async () => {
    const before = clock.shiftMs()
    const fromPage = await post(JSON.stringify({ advanceMs: 1 }), { origin: "http://127.0.0.1:5173" })
    expect(fromPage.status).toBe(403)
    expect(await fromPage.json()).toEqual({ message: "The clock is moved by a program, not by a web page" })
    expect((await fetch(url, { method: "DELETE" })).status).toBe(405)
    expect(clock.shiftMs()).toBe(before)
  })
})

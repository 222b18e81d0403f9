/**
 * `/__restart` on the relay: a program on this machine stops it and starts it again on the same
 * port, its memory gone; a web page (an `Origin`) or a bad plan is refused and nothing restarts.
 */
import { afterEach, describe, expect, it } from "vitest"
import { restartStandIn, restartUrlOf } from "../../../devnet/net/restart/restartRoute.js"
import type { RunningRelay } from "../../../devnet/relay/startRelay.js"
import { startRelay } from "../../../devnet/relay/startRelay.js"

let relay: RunningRelay | undefined
afterEach(async () => {
  await relay?.stop()
  relay = undefined
})

const httpOf = (running: RunningRelay) => running.url.replace("ws://", "http://")
const answers = (url: string) => fetch(url).then(() => true, () => false)

describe("the relay's restart route", () => {
  it("stops the relay, then listens again on the same port with a fresh hub", async () => {
    relay = await startRelay()
    const port = relay.port
    const before = relay.hub
    const restartUrl = restartUrlOf(relay.faultsUrl)
    expect(restartUrl).toBe(`${httpOf(relay)}/__restart`)

    await restartStandIn(restartUrl, 300)
    // Down: the port takes no connection.
    await expect.poll(() => answers(httpOf(relay!)), { interval: 20, timeout: 2_000 }).toBe(false)
    // Back on the same port, a new run.
    await expect.poll(() => answers(httpOf(relay!)), { interval: 20, timeout: 5_000 }).toBe(true)
    expect(relay.port).toBe(port)
    expect(relay.hub).not.toBe(before)
    expect(relay.faultsUrl).toBe(restartUrl.replace("/__restart", "/__faults"))
  })

  it("refuses a web page, a plan out of range and a GET, and keeps running", async () => {
    relay = await startRelay()
    const restartUrl = restartUrlOf(relay.faultsUrl)
    const hub = relay.hub
    const fromPage = await fetch(restartUrl, { method: "POST", headers: { origin: "http://127.0.0.1:1" }, body: "{}" })
    expect(fromPage.status).toBe(403)
    const tooLong = await fetch(restartUrl, { method: "POST", body: JSON.stringify({ downMs: 60_001 }) })
    expect(tooLong.status).toBe(400)
    expect((await fetch(restartUrl)).status).toBe(405)
    expect(relay.hub).toBe(hub)
    expect(await answers(httpOf(relay))).toBe(true)
  })
})

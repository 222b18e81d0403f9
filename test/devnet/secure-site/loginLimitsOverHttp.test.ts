/**
 * The secure site's login limits as its frame page meets them over HTTP (WIRE §4.4 `_ERROR`
 * replies): each refusal carries its message, which limit it is and the wait, and mails nothing.
 * Boundaries are pinned in loginLimits.test.ts on the site's injectable clock.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { frameClient, latestCode, mailsTo, openApprovalLink } from "./frameClient.js"
import { startSiteFixture, type SiteFixture } from "./siteFixture.js"

const PROJECT = "doorway-test"
let fixture: SiteFixture

beforeAll(async () => {
  fixture = await startSiteFixture()
})
afterAll(async () => {
  await fixture?.stop()
})

const url = () => fixture.site.url

describe("login limits over the frame protocol", () => {
  it("an address with 65 characters before the @, or 10,000, gets 'Enter a valid email address' and no mail", async () => {
    const client = frameClient(url(), PROJECT)
    for (const email of [`${"a".repeat(65)}@example.com`, `${"a".repeat(10_000)}@example.com`]) {
      expect(await client.send("CONNECT_EMAIL", { email })).toMatchObject({
        type: "@w3m-frame/CONNECT_EMAIL_ERROR",
        payload: { message: "Enter a valid email address", refusal: "invalid-email" }
      })
      expect(await mailsTo(url(), email)).toEqual([])
    }
  })

  it("a second mail to an address within 30 s is refused with the wait, from another browser too", async () => {
    const email = "throttled@example.com"
    expect(await frameClient(url(), PROJECT).send("CONNECT_EMAIL", { email })).toMatchObject({ payload: { action: "VERIFY_DEVICE" } })
    const again = await frameClient(url(), PROJECT).send("CONNECT_EMAIL", { email })
    expect(again).toMatchObject({ type: "@w3m-frame/CONNECT_EMAIL_ERROR", payload: { refusal: "resend-throttled" } })
    const { message, retryAfterMs } = again.payload as { message: string; retryAfterMs: number }
    expect(retryAfterMs).toBeGreaterThan(25_000)
    expect(retryAfterMs).toBeLessThanOrEqual(30_000)
    expect(message).toBe(`Please try again after ${Math.ceil(retryAfterMs / 1000)} seconds`)
    expect(await mailsTo(url(), email)).toHaveLength(1)
  })

  it("once the site's clock is moved 30 s on (its /__clock route), a mail to that address goes again", async () => {
    const email = "waited@example.com"
    await frameClient(url(), PROJECT).send("CONNECT_EMAIL", { email })
    expect(await frameClient(url(), PROJECT).send("CONNECT_EMAIL", { email })).toMatchObject({ payload: { refusal: "resend-throttled" } })
    const moved = await fetch(`${url()}/__clock`, { method: "POST", body: JSON.stringify({ advanceMs: 30_000 }) })
    expect(await moved.json()).toEqual({ shiftMs: 30_000 })
    expect(await frameClient(url(), PROJECT).send("CONNECT_EMAIL", { email })).toMatchObject({ payload: { action: "VERIFY_DEVICE" } })
    expect(await mailsTo(url(), email)).toHaveLength(2)
  })

  it("the 5th wrong code locks the login for 15 min: the right code is refused with the wait", async () => {
    const email = "locked@example.com"
    const client = frameClient(url(), PROJECT)
    await client.send("CONNECT_EMAIL", { email })
    const device = client.send("CONNECT_DEVICE")
    expect((await openApprovalLink(url(), email)).status).toBe(200)
    await device
    const code = await latestCode(url(), email)
    const wrong = code === "000000" ? "111111" : "000000"
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await client.send("CONNECT_OTP", { otp: wrong })).toMatchObject({ payload: { message: "Invalid code" } })
    }
    expect(await client.send("CONNECT_OTP", { otp: wrong })).toEqual(
      expect.objectContaining({
        type: "@w3m-frame/CONNECT_OTP_ERROR",
        payload: { message: "Too many wrong codes. Please try again after 900 seconds", refusal: "wrong-codes-locked", retryAfterMs: 900_000 }
      })
    )
    const right = await client.send("CONNECT_OTP", { otp: code })
    expect(right).toMatchObject({ type: "@w3m-frame/CONNECT_OTP_ERROR", payload: { refusal: "wrong-codes-locked" } })
    expect(client.token).toBeUndefined()
  })
})

/**
 * The secure site stand-in's email login under way (WIRE §4.6), on its injectable clock: CONNECT_EMAIL
 * with the same address in the same browser goes on with the login and mails its step again (a new
 * approval link at the device step, the code at the code step, so a code already received stays
 * good); the device wait ends when its request is aborted, or when another address starts a login.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { makeEmailLogin } from "../../../devnet/secure-site/emailLogin.js"
import { makeMailbox } from "../../../devnet/secure-site/Mailbox.js"
import { openSecureSiteStore } from "../../../devnet/secure-site/SecureSiteStore.js"

const DEVICE = "device-under-test-1"

const site = () => {
  let time = Date.UTC(2026, 0, 1)
  const store = openSecureSiteStore(mkdtempSync(join(tmpdir(), "secure-site-under-way-")))
  const mailbox = makeMailbox()
  const login = makeEmailLogin({ store, mailbox, siteUrl: () => "http://127.0.0.1:1", fund: async () => {}, now: () => time })
  const mails = (email: string, kind: "otp" | "device-approval") => mailbox.list(email).filter((mail) => mail.kind === kind)
  const openLink = (email: string) => {
    const link = mails(email, "device-approval")[0]?.link ?? ""
    return login.approveDevice(new URL(link).searchParams.get("id") ?? "")
  }
  return {
    login,
    mails,
    openLink,
    // One mail per address every 30 000 ms (the site's own limit).
    after30s: () => {
      time += 30_000
    }
  }
}

/** Whether a promise has settled by the next turn of the event loop. */
const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.then(
    () => (done = true),
    () => (done = true)
  )
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

describe("the same address again in the same browser (Resend)", () => {
  it("at the code step: VERIFY_OTP, the code mailed again, and the code received first logs in", async () => {
    const { login, mails, openLink, after30s } = site()
    const email = "resend-code@example.com"
    expect(login.connectEmail(DEVICE, email, undefined)).toBe("VERIFY_DEVICE")
    const device = login.connectDevice(DEVICE)
    expect(openLink(email)).toBe(true)
    await device
    const [first] = mails(email, "otp")
    after30s()
    expect(login.connectEmail(DEVICE, email, undefined)).toBe("VERIFY_OTP")
    expect(mails(email, "otp")).toHaveLength(2)
    expect(mails(email, "device-approval")).toHaveLength(1)
    const session = await login.connectOtp(DEVICE, first?.code ?? "", 1)
    expect(session.email).toBe(email)
  })

  it("at the device step: VERIFY_DEVICE, a second approval link, and the wait under way answers when it is opened", async () => {
    const { login, mails, openLink, after30s } = site()
    const email = "resend-link@example.com"
    expect(login.connectEmail(DEVICE, email, undefined)).toBe("VERIFY_DEVICE")
    const device = login.connectDevice(DEVICE)
    after30s()
    expect(login.connectEmail(DEVICE, email, undefined)).toBe("VERIFY_DEVICE")
    expect(mails(email, "device-approval")).toHaveLength(2)
    expect(mails(email, "otp")).toHaveLength(0)
    expect(await settled(device)).toBe(false)
    expect(openLink(email)).toBe(true)
    await device
    expect(mails(email, "otp")).toHaveLength(1)
  })
})

describe("the device wait ends with its login", () => {
  it("its request aborted: 'The login was abandoned'", async () => {
    const { login } = site()
    login.connectEmail(DEVICE, "aborted@example.com", undefined)
    const request = new AbortController()
    const device = login.connectDevice(DEVICE, request.signal)
    expect(await settled(device)).toBe(false)
    request.abort()
    await expect(device).rejects.toThrow("The login was abandoned")
  })

  it("another address in the same browser: 'A newer login replaced this one'", async () => {
    const { login } = site()
    login.connectEmail(DEVICE, "first@example.com", undefined)
    const device = login.connectDevice(DEVICE)
    expect(login.connectEmail(DEVICE, "second@example.com", undefined)).toBe("VERIFY_DEVICE")
    await expect(device).rejects.toThrow("A newer login replaced this one")
  })
})

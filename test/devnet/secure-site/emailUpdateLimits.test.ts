/**
 * The email update under the login's limits (devnet/secure-site/limits), on the site's injectable
 * clock: its mails share the one-mail-per-address-every-30-s rule with login mails, its wrong codes
 * count with a login's towards the locks, and its codes expire after 10 min as login codes do.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { makeEmailLogin } from "../../../devnet/secure-site/emailLogin.js"
import { makeEmailUpdate } from "../../../devnet/secure-site/emailUpdate.js"
import { makeLoginLimiter } from "../../../devnet/secure-site/limits/makeLoginLimiter.js"
import { makeMailbox } from "../../../devnet/secure-site/Mailbox.js"
import { openSecureSiteStore } from "../../../devnet/secure-site/SecureSiteStore.js"
import { refusalOf, wrongFor } from "./siteRefusal.js"

const START = Date.UTC(2026, 0, 1)
const DEVICE = "approved"

/** A login and an update over one store, mailbox and limiter, with `from` logged in on DEVICE. */
const siteAt = (from = "from@example.com") => {
  let time = START
  const now = () => time
  const store = openSecureSiteStore(mkdtempSync(join(tmpdir(), "secure-site-update-")))
  const mailbox = makeMailbox()
  const limits = makeLoginLimiter(now)
  const login = makeEmailLogin({ store, mailbox, siteUrl: () => "http://127.0.0.1:1", fund: async () => {}, now, limits })
  const update = makeEmailUpdate({ store, mailbox, limits, now })
  const { user } = store.ensureUser(from)
  store.addDevice(from, DEVICE)
  const session = store.openSession(from, 1)
  return {
    store,
    login,
    update,
    session,
    user,
    advance: (ms: number) => {
      time += ms
    },
    codeOf: (email: string) => mailbox.list(email).find((mail) => mail.kind === "otp")?.code ?? "",
    mailsTo: (email: string) => mailbox.list(email).length
  }
}

describe("one mail per address every 30 s, login and update alike", () => {
  it("UPDATE_EMAIL 29,999 ms after a login mail to the current address is refused with the wait; at 30,000 ms its code goes", async () => {
    const site = siteAt()
    expect(site.login.connectEmail(DEVICE, "from@example.com", undefined)).toBe("VERIFY_OTP")
    site.advance(29_999)
    expect(await refusalOf(() => site.update.updateEmail(DEVICE, site.session, site.user, "to@example.com"))).toEqual({
      message: "Please try again after 1 seconds",
      refusal: "resend-throttled",
      retryAfterMs: 1
    })
    expect(site.mailsTo("from@example.com")).toBe(1)
    site.advance(1)
    expect(site.update.updateEmail(DEVICE, site.session, site.user, "to@example.com")).toBe("VERIFY_PRIMARY_OTP")
    expect(site.mailsTo("from@example.com")).toBe(2)
  })

  it("the right first code within 30 s of a mail to the new address is refused with the wait, and works again once it is over", async () => {
    const site = siteAt()
    site.update.updateEmail(DEVICE, site.session, site.user, "to@example.com")
    site.login.connectEmail("other-browser", "to@example.com", undefined)
    site.advance(10_000)
    const code = site.codeOf("from@example.com")
    expect((await refusalOf(() => site.update.confirmPrimary(DEVICE, site.session, code))).retryAfterMs).toBe(20_000)
    site.advance(20_000)
    site.update.confirmPrimary(DEVICE, site.session, code)
    expect(site.mailsTo("to@example.com")).toBe(2)
  })
})

describe("wrong codes", () => {
  it("count with the login's: 4 wrong login codes and 1 wrong update code of one browser lock the address there, the right code too", async () => {
    const site = siteAt()
    site.login.connectEmail(DEVICE, "from@example.com", undefined)
    const loginCode = site.codeOf("from@example.com")
    for (let i = 0; i < 4; i++) expect((await refusalOf(() => site.login.connectOtp(DEVICE, wrongFor(loginCode), 1))).message).toBe("Invalid code")
    site.advance(30_000)
    site.update.updateEmail(DEVICE, site.session, site.user, "to@example.com")
    const code = site.codeOf("from@example.com")
    expect(await refusalOf(() => site.update.confirmPrimary(DEVICE, site.session, wrongFor(code)))).toEqual({
      message: "Too many wrong codes. Please try again after 900 seconds",
      refusal: "wrong-codes-locked",
      retryAfterMs: 900_000
    })
    expect((await refusalOf(() => site.update.confirmPrimary(DEVICE, site.session, code))).refusal).toBe("wrong-codes-locked")
    expect(site.mailsTo("to@example.com")).toBe(0)
  })

  it("to the new address lock it on the 5th, and the code is void afterwards", async () => {
    const site = siteAt()
    site.update.updateEmail(DEVICE, site.session, site.user, "to@example.com")
    site.update.confirmPrimary(DEVICE, site.session, site.codeOf("from@example.com"))
    const code = site.codeOf("to@example.com")
    for (let i = 0; i < 4; i++) expect((await refusalOf(() => site.update.confirmSecondary(DEVICE, site.session, wrongFor(code)))).message).toBe("Invalid code")
    expect((await refusalOf(() => site.update.confirmSecondary(DEVICE, site.session, wrongFor(code)))).refusal).toBe("wrong-codes-locked")
    site.advance(15 * 60_000)
    expect((await refusalOf(() => site.update.confirmSecondary(DEVICE, site.session, code))).refusal).toBe("code-expired")
    expect(site.store.user("from@example.com")?.email).toBe("from@example.com")
  })
})

describe("a code's lifetime", () => {
  it("is taken 599,999 ms after it is mailed, refused as expired at 600,000 ms", async () => {
    const site = siteAt()
    site.update.updateEmail(DEVICE, site.session, site.user, "to@example.com")
    site.advance(599_999)
    site.update.confirmPrimary(DEVICE, site.session, site.codeOf("from@example.com"))
    site.advance(600_000)
    expect(await refusalOf(() => site.update.confirmSecondary(DEVICE, site.session, site.codeOf("to@example.com")))).toEqual({
      message: "This code has expired. Ask for a new one",
      refusal: "code-expired",
      retryAfterMs: undefined
    })
    expect(site.store.user("to@example.com")).toBeUndefined()
  })

  it("a new UPDATE_EMAIL starts over with a new code; once done the user is known by the new address only, with its key and session", async () => {
    const site = siteAt()
    site.update.updateEmail(DEVICE, site.session, site.user, "to@example.com")
    const first = site.codeOf("from@example.com")
    site.advance(30_000)
    site.update.updateEmail(DEVICE, site.session, site.user, "to@example.com")
    const second = site.codeOf("from@example.com")
    if (first !== second) expect((await refusalOf(() => site.update.confirmPrimary(DEVICE, site.session, first))).message).toBe("Invalid code")
    site.update.confirmPrimary(DEVICE, site.session, second)
    expect(site.update.confirmSecondary(DEVICE, site.session, site.codeOf("to@example.com"))).toBe("to@example.com")
    expect(site.store.user("from@example.com")).toBeUndefined()
    expect(site.store.user("to@example.com")).toEqual({ ...site.user, email: "to@example.com", devices: [DEVICE] })
    expect(site.store.session(site.session.token)?.email).toBe("to@example.com")
  })
})

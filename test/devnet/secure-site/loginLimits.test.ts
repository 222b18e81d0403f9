/**
 * The secure site's own login limits (devnet/secure-site/limits), on its injectable clock so each
 * boundary is reached without waiting: one mail per address every 30 s whatever the page stores,
 * the 5th wrong code of a login and the 10th of an address lock it for 15 min (the right code
 * included), codes expire after 10 min, and an address over RFC 5321's lengths is never mailed.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { makeEmailLogin } from "../../../devnet/secure-site/emailLogin.js"
import { makeMailbox } from "../../../devnet/secure-site/Mailbox.js"
import { openSecureSiteStore } from "../../../devnet/secure-site/SecureSiteStore.js"
import { refusalOf, wrongFor } from "./siteRefusal.js"

const START = Date.UTC(2026, 0, 1)

/** A login service over a fresh store, with a device `approved` already for every address used. */
const siteAt = () => {
  let time = START
  const store = openSecureSiteStore(mkdtempSync(join(tmpdir(), "secure-site-limits-")))
  const mailbox = makeMailbox()
  const login = makeEmailLogin({ store, mailbox, siteUrl: () => "http://127.0.0.1:1", fund: async () => {}, now: () => time })
  const approve = (email: string, device = "approved") => {
    store.ensureUser(email)
    store.addDevice(email, device)
  }
  return {
    login,
    mailbox,
    approve,
    advance: (ms: number) => {
      time += ms
    },
    codeOf: (email: string) => mailbox.list(email).find((mail) => mail.kind === "otp")?.code ?? "",
    mailsTo: (email: string) => mailbox.list(email).length
  }
}

describe("one mail per address every 30 s (SPEC §9), on the site", () => {
  it("a second CONNECT_EMAIL 29,999 ms after the first is refused with the wait and mails nothing; at 30,000 ms it is mailed", async () => {
    const site = siteAt()
    site.approve("a@example.com")
    expect(site.login.connectEmail("approved", "a@example.com", undefined)).toBe("VERIFY_OTP")
    site.advance(29_999)
    expect(await refusalOf(() => site.login.connectEmail("approved", "a@example.com", undefined))).toEqual({
      message: "Please try again after 1 seconds",
      refusal: "resend-throttled",
      retryAfterMs: 1
    })
    expect(site.mailsTo("a@example.com")).toBe(1)
    site.advance(1)
    expect(site.login.connectEmail("approved", "a@example.com", undefined)).toBe("VERIFY_OTP")
    expect(site.mailsTo("a@example.com")).toBe(2)
  })

  it("holds for every browser, device-approval mails included: 11 fast requests send one mail", async () => {
    const site = siteAt()
    expect(site.login.connectEmail("browser-0", "b@example.com", undefined)).toBe("VERIFY_DEVICE")
    for (let i = 1; i <= 10; i++) {
      site.advance(500)
      expect((await refusalOf(() => site.login.connectEmail(`browser-${i}`, "b@example.com", undefined))).refusal).toBe("resend-throttled")
    }
    expect(site.mailsTo("b@example.com")).toBe(1)
  })
})

describe("wrong codes lock (per login: 5; per address: 10 within 15 min; 15 min each)", () => {
  it("the 5th wrong code locks the login: the right code is refused with the 15 min wait until 900,000 ms, and the voided code is then expired", async () => {
    const site = siteAt()
    site.approve("c@example.com")
    site.login.connectEmail("approved", "c@example.com", undefined)
    const code = site.codeOf("c@example.com")
    for (let i = 1; i <= 4; i++) {
      expect(await refusalOf(() => site.login.connectOtp("approved", wrongFor(code), 1))).toEqual({
        message: "Invalid code",
        refusal: undefined,
        retryAfterMs: undefined
      })
    }
    expect(await refusalOf(() => site.login.connectOtp("approved", wrongFor(code), 1))).toEqual({
      message: "Too many wrong codes. Please try again after 900 seconds",
      refusal: "wrong-codes-locked",
      retryAfterMs: 900_000
    })
    site.advance(899_999)
    expect(await refusalOf(() => site.login.connectOtp("approved", code, 1))).toEqual({
      message: "Too many wrong codes. Please try again after 1 seconds",
      refusal: "wrong-codes-locked",
      retryAfterMs: 1
    })
    expect((await refusalOf(() => site.login.connectEmail("approved", "c@example.com", undefined))).refusal).toBe("wrong-codes-locked")
    expect(site.mailsTo("c@example.com")).toBe(1)
    site.advance(1)
    expect((await refusalOf(() => site.login.connectOtp("approved", code, 1))).refusal).toBe("code-expired")
    expect(site.login.connectEmail("approved", "c@example.com", undefined)).toBe("VERIFY_OTP")
    const session = await site.login.connectOtp("approved", site.codeOf("c@example.com"), 1)
    expect(session.email).toBe("c@example.com")
  })

  it("4 wrong codes and then the right one log in", async () => {
    const site = siteAt()
    site.approve("d@example.com")
    site.login.connectEmail("approved", "d@example.com", undefined)
    const code = site.codeOf("d@example.com")
    for (let i = 1; i <= 4; i++) await refusalOf(() => site.login.connectOtp("approved", wrongFor(code), 1))
    expect((await site.login.connectOtp("approved", code, 1)).email).toBe("d@example.com")
  })

  it("the 10th wrong code to an address within 15 min, from several browsers, locks the address for every browser", async () => {
    const site = siteAt()
    const email = "e@example.com"
    for (const device of ["one", "two", "three"]) site.approve(email, device)
    // 4 wrong from each of two browsers (no login lock), then 1 from a third: 9 in all.
    for (const [device, wrongs] of [["one", 4], ["two", 4], ["three", 1]] as const) {
      site.advance(30_000)
      site.login.connectEmail(device, email, undefined)
      const code = site.codeOf(email)
      for (let i = 0; i < wrongs; i++) expect((await refusalOf(() => site.login.connectOtp(device, wrongFor(code), 1))).message).toBe("Invalid code")
    }
    const code = site.codeOf(email)
    expect((await refusalOf(() => site.login.connectOtp("three", wrongFor(code), 1))).retryAfterMs).toBe(900_000)
    expect((await refusalOf(() => site.login.connectOtp("three", code, 1))).refusal).toBe("wrong-codes-locked")
    expect((await refusalOf(() => site.login.connectEmail("fresh-browser", email, undefined))).refusal).toBe("wrong-codes-locked")
  })

  it("wrong codes older than 15 min no longer count towards the address's 10", async () => {
    const site = siteAt()
    const email = "f@example.com"
    for (const device of ["one", "two", "three"]) site.approve(email, device)
    site.login.connectEmail("one", email, undefined)
    for (let i = 0; i < 4; i++) await refusalOf(() => site.login.connectOtp("one", wrongFor(site.codeOf(email)), 1))
    site.advance(15 * 60_000)
    site.login.connectEmail("two", email, undefined)
    for (let i = 0; i < 4; i++) await refusalOf(() => site.login.connectOtp("two", wrongFor(site.codeOf(email)), 1))
    site.advance(30_000)
    site.login.connectEmail("three", email, undefined)
    for (let i = 0; i < 2; i++) expect((await refusalOf(() => site.login.connectOtp("three", wrongFor(site.codeOf(email)), 1))).message).toBe("Invalid code")
  })
})

describe("codes expire after 10 min", () => {
  it("a code is taken at 599,999 ms and refused as expired at 600,000 ms", async () => {
    const site = siteAt()
    site.approve("g@example.com")
    site.approve("h@example.com")
    site.login.connectEmail("approved", "g@example.com", undefined)
    site.advance(599_999)
    expect((await site.login.connectOtp("approved", site.codeOf("g@example.com"), 1)).email).toBe("g@example.com")
    site.login.connectEmail("approved", "h@example.com", undefined)
    site.advance(600_000)
    expect(await refusalOf(() => site.login.connectOtp("approved", site.codeOf("h@example.com"), 1))).toEqual({
      message: "This code has expired. Ask for a new one",
      refusal: "code-expired",
      retryAfterMs: undefined
    })
  })
})

describe("addresses over RFC 5321's lengths are refused before any mail", () => {
  it("a 65-character local part and a 255-character address are refused; 64 and 254 are mailed", async () => {
    const site = siteAt()
    const domainOf = (length: number) => `${"d".repeat(length - 4)}.com`
    const cases = [
      [`${"a".repeat(65)}@example.com`, "refused"],
      [`${"a".repeat(10_000)}@example.com`, "refused"],
      [`${"b".repeat(64)}@example.com`, "mailed"],
      [`${"c".repeat(10)}@${domainOf(244)}`, "refused"],
      [`${"c".repeat(10)}@${domainOf(243)}`, "mailed"]
    ] as const
    for (const [email, outcome] of cases) {
      if (outcome === "mailed") {
        expect(email.length <= 254).toBe(true)
        expect(site.login.connectEmail("browser", email, undefined)).toBe("VERIFY_DEVICE")
        expect(site.mailsTo(email)).toBe(1)
      } else {
        expect(await refusalOf(() => site.login.connectEmail("browser", email, undefined))).toEqual({
          message: "Enter a valid email address",
          refusal: "invalid-email",
          retryAfterMs: undefined
        })
        expect(site.mailsTo(email)).toBe(0)
      }
    }
    expect(`${"c".repeat(10)}@${domainOf(244)}`.length).toBe(255)
  })
})

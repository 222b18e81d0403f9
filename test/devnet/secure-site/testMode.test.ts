/**
 * The secure site's test mode (devnet/secure-site/testMode.ts), for an app's own browser tests: a
 * static login code only when the site is started with it. On, the first login in a browser asks
 * for the code at once and takes the test's code; the site's limits hold as outside test mode.
 * Off (the default), the same static code is refused and the device is asked for first.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startCatalogue, type RunningCatalogue } from "../../../devnet/catalogue/startCatalogue.js"
import { startSecureSite, type RunningSecureSite } from "../../../devnet/secure-site/startSecureSite.js"
import { testModeFromEnv } from "../../../devnet/secure-site/testMode.js"
import { frameClient, latestCode, mailsTo, openApprovalLink } from "./frameClient.js"

const PROJECT = "doorway-test"
const STATIC_CODE = "246810"

let catalogue: RunningCatalogue
let inTestMode: RunningSecureSite
let normal: RunningSecureSite

const siteDir = () => mkdtempSync(join(tmpdir(), "secure-site-"))

beforeAll(async () => {
  catalogue = await startCatalogue()
  ;[inTestMode, normal] = await Promise.all([
    startSecureSite({ catalogueUrl: catalogue.url, chains: [], dataDir: siteDir(), testMode: { loginCode: STATIC_CODE } }),
    startSecureSite({ catalogueUrl: catalogue.url, chains: [], dataDir: siteDir() })
  ])
})
afterAll(async () => {
  await Promise.all([inTestMode?.stop(), normal?.stop(), catalogue?.stop()])
})

describe("in test mode", () => {
  it("a first login in a browser asks for the code at once, mails the test's code and takes it", async () => {
    const email = "static@example.com"
    const client = frameClient(inTestMode.url, PROJECT)
    expect(await client.send("CONNECT_EMAIL", { email })).toMatchObject({ payload: { action: "VERIFY_OTP" } })
    // The mailbox shows the code too, so a test reading it logs in the same way.
    expect(await latestCode(inTestMode.url, email)).toBe(STATIC_CODE)
    expect(await client.send("CONNECT_OTP", { otp: "135790" })).toMatchObject({ type: "@w3m-frame/CONNECT_OTP_ERROR", payload: { message: "Invalid code" } })
    expect(await client.send("CONNECT_OTP", { otp: STATIC_CODE })).toMatchObject({ type: "@w3m-frame/CONNECT_OTP_SUCCESS" })
    expect(await client.send("GET_USER")).toMatchObject({ type: "@w3m-frame/GET_USER_SUCCESS", payload: { email } })
  })

  it("keeps the limits: a second mail within 30 s is refused, and the 5th wrong code locks out the static code", async () => {
    const email = "limited@example.com"
    const client = frameClient(inTestMode.url, PROJECT)
    await client.send("CONNECT_EMAIL", { email })
    expect(await frameClient(inTestMode.url, PROJECT).send("CONNECT_EMAIL", { email })).toMatchObject({
      type: "@w3m-frame/CONNECT_EMAIL_ERROR",
      payload: { refusal: "resend-throttled" }
    })
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await client.send("CONNECT_OTP", { otp: "000000" })).toMatchObject({ payload: { message: "Invalid code" } })
    }
    expect(await client.send("CONNECT_OTP", { otp: "000000" })).toMatchObject({ payload: { refusal: "wrong-codes-locked", retryAfterMs: 900_000 } })
    expect(await client.send("CONNECT_OTP", { otp: STATIC_CODE })).toMatchObject({
      type: "@w3m-frame/CONNECT_OTP_ERROR",
      payload: { refusal: "wrong-codes-locked" }
    })
    expect(client.token).toBeUndefined()
  })
})

describe("outside test mode (the default)", () => {
  it("asks to approve the device first, then refuses the static code and takes only the mailed one", async () => {
    const email = "static@example.com"
    const client = frameClient(normal.url, PROJECT)
    expect(await client.send("CONNECT_EMAIL", { email })).toMatchObject({ payload: { action: "VERIFY_DEVICE" } })
    expect(await client.send("CONNECT_OTP", { otp: STATIC_CODE })).toMatchObject({
      type: "@w3m-frame/CONNECT_OTP_ERROR",
      payload: { message: "The device is not approved yet" }
    })
    const device = client.send("CONNECT_DEVICE")
    expect((await openApprovalLink(normal.url, email)).status).toBe(200)
    await device
    const mailed = await latestCode(normal.url, email)
    expect(mailed).toMatch(/^\d{6}$/)
    // The mailed code is random: one in a million times it is the static code itself, and then no other code can be shown refused.
    if (mailed !== STATIC_CODE) {
      expect(await client.send("CONNECT_OTP", { otp: STATIC_CODE })).toMatchObject({ type: "@w3m-frame/CONNECT_OTP_ERROR", payload: { message: "Invalid code" } })
    }
    expect(await client.send("CONNECT_OTP", { otp: mailed })).toMatchObject({ type: "@w3m-frame/CONNECT_OTP_SUCCESS" })
    expect((await mailsTo(normal.url, email)).map((mail) => mail.kind)).toEqual(["otp", "device-approval"])
  })
})

describe("starting in test mode", () => {
  it("is refused with a code that is not 6 digits", async () => {
    for (const loginCode of ["12345", "1234567", "12345a", ""]) {
      await expect(startSecureSite({ catalogueUrl: catalogue.url, chains: [], dataDir: siteDir(), testMode: { loginCode } })).rejects.toMatchObject({
        _tag: "DevnetError",
        message: `The test mode's login code must be 6 digits, got ${JSON.stringify(loginCode)}`
      })
    }
  })

  it("from the environment only when DOORWAY_SECURE_SITE_TEST_LOGIN_CODE is set", () => {
    expect(testModeFromEnv({})).toBeUndefined()
    expect(testModeFromEnv({ DOORWAY_SECURE_SITE_TEST_LOGIN_CODE: "" })).toBeUndefined()
    expect(testModeFromEnv({ DOORWAY_SECURE_SITE_TEST_LOGIN_CODE: "024680" })).toEqual({ loginCode: "024680" })
    expect(() => testModeFromEnv({ DOORWAY_SECURE_SITE_TEST_LOGIN_CODE: "2468" })).toThrow("must be 6 digits")
  })
})

/**
 * Updating the email through the secure site (WIRE §4.6, SPEC §4, §5), over real HTTP: a code to
 * the current address, then one to the new address, then the user has the new address; the wallet
 * stays, the new address logs in to it and the old one starts a new user. Every reply is a frame
 * event the app decodes as it is. A social user without an email goes straight to the new address.
 */
import { Schema } from "effect"
import type { Address } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FrameEvent } from "../../../schemas/FrameEvent.js"
import { frameClient, latestCode, logIn, mailsTo, openApprovalLink, type FrameClient, type Reply } from "./frameClient.js"
import { signInInPopup, startSocialSiteFixture, type SocialSiteFixture } from "./socialClient.js"

const PROJECT = "doorway-test"
let fixture: SocialSiteFixture
let run = 0

beforeAll(async () => {
  fixture = await startSocialSiteFixture()
})
afterAll(async () => {
  await fixture?.stop()
})

const url = () => fixture.site.url
/** A fresh address for each use, so the tests share no user or limit. */
const fresh = (name: string) => `${name}-${++run}@example.com`

/** The app's own decoding of a frame event (WIRE §4.4), with no field beyond the schema's. */
const decodesExactly = Schema.decodeUnknownSync(FrameEvent, { onExcessProperty: "error" })

const send = async (client: FrameClient, name: string, payload?: unknown): Promise<Reply> => {
  const reply = await client.send(name, payload)
  decodesExactly(reply)
  return reply
}

const addressOf = async (client: FrameClient): Promise<{ readonly address: Address; readonly email: string | null }> =>
  (await send(client, "GET_USER", { chainId: 1 })).payload as { address: Address; email: string | null }

const otpMails = async (email: string) => (await mailsTo(url(), email)).filter((mail) => mail.kind === "otp")

const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000")

describe("an email user changes its address", () => {
  it("code to the current address, code to the new one, then the new address is the user's: same wallet; the old address is a new user", async () => {
    const [before, after] = [fresh("before"), fresh("after")]
    const browser = frameClient(url(), PROJECT)
    await logIn(browser, url(), before)
    const { address } = await addressOf(browser)
    const loginCodes = (await otpMails(before)).length

    expect(await send(browser, "UPDATE_EMAIL", { email: after })).toMatchObject({
      type: "@w3m-frame/UPDATE_EMAIL_SUCCESS",
      payload: { action: "VERIFY_PRIMARY_OTP" }
    })
    // The first code goes to the current address only.
    expect(await otpMails(before)).toHaveLength(loginCodes + 1)
    expect(await mailsTo(url(), after)).toEqual([])
    const primary = await latestCode(url(), before)
    expect(await send(browser, "UPDATE_EMAIL_PRIMARY_OTP", { otp: wrongFor(primary) })).toMatchObject({
      type: "@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_ERROR",
      payload: { message: "Invalid code" }
    })
    // The second step waits for the first.
    expect(await send(browser, "UPDATE_EMAIL_SECONDARY_OTP", { otp: primary })).toMatchObject({
      type: "@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_ERROR",
      payload: { message: "Confirm the current address first" }
    })
    expect(await send(browser, "UPDATE_EMAIL_PRIMARY_OTP", { otp: primary })).toEqual({
      type: "@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_SUCCESS",
      id: expect.any(String)
    })

    // Then a code to the new address; until it is given the user keeps its address.
    const secondary = await latestCode(url(), after)
    expect(await addressOf(browser)).toEqual(expect.objectContaining({ address, email: before }))
    expect(await send(browser, "UPDATE_EMAIL_SECONDARY_OTP", { otp: wrongFor(secondary) })).toMatchObject({
      payload: { message: "Invalid code" }
    })
    expect(await send(browser, "UPDATE_EMAIL_SECONDARY_OTP", { otp: secondary })).toEqual({
      type: "@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_SUCCESS",
      id: expect.any(String),
      payload: { newEmail: after }
    })
    // The login goes on, GET_USER reports the new address, the wallet is the same.
    expect(await addressOf(browser)).toEqual(expect.objectContaining({ address, email: after }))
    expect(await send(browser, "IS_CONNECTED")).toMatchObject({ payload: { isConnected: true } })
    expect(await send(browser, "UPDATE_EMAIL_SECONDARY_OTP", { otp: secondary })).toMatchObject({
      payload: { message: "No email update in progress" }
    })

    // Signed out, the new address logs in to the same wallet (this browser stays approved: the code only).
    await send(browser, "SIGN_OUT")
    expect(await send(browser, "CONNECT_EMAIL", { email: after })).toMatchObject({ payload: { action: "VERIFY_OTP" } })
    expect(await send(browser, "CONNECT_OTP", { otp: await latestCode(url(), after) })).toMatchObject({ type: "@w3m-frame/CONNECT_OTP_SUCCESS" })
    expect(await addressOf(browser)).toEqual(expect.objectContaining({ address, email: after }))

    // The old address belongs to nobody now: a login with it is a first login, of a new wallet.
    await send(browser, "SIGN_OUT")
    const other = frameClient(url(), PROJECT)
    expect(await send(other, "CONNECT_EMAIL", { email: before })).toMatchObject({ payload: { action: "VERIFY_DEVICE" } })
    const device = other.send("CONNECT_DEVICE")
    await openApprovalLink(url(), before)
    await device
    expect(await send(other, "CONNECT_OTP", { otp: await latestCode(url(), before) })).toMatchObject({ type: "@w3m-frame/CONNECT_OTP_SUCCESS" })
    const renewed = await addressOf(other)
    expect(renewed.email).toBe(before)
    expect(renewed.address).not.toBe(address)
  })
})

describe("what UPDATE_EMAIL refuses, mailing nothing", () => {
  it("without a login: 'Not logged in'", async () => {
    const email = fresh("nobody")
    expect(await send(frameClient(url(), PROJECT), "UPDATE_EMAIL", { email })).toMatchObject({
      type: "@w3m-frame/UPDATE_EMAIL_ERROR",
      payload: { message: "Not logged in" }
    })
    expect(await mailsTo(url(), email)).toEqual([])
  })

  it("an address with markup, one that is not an address, one over RFC 5321's lengths: the login's own rules (SPEC §5)", async () => {
    const browser = frameClient(url(), PROJECT)
    await logIn(browser, url(), fresh("rules"))
    for (const email of ["<b>x</b>@example.com", "not-an-address", "a@b"]) {
      const reply = await send(browser, "UPDATE_EMAIL", { email })
      expect(reply.type).toBe("@w3m-frame/UPDATE_EMAIL_ERROR")
      expect((reply.payload as { message: string }).message).toMatch(/^Invalid parameters/)
      expect(await mailsTo(url(), email)).toEqual([])
    }
    const overlong = `${"a".repeat(65)}@example.com`
    expect(await send(browser, "UPDATE_EMAIL", { email: overlong })).toMatchObject({
      payload: { message: "Enter a valid email address", refusal: "invalid-email" }
    })
    expect(await mailsTo(url(), overlong)).toEqual([])
  })

  it("another user's address, or the user's own", async () => {
    const [mine, theirs] = [fresh("mine"), fresh("theirs")]
    const browser = frameClient(url(), PROJECT)
    await logIn(frameClient(url(), PROJECT), url(), theirs)
    await logIn(browser, url(), mine)
    const mailed = (await mailsTo(url(), mine)).length
    expect(await send(browser, "UPDATE_EMAIL", { email: theirs.toUpperCase() })).toMatchObject({
      payload: { message: "This email address is already in use" }
    })
    expect(await send(browser, "UPDATE_EMAIL", { email: mine })).toMatchObject({
      payload: { message: "This is already the account's email address" }
    })
    expect(await mailsTo(url(), mine)).toHaveLength(mailed)
  })

  it("a code with no update asked for", async () => {
    const browser = frameClient(url(), PROJECT)
    await logIn(browser, url(), fresh("idle"))
    expect(await send(browser, "UPDATE_EMAIL_PRIMARY_OTP", { otp: "123456" })).toMatchObject({
      type: "@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_ERROR",
      payload: { message: "No email update in progress" }
    })
  })
})

describe("a social user without an email", () => {
  it("has no current address to confirm: the code goes to the new address (VERIFY_SECONDARY_OTP), which then logs in to the same wallet", async () => {
    const email = fresh("social")
    const browser = frameClient(url(), PROJECT)
    const redirect = await send(browser, "GET_SOCIAL_REDIRECT_URI", { provider: "github" })
    const resultUri = await signInInPopup((redirect.payload as { uri: string }).uri, `octo${run}`)
    const connected = await send(browser, "CONNECT_SOCIAL", { uri: resultUri, chainId: 1 })
    const { address } = connected.payload as { address: Address }

    expect(await send(browser, "UPDATE_EMAIL", { email })).toMatchObject({ payload: { action: "VERIFY_SECONDARY_OTP" } })
    expect(await send(browser, "UPDATE_EMAIL_PRIMARY_OTP", { otp: "123456" })).toMatchObject({
      payload: { message: "The current address is confirmed already" }
    })
    expect(await send(browser, "UPDATE_EMAIL_SECONDARY_OTP", { otp: await latestCode(url(), email) })).toMatchObject({
      payload: { newEmail: email }
    })
    expect(await addressOf(browser)).toEqual(expect.objectContaining({ address, email }))

    // The address is the social user's now: another user cannot take it, and an email login with it opens that wallet.
    const someone = frameClient(url(), PROJECT)
    await logIn(someone, url(), fresh("someone"))
    expect(await send(someone, "UPDATE_EMAIL", { email })).toMatchObject({ payload: { message: "This email address is already in use" } })
    const byEmail = frameClient(url(), PROJECT)
    await logIn(byEmail, url(), email)
    expect(await addressOf(byEmail)).toEqual(expect.objectContaining({ address, email }))
  })
})

/**
 * `localMailbox` of doorway-connect/testing against the secure site: the newest code and approval
 * link mailed to an address, from the mailbox page's URL, its JSON's or the site's origin; a
 * clear failure when nothing was mailed or a link is opened twice.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startCatalogue, type RunningCatalogue } from "../../../devnet/catalogue/startCatalogue.js"
import { startSecureSite, type RunningSecureSite } from "../../../devnet/secure-site/startSecureSite.js"
import { localMailbox } from "../../../testing/localMailbox.js"
import { frameClient } from "./frameClient.js"

const PROJECT = "doorway-test"
let catalogue: RunningCatalogue
let site: RunningSecureSite

beforeAll(async () => {
  catalogue = await startCatalogue()
  site = await startSecureSite({ catalogueUrl: catalogue.url, chains: [], dataDir: mkdtempSync(join(tmpdir(), "secure-site-")) })
})
afterAll(async () => {
  await Promise.all([site?.stop(), catalogue?.stop()])
})

describe("localMailbox", () => {
  it("opens the mailed approval link, then reads the mailed code the site takes, from any of the three URLs", async () => {
    const email = "mailbox-reader@example.com"
    const client = frameClient(site.url, PROJECT)
    await client.send("CONNECT_EMAIL", { email })
    const device = client.send("CONNECT_DEVICE")
    await localMailbox(site.mailboxUrl).openApprovalLink(email)
    expect(await device).toMatchObject({ type: "@w3m-frame/CONNECT_DEVICE_SUCCESS" })

    const code = await localMailbox(site.mailboxUrl).latestCode(email)
    expect(code).toMatch(/^\d{6}$/)
    expect(await localMailbox(`${site.mailboxUrl}.json`).latestCode(email)).toBe(code)
    expect(await localMailbox(site.url).latestCode(email)).toBe(code)
    expect(await client.send("CONNECT_OTP", { otp: code })).toMatchObject({ type: "@w3m-frame/CONNECT_OTP_SUCCESS" })
  })

  it("fails saying what was not mailed, and when a link was opened before", async () => {
    const mailbox = localMailbox(site.mailboxUrl)
    await expect(mailbox.latestCode("nobody@example.com")).rejects.toThrow("No login code was mailed to nobody@example.com")
    await expect(mailbox.openApprovalLink("nobody@example.com")).rejects.toThrow("No device-approval link was mailed to nobody@example.com")

    const email = "twice@example.com"
    const client = frameClient(site.url, PROJECT)
    await client.send("CONNECT_EMAIL", { email })
    await mailbox.openApprovalLink(email)
    await expect(mailbox.openApprovalLink(email)).rejects.toThrow("The device-approval link answered 404")
  })
})

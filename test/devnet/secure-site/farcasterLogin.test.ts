/**
 * Farcaster login through the secure site (WIRE §4.6) against the local relay, over real HTTP:
 * GET_FARCASTER_URI answers the approve URL (the QR code's), CONNECT_FARCASTER waits until the
 * person approves it and answers the username, and the browser is then logged in as that
 * Farcaster account. A relay that hands back a message the fid's custody key did not sign is not
 * believed.
 */
import { createServer, type Server } from "node:http"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Schema } from "effect"
import type { Address } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { createSiweMessage } from "viem/siwe"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startCatalogue } from "../../../devnet/catalogue/startCatalogue.js"
import { startSecureSite } from "../../../devnet/secure-site/startSecureSite.js"
import { FrameEvent } from "../../../schemas/FrameEvent.js"
import { frameClient } from "./frameClient.js"
import { approveFarcaster, hiddenField, postForm, startSocialSiteFixture, type SocialSiteFixture } from "./socialClient.js"

const PROJECT = "doorway-test"
const decodesExactly = Schema.decodeUnknownSync(FrameEvent, { onExcessProperty: "error" })
let fixture: SocialSiteFixture

beforeAll(async () => {
  fixture = await startSocialSiteFixture()
})
afterAll(async () => {
  await fixture?.stop()
})

const siteUrl = () => fixture.site.url

describe("a Farcaster login", () => {
  it("the approve URL, CONNECT_FARCASTER waiting for Approve, then the account's wallet", async () => {
    const client = frameClient(siteUrl(), PROJECT)
    const uri = await client.send("GET_FARCASTER_URI")
    expect(uri.type).toBe("@w3m-frame/GET_FARCASTER_URI_SUCCESS")
    const url = new URL((uri.payload as { url: string }).url)
    expect(`${url.origin}${url.pathname}`).toBe(`${fixture.provider.url}/farcaster/approve`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      channelToken: expect.any(String),
      nonce: expect.stringMatching(/^[A-Za-z0-9]{8,}$/),
      domain: new URL(siteUrl()).host,
      siweUri: siteUrl()
    })

    let settled = false
    const connecting = client.send("CONNECT_FARCASTER").finally(() => {
      settled = true
    })
    // The person opens the URL (scans the QR code): the app is still waiting.
    const page = await (await fetch(url)).text()
    expect(page).toContain("Sign in with Farcaster")
    expect(settled).toBe(false)
    const approved = await postForm(`${fixture.provider.url}/farcaster/approve`, { channelToken: hiddenField(page, "channelToken"), username: "dwr", decision: "approve" })
    expect(approved.status).toBe(200)
    const connected = await connecting
    expect(connected).toEqual({ type: "@w3m-frame/CONNECT_FARCASTER_SUCCESS", id: connected.id, payload: { userName: "dwr" } })
    // As the app decodes them (WIRE §4.4), with no field beyond the schema's.
    expect(decodesExactly(uri).type).toBe("@w3m-frame/GET_FARCASTER_URI_SUCCESS")
    expect(decodesExactly(connected).type).toBe("@w3m-frame/CONNECT_FARCASTER_SUCCESS")
    expect(client.token).toMatch(/^[\w-]{32}$/)

    expect(await client.send("IS_CONNECTED")).toMatchObject({ payload: { isConnected: true } })
    const user = await client.send("GET_USER", { chainId: 1 })
    const { address } = user.payload as { address: Address }
    expect(user).toMatchObject({ type: "@w3m-frame/GET_USER_SUCCESS", payload: { email: null, address, chainId: 1, accounts: [{ address, type: "eoa" }] } })

    // The same Farcaster account in another browser is the same wallet.
    const other = frameClient(siteUrl(), PROJECT)
    const again = new URL(((await other.send("GET_FARCASTER_URI")).payload as { url: string }).url)
    const waiting = other.send("CONNECT_FARCASTER")
    await approveFarcaster(again.href, "DWR")
    expect(await waiting).toMatchObject({ payload: { userName: "dwr" } })
    expect(await other.send("GET_USER", { chainId: 1 })).toMatchObject({ payload: { address } })
  })

  it("CONNECT_FARCASTER without a GET_FARCASTER_URI of this browser and app is refused", async () => {
    const refused = await frameClient(siteUrl(), PROJECT).send("CONNECT_FARCASTER")
    expect(decodesExactly(refused).type).toBe("@w3m-frame/CONNECT_FARCASTER_ERROR")
    expect(refused).toMatchObject({
      type: "@w3m-frame/CONNECT_FARCASTER_ERROR",
      payload: { message: "No Farcaster sign-in in progress" }
    })
    const client = frameClient(siteUrl(), PROJECT)
    await client.send("GET_FARCASTER_URI")
    expect(await client.send("CONNECT_FARCASTER", undefined, { origin: "http://localhost:7770" })).toMatchObject({
      payload: { message: "No Farcaster sign-in in progress" }
    })
  })
})

describe("a relay that lies", () => {
  let relay: Server
  let relayUrl = ""
  const impostor = privateKeyToAccount(generatePrivateKey())
  let asked = { domain: "", siweUri: "", nonce: "" }

  beforeAll(async () => {
    // Answers every status with a message for fid 1001 signed by a key that owns no fid.
    relay = createServer((request, response) => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" })
        response.end(JSON.stringify(body))
      }
      const url = new URL(request.url ?? "/", relayUrl)
      if (url.pathname === "/farcaster/v1/channel") {
        let text = ""
        request.on("data", (chunk: Buffer) => (text += chunk.toString()))
        request.on("end", () => {
          asked = JSON.parse(text) as typeof asked
          reply(201, { channelToken: "t", url: `${relayUrl}/farcaster/approve?channelToken=t`, nonce: asked.nonce })
        })
        return
      }
      if (url.pathname === "/farcaster/v1/channel/status") {
        const message = createSiweMessage({
          domain: asked.domain,
          address: impostor.address,
          statement: "Farcaster Connect",
          uri: asked.siweUri,
          version: "1",
          chainId: 10,
          nonce: asked.nonce,
          issuedAt: new Date(),
          resources: ["farcaster://fid/1001"]
        })
        void impostor.signMessage({ message }).then((signature) =>
          reply(200, { state: "completed", nonce: asked.nonce, url: "", message, signature, fid: 1001, username: "dwr", custody: impostor.address, signatureParams: { ...asked } })
        )
        return
      }
      reply(200, { fid: 0 })
    })
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve))
    const address = relay.address()
    relayUrl = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => relay?.close(() => resolve()))
  })

  it("its answer is checked, not taken: CONNECT_FARCASTER answers its error and logs no one in", async () => {
    const catalogue = await startCatalogue()
    const site = await startSecureSite({ catalogueUrl: catalogue.url, chains: [], dataDir: mkdtempSync(join(tmpdir(), "secure-site-")), signIn: { url: relayUrl, clientId: "site" } })
    try {
      const client = frameClient(site.url, PROJECT)
      expect(await client.send("GET_FARCASTER_URI")).toMatchObject({ type: "@w3m-frame/GET_FARCASTER_URI_SUCCESS" })
      expect(await client.send("CONNECT_FARCASTER")).toMatchObject({
        type: "@w3m-frame/CONNECT_FARCASTER_ERROR",
        payload: { message: `Invalid Farcaster sign-in: ${impostor.address} is not the custody address of fid 1001` }
      })
      expect(client.token).toBeUndefined()
      expect(await client.send("IS_CONNECTED")).toMatchObject({ payload: { isConnected: false } })
    } finally {
      await Promise.all([site.stop(), catalogue.stop()])
    }
  })
})

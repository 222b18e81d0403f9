/**
 * The relay over a real WebSocket: refused connections close with code 3000 and the hosted
 * relay's reason (and the WalletConnect SDK reports that reason to the app), bad frames get
 * JSON-RPC errors on a socket that stays usable.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createHash } from "node:crypto"
import { WebSocket } from "ws"
import { TEST_PROJECT_ID } from "../../../devnet/catalogue/ProjectConfig.js"
import type { RunningRelay } from "../../../devnet/relay/startRelay.js"
import { startRelay } from "../../../devnet/relay/startRelay.js"
import { topic } from "./hubClient.js"
import { relayKey, relayQuery, signRelayJwt } from "./relayJwt.js"
import { closeSignClient, makeSignClient } from "./signClients.js"

let relay: RunningRelay

beforeAll(async () => {
  relay = await startRelay()
})
afterAll(() => relay.stop())

const key = relayKey(3)
const nowSeconds = () => Math.floor(Date.now() / 1000)

/** Opens a socket; resolves once it is open, or with its close code and reason if it closes first. */
const open = (query: string) =>
  new Promise<{ readonly socket: WebSocket; readonly closed: Promise<{ code: number; reason: string }> }>((resolve, reject) => {
    const socket = new WebSocket(`${relay.url}/${query}`)
    const closed = new Promise<{ code: number; reason: string }>((done) =>
      socket.once("close", (code, reason) => done({ code, reason: reason.toString("utf8") }))
    )
    socket.once("open", () => resolve({ socket, closed }))
    socket.once("error", reject)
  })

/** Sends a frame and resolves with the next one the relay sends. */
const exchange = (socket: WebSocket, text: string) =>
  new Promise<Record<string, unknown>>((resolve) => {
    socket.once("message", (data: Buffer) => resolve(JSON.parse(data.toString("utf8")) as Record<string, unknown>))
    socket.send(text)
  })

describe("relay: connection checks", () => {
  it("an unknown project id is closed with 3000 'Unauthorized: invalid key'", async () => {
    const { closed } = await open(relayQuery(signRelayJwt(key, { aud: relay.url, iat: nowSeconds() }), "nobody"))
    expect(await closed).toEqual({ code: 3000, reason: "Unauthorized: invalid key" })
  })

  it("a token issued in the future is closed with 3000 'JWT validation error: JWT Token is not yet valid'", async () => {
    const { closed } = await open(relayQuery(signRelayJwt(key, { aud: relay.url, iat: nowSeconds() + 60 }), TEST_PROJECT_ID))
    expect(await closed).toEqual({ code: 3000, reason: "JWT validation error: JWT Token is not yet valid" })
  })

  it("a token for another relay is closed with 3000 'JWT validation error: Invalid audience'", async () => {
    const { closed } = await open(relayQuery(signRelayJwt(key, { aud: "wss://relay.walletconnect.org", iat: nowSeconds() }), TEST_PROJECT_ID))
    expect(await closed).toEqual({ code: 3000, reason: "JWT validation error: Invalid audience" })
  })

  it("the SDK reports the reason as relayer_error: 'WebSocket connection closed abnormally with code: 3000 (Unauthorized: invalid key)'", async () => {
    const dapp = await makeSignClient({ relayUrl: relay.url, projectId: "nobody", name: "unknown-project" })
    try {
      const reported = new Promise<Error>((resolve) => dapp.core.relayer.once("relayer_error", resolve))
      // It keeps retrying and never settles while the project is unknown.
      dapp.connect({ optionalNamespaces: { eip155: { chains: ["eip155:1"], methods: ["personal_sign"], events: [] } } }).catch(() => undefined)
      const error = await reported
      expect(error).toBeInstanceOf(Error)
      expect(error.message).toBe("WebSocket connection closed abnormally with code: 3000 (Unauthorized: invalid key)")
    } finally {
      await closeSignClient(dapp)
    }
  })

  it("plain HTTP gets 426 Upgrade Required", async () => {
    const response = await fetch(relay.url.replace(/^ws/, "http"))
    expect(response.status).toBe(426)
  })
})

describe("relay: bad frames on a live socket", () => {
  it("malformed JSON, an unknown method and an oversize frame get errors; the socket then subscribes", async () => {
    const { socket } = await open(relayQuery(signRelayJwt(key, { aud: relay.url, iat: nowSeconds() }), TEST_PROJECT_ID))
    try {
      expect(await exchange(socket, "{not json")).toEqual({ id: null, jsonrpc: "2.0", error: { code: -32700, message: "Parse error" } })
      expect(await exchange(socket, JSON.stringify({ id: "9", jsonrpc: "2.0", method: "irn_nothing", params: {} }))).toEqual({
        id: "9",
        jsonrpc: "2.0",
        error: { code: -32601, message: "Method not found: irn_nothing" }
      })
      const oversize = JSON.stringify({ id: 10, jsonrpc: "2.0", method: "irn_publish", params: { topic: topic("big"), message: "x".repeat(1024 * 1024), ttl: 300, tag: 0 } })
      const answer = await exchange(socket, oversize)
      expect(answer).toMatchObject({ id: null, error: { code: -32600 } })
      expect((answer["error"] as { message: string }).message).toBe(`Invalid request: the message is ${oversize.length} bytes; the limit is 1048576`)

      const subscribed = await exchange(socket, JSON.stringify({ id: 11, jsonrpc: "2.0", method: "irn_subscribe", params: { topic: topic("after") } }))
      expect(subscribed).toEqual({ id: 11, jsonrpc: "2.0", result: createHash("sha256").update(topic("after") + key.clientId).digest("hex") })
    } finally {
      socket.close()
    }
  })
})

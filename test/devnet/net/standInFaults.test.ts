/**
 * Each stand-in of the local stack shows a fault on one of its routes, set at its own
 * `/__faults`, and recovers: the catalogue, the data service, the relay's handshake, the secure
 * site, the Solana RPC (HTTP and the PubSub port) and an EVM node's RPC front. Real HTTP on
 * 127.0.0.1, a plain client.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { WebSocket } from "ws"
import { DEMO_PROJECT_ID } from "../../../devnet/catalogue/ProjectConfig.js"
import { startCatalogue, type RunningCatalogue } from "../../../devnet/catalogue/startCatalogue.js"
import { startRpcFront, type RpcFront } from "../../../devnet/chains/startRpcFront.js"
import { startDataService, type RunningDataService } from "../../../devnet/data/startDataService.js"
import { clearFaults, listFaults, setFault } from "../../../devnet/net/faults/faultsClient.js"
import { startJsonRpcHttpServer, type JsonRpcHttpServer } from "../../../devnet/net/jsonRpcHttpServer.js"
import { startRelay, type RunningRelay } from "../../../devnet/relay/startRelay.js"
import { startSecureSite, type RunningSecureSite } from "../../../devnet/secure-site/startSecureSite.js"
import { startSolana, type SolanaCluster } from "../../../devnet/solana/startSolana.js"
import { relayKey, relayQuery, signRelayJwt } from "../relay/relayJwt.js"

let catalogue: RunningCatalogue
let solana: SolanaCluster
let data: RunningDataService
let relay: RunningRelay
let site: RunningSecureSite
let node: JsonRpcHttpServer
let front: RpcFront
const siteDir = mkdtempSync(join(tmpdir(), "faults-site-"))

beforeAll(async () => {
  ;[catalogue, solana, relay, node] = await Promise.all([
    startCatalogue(),
    startSolana(),
    startRelay(),
    startJsonRpcHttpServer({ service: "node", methods: { eth_chainId: () => "0x1", eth_blockNumber: () => "0x2a" } })
  ])
  ;[data, site, front] = await Promise.all([
    startDataService({ evm: [], solana }),
    startSecureSite({ catalogueUrl: catalogue.url, chains: [], dataDir: siteDir }),
    startRpcFront("node", node.url)
  ])
})
afterAll(async () => {
  await Promise.all([catalogue, solana, data, relay, site, node, front].map((standIn) => standIn?.stop()))
  rmSync(siteDir, { recursive: true, force: true })
})

const rpcCall = (url: string, method: string) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: [] }) })

/** How a WebSocket handshake to `url` ends: open, refused with a status, or cut. */
const handshake = (url: string) =>
  new Promise<string>((resolve) => {
    const socket = new WebSocket(url)
    socket.once("open", () => {
      resolve("open")
      socket.terminate()
    })
    socket.once("unexpected-response", (_request, response) => {
      resolve(`status ${response.statusCode}`)
      socket.terminate()
    })
    socket.once("error", () => resolve("cut"))
  })

describe("every stand-in can fail on demand and recover", () => {
  it("the catalogue: /getWallets answers 503, then the wallets again", async () => {
    const wallets = `${catalogue.url}/getWallets?projectId=${DEMO_PROJECT_ID}&page=1&entries=4`
    expect((await fetch(wallets)).status).toBe(200)
    await setFault(catalogue.faultsUrl, { route: "/getWallets", fault: "503" })
    expect((await fetch(wallets)).status).toBe(503)
    // Analytics, on the same host, still answers.
    expect((await fetch(`${catalogue.url}/getAnalyticsConfig?projectId=${DEMO_PROJECT_ID}`)).status).toBe(200)
    await clearFaults(catalogue.faultsUrl)
    expect((await fetch(wallets)).status).toBe(200)
  })

  it("the data service: /v1/account answers 429 with Retry-After, then as before", async () => {
    const supported = `${data.url}/v1/supported-chains?projectId=${DEMO_PROJECT_ID}`
    const balance = `${data.url}/v1/account/${solana.fixtures.devWallet}/balance?projectId=${DEMO_PROJECT_ID}&currency=usd&chainId=${solana.caipNetworkId}`
    const before = (await fetch(balance)).status
    await setFault(data.faultsUrl, { route: "/v1/account", fault: "429", retryAfterSeconds: 3 })
    const limited = await fetch(balance)
    expect(limited.status).toBe(429)
    expect(limited.headers.get("retry-after")).toBe("3")
    expect((await fetch(supported)).status).toBe(200)
    await clearFaults(data.faultsUrl)
    expect((await fetch(balance)).status).toBe(before)
  })

  it("the relay: the handshake is refused with 429, cut, and opens again; drop cuts the open sockets", async () => {
    const url = `${relay.url}/${relayQuery(signRelayJwt(relayKey(5), { aud: relay.url, iat: Math.floor(Date.now() / 1000) }), DEMO_PROJECT_ID)}`
    await setFault(relay.faultsUrl, { route: "/", fault: "429", retryAfterSeconds: 10 })
    expect(await handshake(url)).toBe("status 429")
    await clearFaults(relay.faultsUrl)
    // An accepted socket (it answers a request), then cut by "drop": not the clean close of a refused one.
    const socket = new WebSocket(url)
    const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)))
    await new Promise((resolve) => socket.once("open", resolve))
    const answered = new Promise((resolve) => socket.once("message", resolve))
    socket.send(JSON.stringify({ id: 1, jsonrpc: "2.0", method: "irn_subscribe", params: { topic: "ab".repeat(32) } }))
    await answered
    await setFault(relay.faultsUrl, { route: "/", fault: "drop" })
    expect(await closed).toBe(1006)
    expect(await handshake(url)).toBe("cut")
    await clearFaults(relay.faultsUrl)
    expect(await handshake(url)).toBe("open")
  })

  it("the secure site: /sdk answers 500 and /frame/event hangs until cleared; the mailbox is untouched", async () => {
    await setFault(site.faultsUrl, { route: "/sdk", fault: "500" })
    expect((await fetch(`${site.sdkUrl}?projectId=${DEMO_PROJECT_ID}`)).status).toBe(500)
    expect((await fetch(`${site.url}/mailbox.json`)).status).toBe(200)
    await setFault(site.faultsUrl, { route: "/frame/event", fault: "hang" })
    const held = fetch(`${site.url}/frame/event`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })
    await expect.poll(async () => (await listFaults(site.faultsUrl)).find((fault) => fault.route === "/frame/event")?.hits).toBe(1)
    await clearFaults(site.faultsUrl)
    expect((await held).status).not.toBe(500)
    expect((await fetch(`${site.sdkUrl}?projectId=${DEMO_PROJECT_ID}`)).status).toBe(200)
  })

  it("Solana: getBalance answers 503 while getSlot answers; the PubSub port refuses its handshake; both recover", async () => {
    await setFault(solana.faultsUrl, { route: "getBalance", fault: "503" })
    await setFault(solana.faultsUrl, { route: "/", fault: "500", times: 1 })
    expect(await handshake(solana.wsUrl)).toBe("status 500")
    expect((await rpcCall(solana.rpcUrl, "getBalance")).status).toBe(503)
    expect((await rpcCall(solana.rpcUrl, "getSlot")).status).toBe(200)
    await clearFaults(solana.faultsUrl)
    expect(await (await rpcCall(solana.rpcUrl, "getBalance")).json()).toMatchObject({ error: { code: -32602 } })
    expect(await handshake(solana.wsUrl)).toBe("open")
  })

  it("an EVM node's front: forwards calls as they came; eth_blockNumber drops, then answers", async () => {
    expect(await (await rpcCall(front.url, "eth_blockNumber")).json()).toEqual({ jsonrpc: "2.0", id: 1, result: "0x2a" })
    await setFault(front.faultsUrl, { route: "eth_blockNumber", fault: "drop" })
    await expect(rpcCall(front.url, "eth_blockNumber")).rejects.toThrow(/fetch failed/)
    expect(await (await rpcCall(front.url, "eth_chainId")).json()).toEqual({ jsonrpc: "2.0", id: 1, result: "0x1" })
    await clearFaults(front.faultsUrl)
    expect(await (await rpcCall(front.url, "eth_blockNumber")).json()).toEqual({ jsonrpc: "2.0", id: 1, result: "0x2a" })
  })
})

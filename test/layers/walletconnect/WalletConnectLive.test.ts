/**
 * The contract against the live kind: the real universal provider (2.25) through the relay
 * stand-in on 127.0.0.1, and the real sign client as the wallet with the dev key, approving
 * eip155:1 and eip155:137. Nothing leaves loopback.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { Effect, Exit, Scope } from "effect"
import { privateKeyToAccount } from "viem/accounts"
import { mainnet, optimism, polygon } from "doorway-connect/networks"
import { TEST_PROJECT_ID } from "../../../devnet/catalogue/ProjectConfig.js"
import { DEV_WALLET_PRIVATE_KEY } from "../../../devnet/devKeys.js"
import type { RunningRelay } from "../../../devnet/relay/startRelay.js"
import { startRelay } from "../../../devnet/relay/startRelay.js"
import { RpcTransport } from "../../../core/services/RpcTransport.js"
import { makeWalletConnectClientLive } from "../../../layers/WalletConnectClientLive.js"
import { makeWalletConnectConnection } from "../../../layers/WalletConnectConnection.js"
import { RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { closeSignClient, makeSignClient, verifyOff } from "../../devnet/relay/signClients.js"
import type { SignClientInstance } from "../../devnet/relay/signClients.js"
import { CAPABILITIES, CONNECTOR, walletConnectContract } from "./WalletConnect.contract.js"
import { messageOf } from "../../../core/errors/catalogue.js"

const account = privateKeyToAccount(DEV_WALLET_PRIVATE_KEY)
const networks = [mainnet, polygon, optimism]
const rpc = Effect.runSync(Effect.provide(RpcTransport, RpcTransportTest({}, { connectionCheck: false })))
const CHAINS = ["eip155:1", "eip155:137"]

let relay: RunningRelay
let outbound: Array<string>
const realFetch = globalThis.fetch
let count = 0

beforeAll(async () => {
  relay = await startRelay()
})
afterAll(() => relay.stop())
beforeEach(() => {
  outbound = []
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) {
      outbound.push(url)
      return Promise.reject(new Error(`refused: ${url}`))
    }
    return realFetch(input, init)
  }
})
afterEach(() => {
  globalThis.fetch = realFetch
  expect(outbound).toEqual([])
})

walletConnectContract(
  "universal provider through the local relay, sign-client wallet",
  async () => {
    const storage = Effect.runSync(StorageMemory.make())
    const prefix = `contract-${process.pid}-${++count}`
    const scopes: Array<Scope.CloseableScope> = []
    const kindOn = async (storagePrefix: string) => {
      const scope = Effect.runSync(Scope.make())
      scopes.push(scope)
      const client = await Effect.runPromise(
        makeWalletConnectClientLive(
          { projectId: TEST_PROJECT_ID, relayUrl: relay.url, metadata: { name: "Doorway test", description: "contract", url: "http://127.0.0.1", icons: [] }, storagePrefix, verify: false },
          storage
        ).pipe(Scope.extend(scope))
      )
      return Effect.runPromise(makeWalletConnectConnection({ client, networks, rpc }))
    }
    const wallet: SignClientInstance = verifyOff(await makeSignClient({ relayUrl: relay.url, projectId: TEST_PROJECT_ID, name: `wallet-${count}` }))
    wallet.on("session_proposal", ({ id }) => {
      const accounts = CHAINS.map((chain) => `${chain}:${account.address}`)
      void wallet.approve({
        id,
        namespaces: { eip155: { chains: CHAINS, methods: ["personal_sign", "wallet_getCapabilities"], events: ["chainChanged", "accountsChanged"], accounts } }
      })
    })
    let capabilityRequests = 0
    wallet.on("session_request", async ({ id, topic, params }) => {
      if (params.request.method === "wallet_getCapabilities") {
        capabilityRequests++
        const [asked] = params.request.params as [string]
        const own = asked.toLowerCase() === account.address.toLowerCase()
        await wallet.respond({
          topic,
          response: own ? { id, jsonrpc: "2.0", result: CAPABILITIES } : { id, jsonrpc: "2.0", error: { code: 5000, message: "Unknown account" } }
        })
        return
      }
      const [message] = params.request.params as [`0x${string}`, string]
      const signature = await account.signMessage({ message: { raw: message } })
      await wallet.respond({ topic, response: { id, jsonrpc: "2.0", result: signature } })
    })
    const kind = await kindOn(prefix)
    return {
      address: account.address,
      kind,
      capabilityRequests: async () => capabilityRequests,
      approve: async (uri) => {
        await wallet.pair({ uri })
      },
      walletDisconnects: async () => {
        const [session] = wallet.session.getAll()
        if (session !== undefined) await wallet.disconnect({ topic: session.topic, reason: { code: 6000, message: "User disconnected." } })
      },
      reload: async () => {
        // The first provider goes away as the page does; the second reads the same storage.
        const first = scopes.shift()
        if (first !== undefined) await Effect.runPromise(Scope.close(first, Exit.void))
        return kindOn(prefix)
      },
      close: async () => {
        for (const scope of scopes.splice(0)) await Effect.runPromise(Scope.close(scope, Exit.void))
        await closeSignClient(wallet)
      }
    }
  },
  30_000
)

describe("the live kind and the relay's refusals", () => {
  it("a project the relay does not know: connecting fails with Invalid Project ID, told once", { timeout: 20_000 }, async () => {
    const scope = Effect.runSync(Scope.make())
    try {
      const client = await Effect.runPromise(
        makeWalletConnectClientLive(
          { projectId: "unknown-project", relayUrl: relay.url, metadata: { name: "Doorway test", description: "refusal", url: "http://127.0.0.1", icons: [] }, storagePrefix: `refused-${process.pid}`, verify: false },
          Effect.runSync(StorageMemory.make())
        ).pipe(Scope.extend(scope))
      )
      const kind = await Effect.runPromise(makeWalletConnectConnection({ client, networks, rpc }))
      const notified: Array<string> = []
      const error = await Effect.runPromise(
        Effect.flip(kind.connect(CONNECTOR, { showUri: () => Effect.void, notify: (e) => Effect.sync(() => void notified.push(e._tag)) }))
      )
      expect(error._tag).toBe("InvalidProjectId")
      expect(messageOf(error)).toBe("Invalid Project ID")
      expect(notified).toEqual([])
    } finally {
      await Effect.runPromise(Scope.close(scope, Exit.void))
    }
  })
})

/**
 * Batched calls over a WalletConnect session's provider (SPEC §5, §7, §8): `wallet_sendCalls` is
 * checked (each call's `to`, and `data` where given, start with 0x) and goes to the wallet only when
 * the session approved it; `wallet_getCallsStatus` reads the data service's bundler route when the
 * session names a bundler, else asks the wallet, else 'Fetching call status not approved by the wallet'.
 */
import { describe, expect, it } from "vitest"
import { Effect, Ref } from "effect"
import { mainnet, polygon } from "doorway-connect/networks"
import { RpcTransport } from "../../../core/services/RpcTransport.js"
import type { BundlerAccess } from "../../../core/walletconnect/sessionCallsStatus.js"
import { makeScriptedWalletConnect } from "../../../layers/WalletConnectClientTest.js"
import type { ScriptedApproval } from "../../../layers/WalletConnectClientTest.js"
import { makeWalletConnectConnection } from "../../../layers/WalletConnectConnection.js"
import { RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import { CONNECTOR } from "./WalletConnect.contract.js"

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const OP = `0x${"12".repeat(32)}`
const rpc = Effect.runSync(Effect.provide(RpcTransport, RpcTransportTest({}, { connectionCheck: false })))

type Provider = { readonly request: (args: { readonly method: string; readonly params?: unknown }) => Promise<unknown> }

/** A session approved as `approval` says, on Polygon, its provider, the wallet's side and the bundler POSTs. */
const connected = async (approval: Partial<ScriptedApproval>) => {
  const wallet = await Effect.runPromise(makeScriptedWalletConnect())
  await Effect.runPromise(wallet.answer("wallet_sendCalls", () => Effect.succeed({ id: OP })))
  await Effect.runPromise(wallet.answer("wallet_getCallsStatus", () => Effect.succeed({ version: "2.0.0", id: OP, status: 200 })))
  const posts = Effect.runSync(Ref.make<ReadonlyArray<string>>([]))
  const bundler: BundlerAccess = {
    blockchainUrl: "http://data.test",
    projectId: "p1",
    post: (url) => Effect.as(Ref.update(posts, (all) => [...all, url]), { jsonrpc: "2.0", id: 1, result: null })
  }
  const kind = await Effect.runPromise(makeWalletConnectConnection({ client: wallet.client, networks: [mainnet, polygon], rpc, bundler }))
  const connecting = Effect.runPromise(kind.connect(CONNECTOR, { showUri: () => Effect.void, notify: () => Effect.void }))
  await Effect.runPromise(wallet.approve({ chains: ["eip155:137"], accounts: [`eip155:137:${ADDRESS}`], ...approval }))
  await connecting
  const provider = (await Effect.runPromise(kind.provider(CONNECTOR))) as Provider
  const walletMethods = async () => (await Effect.runPromise(wallet.requests)).map((request) => request.method)
  return { provider, walletMethods, posts: () => Effect.runSync(Ref.get(posts)) }
}

const BATCH = [{ version: "2.0.0", chainId: "0x89", from: ADDRESS, atomicRequired: true, calls: [{ to: ADDRESS, data: "0x", value: "0x0" }] }]

describe("wallet_sendCalls over a WalletConnect session", () => {
  it("goes to the wallet when the session approved it, and answers the wallet's batch id", async () => {
    const { provider, walletMethods } = await connected({ methods: ["wallet_sendCalls"] })
    expect(await provider.request({ method: "wallet_sendCalls", params: BATCH })).toEqual({ id: OP })
    expect(await walletMethods()).toEqual(["wallet_sendCalls"])
  })

  it("a call whose to or data lacks 0x is refused with -32602 before the wallet sees it (SPEC §5)", async () => {
    const { provider, walletMethods } = await connected({ methods: ["wallet_sendCalls"] })
    const badTo = [{ ...BATCH[0], calls: [{ to: ADDRESS.slice(2) }] }]
    await expect(provider.request({ method: "wallet_sendCalls", params: badTo })).rejects.toMatchObject({
      code: -32602,
      message: "Invalid params for wallet_sendCalls"
    })
    const badData = [{ ...BATCH[0], calls: [{ to: ADDRESS, data: "ff" }] }]
    await expect(provider.request({ method: "wallet_sendCalls", params: badData })).rejects.toMatchObject({ code: -32602 })
    expect(await walletMethods()).toEqual([])
  })

  it("a session that did not approve it refuses it as the sign client would (MISSING_OR_INVALID), the wallet not asked", async () => {
    const { provider, walletMethods } = await connected({ methods: ["personal_sign"] })
    await expect(provider.request({ method: "wallet_sendCalls", params: BATCH })).rejects.toMatchObject({
      _tag: "WalletConnectError",
      message: "MISSING_OR_INVALID: request() method: wallet_sendCalls"
    })
    expect(await walletMethods()).toEqual([])
  })
})

describe("wallet_getCallsStatus over a WalletConnect session", () => {
  it("with bundler_name, the data service's bundler route is asked and the wallet is not", async () => {
    const { provider, walletMethods, posts } = await connected({ methods: ["wallet_getCallsStatus"], sessionProperties: { bundler_name: "pimlico" } })
    expect(await provider.request({ method: "wallet_getCallsStatus", params: [OP] })).toMatchObject({ id: OP, chainId: "0x89", status: 100 })
    expect(posts()).toEqual(["http://data.test/v1/bundler?projectId=p1&chainId=eip155%3A137&bundler=pimlico"])
    expect(await walletMethods()).toEqual([])
  })

  it("without a bundler, the wallet answers when the session approved the method", async () => {
    const { provider, walletMethods, posts } = await connected({ methods: ["wallet_getCallsStatus"] })
    expect(await provider.request({ method: "wallet_getCallsStatus", params: [OP] })).toEqual({ version: "2.0.0", id: OP, status: 200 })
    expect(await walletMethods()).toEqual(["wallet_getCallsStatus"])
    expect(posts()).toEqual([])
  })

  it("else 'Fetching call status not approved by the wallet'", async () => {
    const { provider, walletMethods } = await connected({ methods: ["personal_sign"] })
    await expect(provider.request({ method: "wallet_getCallsStatus", params: [OP] })).rejects.toMatchObject({
      _tag: "CallStatusNotApproved",
      message: "Fetching call status not approved by the wallet"
    })
    expect(await walletMethods()).toEqual([])
  })
})

/** The contract against the in-memory client (the one the program tests use), and its provider's routing. */
import { describe, expect, it } from "vitest"
import { Effect } from "effect"
import { privateKeyToAccount } from "viem/accounts"
import { hexToString } from "viem"
import type { Hex } from "viem"
import { DEV_WALLET_PRIVATE_KEY } from "../../../devnet/devKeys.js"
import { makeWalletConnectConnection } from "../../../layers/WalletConnectConnection.js"
import { makeScriptedWalletConnect } from "../../../layers/WalletConnectClientTest.js"
import { RpcCallLog, RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import { RpcTransport } from "../../../core/services/RpcTransport.js"
import { mainnet, optimism, polygon } from "doorway-connect/networks"
import { CAPABILITIES, CONNECTOR, walletConnectContract } from "./WalletConnect.contract.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import type { JsonRpcProviderNotFound } from "../../../core/errors/WalletConnectErrors.js"

const account = privateKeyToAccount(DEV_WALLET_PRIVATE_KEY)
const networks = [mainnet, polygon, optimism]
const rpc = Effect.runSync(Effect.provide(RpcTransport, RpcTransportTest({}, { connectionCheck: false })))

walletConnectContract("in-memory client", async () => {
  const wallet = await Effect.runPromise(makeScriptedWalletConnect())
  await Effect.runPromise(
    wallet.answer("personal_sign", (params) =>
      Effect.promise(() => account.signMessage({ message: hexToString((params as ReadonlyArray<Hex>)[0] as Hex) }))
    )
  )
  await Effect.runPromise(
    wallet.answer("wallet_getCapabilities", (params) =>
      (params as ReadonlyArray<string>)[0]?.toLowerCase() === account.address.toLowerCase()
        ? Effect.succeed(CAPABILITIES)
        : Effect.fail({ code: 5000, message: "Unknown account" })
    )
  )
  const kind = await Effect.runPromise(makeWalletConnectConnection({ client: wallet.client, networks, rpc }))
  return {
    address: account.address,
    capabilityRequests: async () => (await Effect.runPromise(wallet.requests)).filter((r) => r.method === "wallet_getCapabilities").length,
    kind,
    approve: () =>
      Effect.runPromise(
        wallet.approve({ chains: ["eip155:1", "eip155:137"], accounts: [`eip155:1:${account.address}`, `eip155:137:${account.address}`] })
      ),
    walletDisconnects: () => Effect.runPromise(wallet.emit({ _tag: "SessionDelete", topic: "f".repeat(64) })),
    reload: async () => {
      const session = await Effect.runPromise(wallet.client.session)
      const again = await Effect.runPromise(makeScriptedWalletConnect(session))
      return Effect.runPromise(makeWalletConnectConnection({ client: again.client, networks, rpc }))
    },
    close: async () => undefined
  }
})


describe("the session's provider", () => {
  it("sends wallet methods over the session and chain reads through the RpcTransport only", async () => {
    const wallet = await Effect.runPromise(makeScriptedWalletConnect())
    const layer = RpcTransportTest({ "eip155:1": { eth_blockNumber: () => ({ result: "0x10" }) } }, { connectionCheck: false })
    const { transport, log } = Effect.runSync(
      Effect.provide(Effect.all({ transport: RpcTransport, log: RpcCallLog }), layer)
    )
    const kind = await Effect.runPromise(makeWalletConnectConnection({ client: wallet.client, networks, rpc: transport }))
    const connecting = Effect.runPromise(kind.connect(CONNECTOR, { showUri: () => Effect.void, notify: () => Effect.void }))
    await Effect.runPromise(wallet.approve({ chains: ["eip155:1"], accounts: [`eip155:1:${account.address}`] }))
    await connecting
    const provider = (await Effect.runPromise(kind.provider(CONNECTOR))) as { request: (args: { method: string; params?: unknown }) => Promise<unknown> }
    expect(await provider.request({ method: "eth_blockNumber", params: [] })).toBe("0x10")
    expect(await provider.request({ method: "eth_chainId" })).toBe("0x1")
    expect((await Effect.runPromise(log.calls)).map((call) => call.method)).toEqual(["eth_blockNumber"])
    expect(await Effect.runPromise(wallet.requests)).toEqual([])
  })

  it("answers 'Please call connect() before request()' with no session, and 'JSON-RPC provider for … not found' for a chain the app lacks", async () => {
    const wallet = await Effect.runPromise(makeScriptedWalletConnect())
    const kind = await Effect.runPromise(makeWalletConnectConnection({ client: wallet.client, networks: [mainnet], rpc }))
    const before = await Effect.runPromise(Effect.flip(kind.provider(CONNECTOR)))
    expect(messageOf(before)).toBe("Please call connect() before request()")
    const connecting = Effect.runPromise(kind.connect(CONNECTOR, { showUri: () => Effect.void, notify: () => Effect.void }))
    await Effect.runPromise(wallet.approve({ chains: ["eip155:137"], accounts: [`eip155:137:${account.address}`] }))
    await connecting
    const provider = (await Effect.runPromise(kind.provider(CONNECTOR))) as { request: (args: { method: string; params?: unknown }) => Promise<unknown> }
    const refused = await provider.request({ method: "eth_blockNumber", params: [] }).catch((error: unknown) => error)
    expect((refused as JsonRpcProviderNotFound)._tag).toBe("JsonRpcProviderNotFound")
    expect((refused as Error).message).toBe("JSON-RPC provider for eip155:137 not found")
  })
})

/**
 * The EVM journey of the connection programs on the live adapter (viem, loaded on first use) and
 * the live RpcTransport, against two anvil chains standing for Ethereum and Polygon, with a
 * wallet that signs with its own key: connect, balance, sign, send, switch (adding the chain),
 * reload, disconnect.
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect, Layer, ManagedRuntime, Ref } from "effect"
import { createPublicClient, http, parseEther, verifyMessage } from "viem"
import type { Hex } from "viem"
import { mainnet, polygon } from "doorway-connect/networks"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { disconnect } from "../../../core/connection/disconnect.js"
import { reconnect } from "../../../core/connection/reconnect.js"
import { sendTransaction } from "../../../core/evm/sendTransaction.js"
import { signMessage } from "../../../core/evm/signMessage.js"
import { switchNetworkInWallet } from "../../../core/network/switchNetworkInWallet.js"
import { makeRpcTransportConfig } from "../../../core/rpc/RpcTransportConfig.js"
import { Connectors } from "../../../core/services/Connectors.js"
import type { Network } from "../../../schemas/Network.js"
import type { StorageKey } from "../../../schemas/StorageKeys.js"
import { startAnvil } from "../../../devnet/chains/startAnvil.js"
import type { AnvilNode } from "../../../devnet/chains/startAnvil.js"
import { RpcTransportLive } from "../../../layers/RpcTransportLive.js"
import { OptionsLive } from "../../../layers/StateOptions.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { localAccountWallet } from "../../layers/evm/localAccountWallet.js"
import type { LocalAccountWallet } from "../../layers/evm/localAccountWallet.js"
import { accountOf, connectorOf, networkOf, storedRaw } from "./evmTestEnv.js"
import { liveConnectionEnv } from "./liveConnectionEnv.js"

const FUNDED_KEY: Hex = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"
const RECEIVER = "0x000000000000000000000000000000000000bEEF"

let ethereumNode: AnvilNode
let polygonNode: AnvilNode
let ethereum: Network
let polygonLocal: Network

beforeAll(async () => {
  ;[ethereumNode, polygonNode] = await Promise.all([startAnvil({ chainId: 1 }), startAnvil({ chainId: 137 })])
  // The configured networks point at the local nodes: the wallet is given these URLs when adding a chain.
  ethereum = { ...mainnet, rpcUrls: { default: { http: [ethereumNode.rpcUrl] } } }
  polygonLocal = { ...polygon, rpcUrls: { default: { http: [polygonNode.rpcUrl] } } }
})

afterAll(async () => {
  await Promise.all([ethereumNode?.stop(), polygonNode?.stop()])
})

const liveEnv = (storage: Iterable<readonly [StorageKey, string]> = []) =>
  liveConnectionEnv({
    rpc: RpcTransportLive(
      makeRpcTransportConfig({
        projectId: "p1",
        blockchainBaseUrl: "http://127.0.0.1:9",
        customUrls: { [mainnet.caipNetworkId]: ethereumNode.rpcUrl, [polygon.caipNetworkId]: polygonNode.rpcUrl }
      })
    ).pipe(Layer.provide(FetchHttpClient.layer)),
    storage: StorageMemory.layerWith(storage),
    options: OptionsLive({ projectId: "p1", networks: [ethereum, polygonLocal] })
  })

/** Lists the wallet as an announced connector. */
const install = (wallet: LocalAccountWallet) =>
  Effect.flatMap(Connectors, ({ state }) =>
    Ref.update(state, (s) => ({ ...s, connectors: [connectorOf(wallet, "io.local.wallet")] }))
  )

describe("the EVM journey on anvil", () => {
  it.live("connect, balance, sign, send, switch to a chain the wallet must add, disconnect", () =>
    Effect.gen(function* () {
      const wallet = localAccountWallet(FUNDED_KEY, [{ chainId: 1, rpcUrl: ethereumNode.rpcUrl }])
      yield* install(wallet)
      const connected = yield* connectWallet("io.local.wallet")
      expect(connected.address).toBe(wallet.address)
      expect(yield* accountOf()).toMatchObject({ status: "connected", balance: "10000", balanceSymbol: "ETH" })

      const signature = yield* signMessage("Welcome to Doorway")
      expect(yield* Effect.promise(() => verifyMessage({ address: wallet.address, message: "Welcome to Doorway", signature: signature as Hex }))).toBe(true)

      const hash = yield* sendTransaction({ to: RECEIVER, value: parseEther("1") })
      const node = createPublicClient({ transport: http(ethereumNode.rpcUrl) })
      const receipt = yield* Effect.promise(() => node.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 }))
      expect(receipt.status).toBe("success")
      expect(yield* Effect.promise(() => node.getBalance({ address: RECEIVER }))).toBe(parseEther("1"))

      yield* switchNetworkInWallet(polygonLocal)
      expect(wallet.chainId()).toBe(137)
      expect(wallet.methods()).toContain("wallet_addEthereumChain")
      expect((yield* networkOf())?.caipNetworkId).toBe(polygon.caipNetworkId)
      expect(yield* accountOf()).toMatchObject({ caipAddress: `eip155:137:${wallet.address}`, balance: "10000", balanceSymbol: "POL" })

      yield* disconnect()
      expect((yield* accountOf())?.status).toBe("disconnected")
      expect(yield* Effect.promise(() => wallet.request({ method: "eth_accounts" }))).toEqual([])
    }).pipe(Effect.provide(liveEnv())))

  it("a rejected connection is ConnectionRejected; a reload restores an approved one without a prompt", async () => {
    const wallet = localAccountWallet(FUNDED_KEY, [{ chainId: 1, rpcUrl: ethereumNode.rpcUrl }])
    const first = ManagedRuntime.make(liveEnv())
    wallet.setPolicy("reject")
    const rejected = await first.runPromise(Effect.flip(Effect.zipRight(install(wallet), connectWallet("io.local.wallet"))))
    expect(rejected._tag).toBe("ConnectionRejected")
    wallet.setPolicy("approve")
    await first.runPromise(connectWallet("io.local.wallet"))
    const keys: ReadonlyArray<StorageKey> = [
      "@appkit/eip155:connected_connector_id",
      "@appkit/active_caip_network_id",
      "@appkit/active_namespace",
      "@appkit/connected_namespaces",
      "@appkit/connections"
    ]
    const kept = await first.runPromise(Effect.forEach(keys, (key) => Effect.map(storedRaw(key), (value) => [key, value ?? ""] as const)))
    await first.dispose()

    // The page reloads: a fresh instance over the same storage, the wallet announced again.
    const second = ManagedRuntime.make(liveEnv(kept))
    const before = wallet.methods().length
    await second.runPromise(install(wallet))
    expect(await second.runPromise(reconnect)).toBe("Reconnected")
    expect(await second.runPromise(accountOf())).toMatchObject({ status: "connected", address: wallet.address, balanceSymbol: "ETH" })
    expect(wallet.methods().slice(before)).not.toContain("eth_requestAccounts")
    await second.dispose()
  })
})

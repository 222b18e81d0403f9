/**
 * Both EVM adapter layers against real local nodes: two anvil chains (ids 1 and 137) and a wallet
 * that signs with its own key, as an extension does. Signatures are checked by viem, transactions
 * land on the chain, balances are read back through the live RpcTransport.
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from "viem"
import type { Hex } from "viem"
import { mainnet, polygon } from "doorway-connect/networks"
import { makeRpcTransportConfig } from "../../../core/rpc/RpcTransportConfig.js"
import { EvmWallet } from "../../../core/services/EvmWallet.js"
import type { RpcTransport } from "../../../core/services/RpcTransport.js"
import { EvmWalletLive } from "../../../layers/EvmWalletLive.js"
import { EvmWalletTest } from "../../../layers/EvmWalletTest.js"
import { RpcTransportLive } from "../../../layers/RpcTransportLive.js"
import { startAnvil } from "../../../devnet/chains/startAnvil.js"
import type { AnvilNode } from "../../../devnet/chains/startAnvil.js"
import { localAccountWallet } from "./localAccountWallet.js"

/** Anvil's first account for its default mnemonic: funded with 10 000 ETH on a fresh node. */
const FUNDED_KEY: Hex = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"
/** A key nobody funded. */
const EMPTY_KEY: Hex = "0x1111111111111111111111111111111111111111111111111111111111111111"
const RECEIVER = "0x000000000000000000000000000000000000dEaD"

let ethereum: AnvilNode
let polygonNode: AnvilNode

beforeAll(async () => {
  ;[ethereum, polygonNode] = await Promise.all([startAnvil({ chainId: 1 }), startAnvil({ chainId: 137 })])
})

afterAll(async () => {
  await Promise.all([ethereum?.stop(), polygonNode?.stop()])
})

const envOf = (adapter: Layer.Layer<EvmWallet, never, RpcTransport>) =>
  adapter.pipe(
    Layer.provide(
      RpcTransportLive(
        makeRpcTransportConfig({
          projectId: "p1",
          blockchainBaseUrl: "http://127.0.0.1:9",
          customUrls: { [mainnet.caipNetworkId]: ethereum.rpcUrl, [polygon.caipNetworkId]: polygonNode.rpcUrl }
        })
      ).pipe(Layer.provide(FetchHttpClient.layer))
    )
  )

const polygonParams = () => ({
  chainId: "0x89",
  chainName: "Polygon",
  nativeCurrency: { name: "POL", symbol: "POL", decimals: 18 },
  rpcUrls: [polygonNode.rpcUrl],
  blockExplorerUrls: ["https://polygonscan.com"]
})

describe.each([
  ["live (viem)", EvmWalletLive],
  ["test (plain EIP-1193)", EvmWalletTest]
] as const)("EvmWallet %s against anvil", (_name, adapter) => {
  it.live("connects, and signs a message and typed data that viem verifies for the wallet's address", () =>
    Effect.gen(function* () {
      const evm = yield* EvmWallet
      const wallet = localAccountWallet(FUNDED_KEY, [{ chainId: 1, rpcUrl: ethereum.rpcUrl }])
      const [address] = yield* evm.requestAccounts(wallet)
      expect(address).toBe(wallet.address)
      expect(yield* evm.getChainId(wallet)).toBe(1)

      const signature = yield* evm.personalSign(wallet, { message: "Sign in to Doorway ✓", address: wallet.address })
      expect(yield* Effect.promise(() => verifyMessage({ address: wallet.address, message: "Sign in to Doorway ✓", signature: signature as Hex }))).toBe(true)

      const typedData = {
        domain: { name: "Doorway", version: "1", chainId: 1 },
        types: { Greeting: [{ name: "text", type: "string" }, { name: "count", type: "uint256" }] },
        primaryType: "Greeting" as const,
        message: { text: "hi", count: 3n }
      }
      const typedSignature = yield* evm.signTypedData(wallet, { address: wallet.address, typedData })
      expect(
        yield* Effect.promise(() => verifyTypedData({ ...typedData, address: wallet.address, signature: typedSignature as Hex }))
      ).toBe(true)
    }).pipe(Effect.provide(envOf(adapter))))

  it.live("sends a transaction that lands on the chain; the balances read back through the RpcTransport", () =>
    Effect.gen(function* () {
      const evm = yield* EvmWallet
      const wallet = localAccountWallet(FUNDED_KEY, [{ chainId: 1, rpcUrl: ethereum.rpcUrl }])
      yield* evm.requestAccounts(wallet)
      const before = yield* evm.getBalance(RECEIVER, mainnet)
      const hash = yield* evm.sendTransaction(wallet, { from: wallet.address, to: RECEIVER, value: parseEther("0.5") })
      const node = createPublicClient({ transport: http(ethereum.rpcUrl) })
      const receipt = yield* Effect.promise(() => node.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 }))
      expect(receipt.status).toBe("success")
      expect(yield* evm.getBalance(RECEIVER, mainnet)).toBe(before + parseEther("0.5"))
      expect(yield* evm.getBalance(wallet.address, mainnet)).toBeLessThan(parseEther("10000"))
    }).pipe(Effect.provide(envOf(adapter))))

  it.live("an unfunded account's send fails with the node's reason, a refused one with the user's", () =>
    Effect.gen(function* () {
      const evm = yield* EvmWallet
      const empty = localAccountWallet(EMPTY_KEY, [{ chainId: 1, rpcUrl: ethereum.rpcUrl }])
      yield* evm.requestAccounts(empty)
      const funds = yield* Effect.flip(evm.sendTransaction(empty, { from: empty.address, to: RECEIVER, value: parseEther("1") }))
      expect(funds._tag).toBe("InsufficientFundsError")
      empty.setPolicy("reject")
      const refused = yield* Effect.flip(evm.sendTransaction(empty, { from: empty.address, to: RECEIVER, value: 1n }))
      expect(refused).toMatchObject({ _tag: "UserRejectedError", code: 4001 })
      expect(yield* Effect.flip(evm.requestAccounts(empty))).toMatchObject({ _tag: "UserRejectedError", code: 4001 })
    }).pipe(Effect.provide(envOf(adapter))))

  it.live("switching to a chain the wallet lacks answers 4902; once added with the network's RPC it switches", () =>
    Effect.gen(function* () {
      const evm = yield* EvmWallet
      const wallet = localAccountWallet(FUNDED_KEY, [{ chainId: 1, rpcUrl: ethereum.rpcUrl }])
      yield* evm.requestAccounts(wallet)
      expect(yield* Effect.flip(evm.switchChain(wallet, "0x89"))).toMatchObject({ _tag: "JsonRpcError", code: 4902 })
      yield* evm.addChain(wallet, polygonParams())
      yield* evm.switchChain(wallet, "0x89")
      expect(yield* evm.getChainId(wallet)).toBe(137)
      // Reads now go to the Polygon node: the funded key has its 10 000 there too.
      expect(yield* evm.getBalance(wallet.address, polygon)).toBe(parseEther("10000"))
    }).pipe(Effect.provide(envOf(adapter))))
})

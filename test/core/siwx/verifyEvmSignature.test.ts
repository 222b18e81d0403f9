/**
 * Sign-in signatures on EVM against a real node: an account's key, and a contract wallet
 * (ERC-1271, the devnet's OwnedSigner compiled by the local stack and deployed on anvil) whose
 * owner signs for it.
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { createPublicClient, createWalletClient, hashMessage, http } from "viem"
import type { Address, Hex } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { mainnet } from "doorway-connect/networks"
import { makeRpcTransportConfig } from "../../../core/rpc/RpcTransportConfig.js"
import { createSiwxMessage } from "../../../core/siwx/eip4361/createSiwxMessage.js"
import { verifyEvmSignature } from "../../../core/siwx/verifyEvmSignature.js"
import { compileContracts } from "../../../devnet/chains/compile.js"
import { startAnvil, type AnvilNode } from "../../../devnet/chains/startAnvil.js"
import { RpcTransportLive } from "../../../layers/RpcTransportLive.js"

/** anvil's first funded account: deploys the contract wallet. */
const DEPLOYER_KEY: Hex = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"
const owner = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")
const stranger = privateKeyToAccount("0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a")

let node: AnvilNode
let contractWallet: Address

beforeAll(async () => {
  const [started, contracts] = await Promise.all([startAnvil({ chainId: 1 }), compileContracts()])
  node = started
  const transport = http(node.rpcUrl)
  const deployer = createWalletClient({ transport, account: privateKeyToAccount(DEPLOYER_KEY), chain: { ...mainnet, rpcUrls: { default: { http: [node.rpcUrl] } } } })
  const hash = await deployer.deployContract({ abi: contracts.OwnedSigner.abi, bytecode: contracts.OwnedSigner.bytecode, args: [owner.address] })
  const receipt = await createPublicClient({ transport }).waitForTransactionReceipt({ hash, pollingInterval: 20 })
  contractWallet = receipt.contractAddress!
}, 60_000)

afterAll(async () => {
  await node?.stop()
})

const rpc = () =>
  RpcTransportLive(makeRpcTransportConfig({ projectId: "p1", blockchainBaseUrl: "http://127.0.0.1:9", customUrls: { [mainnet.caipNetworkId]: node.rpcUrl } })).pipe(
    Layer.provide(FetchHttpClient.layer)
  )

const messageFor = (address: Address) =>
  createSiwxMessage({
    accountAddress: address,
    chainId: mainnet.caipNetworkId,
    domain: "app.example.com",
    uri: "https://app.example.com",
    version: "1",
    nonce: "n0nce1234",
    issuedAt: "2026-11-25T10:00:00.000Z"
  })

describe("verifyEvmSignature", () => {
  it.live("an account's own signature verifies; another key's, a malformed one, and the signature for another account do not", () =>
    Effect.gen(function* () {
      const message = messageFor(owner.address)
      const signed = yield* Effect.promise(() => owner.signMessage({ message }))
      const byStranger = yield* Effect.promise(() => stranger.signMessage({ message }))
      const verify = (address: Address, signature: Hex) => verifyEvmSignature({ network: mainnet.caipNetworkId, address, message, signature })
      expect(yield* verify(owner.address, signed)).toBe(true)
      expect(yield* verify(owner.address, byStranger)).toBe(false)
      expect(yield* verify(owner.address, "0x1234")).toBe(false)
      // Another account without code: the signature is not its.
      expect(yield* verify(stranger.address, signed)).toBe(false)
    }).pipe(Effect.provide(rpc())))

  it.live("ERC-1271: the contract wallet's signature (its owner's key over the EIP-191 hash) verifies through the chain; a stranger's does not", () =>
    Effect.gen(function* () {
      const message = messageFor(contractWallet)
      const hash = hashMessage(message)
      const byOwner = yield* Effect.promise(() => owner.sign({ hash }))
      const byStranger = yield* Effect.promise(() => stranger.sign({ hash }))
      const verify = (signature: Hex) => verifyEvmSignature({ network: mainnet.caipNetworkId, address: contractWallet, message, signature })
      expect(yield* verify(byOwner)).toBe(true)
      expect(yield* verify(byStranger)).toBe(false)
      expect(yield* verify(`0x${"00".repeat(64)}1b`)).toBe(false)
    }).pipe(Effect.provide(rpc())))
})

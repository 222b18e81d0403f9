/**
 * Sign-in signatures on EVM against a real node: an account's key, and a contract wallet
 * (ERC-1271, the devnet's OwnedSigner compiled by the local stack and deployed on anvil) whose
 * owner signs for it.
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { hashMessage } from "viem"
import type { Address, Hex } from "viem"
import { owner, startOwnedSignerChain, stranger } from "../../devnet/chains/ownedSignerOnAnvil.js"
import { mainnet } from "doorway-connect/networks"
import { makeRpcTransportConfig } from "../../../core/rpc/RpcTransportConfig.js"
import { createSiwxMessage } from "../../../core/siwx/eip4361/createSiwxMessage.js"
import { verifyEvmSignature } from "../../../core/siwx/verifyEvmSignature.js"
import type { AnvilNode } from "../../../devnet/chains/startAnvil.js"
import { RpcTransportLive } from "../../../layers/RpcTransportLive.js"

let node: AnvilNode
let contractWallet: Address

beforeAll(async () => {
  ;({ node, contractWallet } = await startOwnedSignerChain())
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

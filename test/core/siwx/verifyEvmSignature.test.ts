/**
 * Sign-in signatures on EVM against a real node: an account's key, a contract wallet (ERC-1271,
 * the devnet's OwnedSigner compiled by the local stack and deployed on anvil) whose owner signs
 * for it, and a smart account (the devnet's DoorwayAccount) before its deployment (ERC-6492) and
 * after it (ERC-1271).
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { createPublicClient, createWalletClient, hashMessage, http, isErc6492Signature } from "viem"
import type { Address, Hex, PublicClient } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { deployAccountAbstraction } from "../../../devnet/account-abstraction/deployAccountAbstraction.js"
import { ACCOUNT_FACTORY_ABI, toDoorwaySmartAccount, type AccountAbstractionAddresses } from "../../../devnet/account-abstraction/doorwaySmartAccount.js"
import { owner, startOwnedSignerChain, stranger } from "../../devnet/chains/ownedSignerOnAnvil.js"
import { mainnet } from "doorway-connect/networks"
import { makeRpcTransportConfig } from "../../../core/rpc/RpcTransportConfig.js"
import { createSiwxMessage } from "../../../core/siwx/eip4361/createSiwxMessage.js"
import { verifyEvmSignature } from "../../../core/siwx/verifyEvmSignature.js"
import type { AnvilNode } from "../../../devnet/chains/startAnvil.js"
import { RpcTransportLive } from "../../../layers/RpcTransportLive.js"

/** anvil's second funded account: deploys the smart account through its factory. */
const DEPLOYER_KEY: Hex = "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6"

let node: AnvilNode
let contractWallet: Address
let accountAbstraction: AccountAbstractionAddresses

const localMainnet = () => ({ ...mainnet, rpcUrls: { default: { http: [node.rpcUrl] } } })
const publicClient = () => createPublicClient({ chain: localMainnet(), transport: http(node.rpcUrl) }) as PublicClient

beforeAll(async () => {
  ;({ node, contractWallet } = await startOwnedSignerChain())
  accountAbstraction = await deployAccountAbstraction({ rpcUrl: node.rpcUrl, chain: localMainnet() })
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

  it.live("a smart account signs in before its deployment (ERC-6492, verified by a call that deploys it in its own state only) and after it (ERC-1271); a stranger's signature fails both times", () =>
    Effect.gen(function* () {
      const smartOwner = privateKeyToAccount("0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba")
      const account = yield* Effect.promise(() => toDoorwaySmartAccount(publicClient(), accountAbstraction, smartOwner))
      const strangerAccount = yield* Effect.promise(() => toDoorwaySmartAccount(publicClient(), accountAbstraction, stranger))
      const message = messageFor(account.address)
      const verify = (signature: Hex) => verifyEvmSignature({ network: mainnet.caipNetworkId, address: account.address, message, signature })
      const codeOf = () => Effect.promise(() => publicClient().getCode({ address: account.address }))

      const before = yield* Effect.promise(() => account.signMessage({ message }))
      const strangerBefore = yield* Effect.promise(() => strangerAccount.signMessage({ message }))
      expect(isErc6492Signature(before)).toBe(true)
      expect(yield* verify(before)).toBe(true)
      expect(yield* verify(strangerBefore)).toBe(false)
      expect(yield* codeOf()).toBeUndefined()

      const deployer = createWalletClient({ chain: localMainnet(), transport: http(node.rpcUrl), account: privateKeyToAccount(DEPLOYER_KEY) })
      const hash = yield* Effect.promise(() =>
        deployer.writeContract({ address: accountAbstraction.accountFactory, abi: ACCOUNT_FACTORY_ABI, functionName: "createAccount", args: [smartOwner.address, 0n] })
      )
      yield* Effect.promise(() => publicClient().waitForTransactionReceipt({ hash, pollingInterval: 20 }))
      expect(yield* codeOf()).not.toBeUndefined()

      const after = yield* Effect.promise(() => account.signMessage({ message }))
      const strangerAfter = yield* Effect.promise(() => strangerAccount.signMessage({ message }))
      expect(isErc6492Signature(after)).toBe(false)
      expect(yield* verify(after)).toBe(true)
      expect(yield* verify(strangerAfter)).toBe(false)
    }).pipe(Effect.provide(rpc())))
})

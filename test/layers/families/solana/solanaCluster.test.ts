/**
 * The Solana family and provider against the real local cluster: balances read through the live
 * RpcTransport, and transactions a wallet written in the test signs with its own key landing on
 * the cluster, whether the provider sends them or the wallet does.
 */
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction
} from "@solana/web3.js"
import type { PublicKey } from "@solana/web3.js"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { solana } from "../../../../core/networks/solana.js"
import { makeRpcTransportConfig } from "../../../../core/rpc/RpcTransportConfig.js"
import { RpcTransport } from "../../../../core/services/RpcTransport.js"
import { SOLANA_DEV_WALLET_ADDRESS } from "../../../../devnet/devKeys.js"
import { SOLANA_DEV_FUNDING, startSolana } from "../../../../devnet/solana/startSolana.js"
import type { SolanaCluster } from "../../../../devnet/solana/startSolana.js"
import { RpcTransportFetch } from "../../../../layers/RpcTransportLive.js"
import type { SolanaProvider } from "../../../../layers/families/solana/SolanaProvider.js"
import { makeWalletStandardConnection } from "../../../../layers/families/solana/WalletStandardConnection.js"
import { makeSolanaFamily } from "../../../../layers/families/solana/solanaFamily.js"
import { fakeStandardWallet } from "./fakeStandardWallet.js"
import type { FakeWalletOptions } from "./fakeStandardWallet.js"

const FUNDED = BigInt(SOLANA_DEV_FUNDING.sol) * BigInt(LAMPORTS_PER_SOL)
/** Keys the cluster funds at start, one per test that sends, so no test spends another's lamports. */
const seeds = Array.from({ length: 5 }, () => ed25519.utils.randomPrivateKey())
const addressOf = (seed: Uint8Array) => base58.encode(ed25519.getPublicKey(seed))

let cluster: SolanaCluster
let connection: Connection

beforeAll(async () => {
  cluster = await startSolana({ port: 0, fund: seeds.map(addressOf) })
  connection = new Connection(cluster.rpcUrl, "confirmed")
})

afterAll(async () => {
  await cluster?.stop()
})

const familyOf = Effect.map(RpcTransport, makeSolanaFamily)
const withRpc = <A, E>(effect: Effect.Effect<A, E, RpcTransport>) =>
  Effect.provide(
    effect,
    RpcTransportFetch(makeRpcTransportConfig({ projectId: "p1", blockchainBaseUrl: "http://127.0.0.1:9", customUrls: { [solana.caipNetworkId]: cluster.rpcUrl } }))
  )

/** A wallet on a funded key, connected through the Wallet Standard kind; its provider as a host gets it. */
const connected = (seed: Uint8Array, options: FakeWalletOptions = {}) =>
  Effect.gen(function* () {
    const fake = fakeStandardWallet({ seed, rpcUrl: cluster.rpcUrl, ...options })
    const kind = makeWalletStandardConnection({ currentChain: Ref.get(yield* Ref.make<string>(solana.caipNetworkId)) })
    const connector = { id: "fake", type: "ANNOUNCED", chain: "solana", provider: fake.wallet } as const
    const session = yield* kind.connect(connector, { showUri: () => Effect.void, notify: () => Effect.void })
    expect(session.accounts).toEqual([fake.address])
    const provider = (yield* kind.provider(connector)) as SolanaProvider
    return { fake, provider }
  })

const transfer = (from: PublicKey, to: PublicKey, lamports: number) => SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports })

describe("getBalance", () => {
  it.live("answers the dev wallet's funded lamports through the live RpcTransport", () =>
    withRpc(
      Effect.gen(function* () {
        const family = yield* familyOf
        expect(yield* family.getBalance(SOLANA_DEV_WALLET_ADDRESS, solana)).toBe(FUNDED)
        expect(yield* family.getBalance(Keypair.generate().publicKey.toBase58(), solana)).toBe(0n)
      })
    )
  )
})

describe("provider", () => {
  it.live("sendTransaction signs a SOL transfer through the wallet and sends it with the connection: the balances move", () =>
    withRpc(
      Effect.gen(function* () {
        const family = yield* familyOf
        const { fake, provider } = yield* connected(seeds[0]!)
        const to = Keypair.generate().publicKey
        // No payer, no blockhash: the provider fills both, as wallet adapters do.
        const transaction = new Transaction().add(transfer(provider.publicKey, to, 250_000_000))
        const signature = yield* Effect.promise(() => provider.sendTransaction(transaction, connection))
        expect(base58.decode(signature)).toHaveLength(64)
        expect(yield* family.getBalance(to.toBase58(), solana)).toBe(250_000_000n)
        const left = yield* family.getBalance(fake.address, solana)
        expect(left).toBeLessThan(FUNDED - 250_000_000n)
        expect(left).toBeGreaterThan(FUNDED - 250_000_000n - 1_000_000n)
        expect(fake.log.map((r) => r.feature)).toEqual(["standard:connect", "solana:signTransaction"])
        expect(fake.log[1]).toMatchObject({ input: [{ chain: "solana:mainnet" }] })
      })
    )
  )

  it.live("sendTransaction goes through the wallet's signAndSendTransaction when it cannot only sign", () =>
    withRpc(
      Effect.gen(function* () {
        const family = yield* familyOf
        const { fake, provider } = yield* connected(seeds[1]!, { without: ["solana:signTransaction"] })
        const to = Keypair.generate().publicKey
        const transaction = new Transaction().add(transfer(provider.publicKey, to, 1_000_000))
        yield* Effect.promise(() => provider.sendTransaction(transaction, connection))
        expect(yield* family.getBalance(to.toBase58(), solana)).toBe(1_000_000n)
        expect(fake.log.at(-1)?.feature).toBe("solana:signAndSendTransaction")
      })
    )
  )

  it.live("signTransaction of a v0 transaction answers a VersionedTransaction signed by the account's key", () =>
    Effect.gen(function* () {
      const { fake, provider } = yield* connected(seeds[2]!)
      const { blockhash } = yield* Effect.promise(() => connection.getLatestBlockhash())
      const to = Keypair.generate().publicKey
      const message = new TransactionMessage({ payerKey: provider.publicKey, recentBlockhash: blockhash, instructions: [transfer(provider.publicKey, to, 3_000_000)] })
      const signed = yield* Effect.promise(() => provider.signTransaction(new VersionedTransaction(message.compileToV0Message())))
      expect(signed).toBeInstanceOf(VersionedTransaction)
      expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), fake.publicKey)).toBe(true)
      yield* Effect.promise(() => connection.sendRawTransaction(signed.serialize()))
      expect(yield* Effect.promise(() => connection.getBalance(to))).toBe(3_000_000)
    })
  )

  it.live("signAllTransactions signs each transaction in one request and keeps each one's kind", () =>
    Effect.gen(function* () {
      const { fake, provider } = yield* connected(seeds[3]!)
      const { blockhash } = yield* Effect.promise(() => connection.getLatestBlockhash())
      const to = Keypair.generate().publicKey
      const legacy = new Transaction({ feePayer: provider.publicKey, recentBlockhash: blockhash }).add(transfer(provider.publicKey, to, 1))
      const v0 = new VersionedTransaction(
        new TransactionMessage({ payerKey: provider.publicKey, recentBlockhash: blockhash, instructions: [transfer(provider.publicKey, to, 2)] }).compileToV0Message()
      )
      const [signedLegacy, signedV0] = yield* Effect.promise(() => provider.signAllTransactions([legacy, v0] as const))
      expect(signedLegacy).toBeInstanceOf(Transaction)
      expect(signedLegacy.verifySignatures()).toBe(true)
      expect(ed25519.verify(signedV0.signatures[0]!, signedV0.message.serialize(), fake.publicKey)).toBe(true)
      expect(fake.log.filter((r) => r.feature === "solana:signTransaction")).toHaveLength(1)
    })
  )

  it.live("signAndSendTransaction answers the base58 signature of a transaction that landed", () =>
    Effect.gen(function* () {
      const { provider } = yield* connected(seeds[4]!)
      const { blockhash } = yield* Effect.promise(() => connection.getLatestBlockhash())
      const to = Keypair.generate().publicKey
      const transaction = new Transaction({ feePayer: provider.publicKey, recentBlockhash: blockhash }).add(transfer(provider.publicKey, to, 4_000_000))
      const signature = yield* Effect.promise(() => provider.signAndSendTransaction(transaction))
      const status = yield* Effect.promise(() => connection.getSignatureStatus(signature))
      expect(status.value?.err).toBeNull()
      expect(yield* Effect.promise(() => connection.getBalance(to))).toBe(4_000_000)
    })
  )
})

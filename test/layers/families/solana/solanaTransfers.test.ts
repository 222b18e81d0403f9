/**
 * Sending on Solana (SPEC §4 "Token send") against the real local cluster: the family's fee, SOL
 * and USDC transfers signed by a Wallet Standard wallet written in the test, the receiver's token
 * account created when missing, the status of what was sent, and refusals that send nothing.
 */
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { Connection, Keypair, PublicKey } from "@solana/web3.js"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect, Ref, Schema } from "effect"
import { solana } from "../../../../core/networks/solana.js"
import { CaipAddress } from "../../../../schemas/Caip.js"
import { makeRpcTransportConfig } from "../../../../core/rpc/RpcTransportConfig.js"
import type { Transfer } from "../../../../core/services/FamilyTransfers.js"
import { RpcTransport } from "../../../../core/services/RpcTransport.js"
import { SOLANA_DEV_WALLET_SECRET } from "../../../../devnet/devKeys.js"
import { startSolana } from "../../../../devnet/solana/startSolana.js"
import type { SolanaCluster } from "../../../../devnet/solana/startSolana.js"
import { RpcTransportFetch } from "../../../../layers/RpcTransportLive.js"
import { makeWalletStandardConnection } from "../../../../layers/families/solana/WalletStandardConnection.js"
import { makeSolanaFamily } from "../../../../layers/families/solana/solanaFamily.js"
import { associatedTokenAddress, TOKEN_PROGRAM_ID } from "../../../../layers/families/solana/transfer/splInstructions.js"
import { fakeStandardWallet } from "./fakeStandardWallet.js"
import type { FakeWalletOptions } from "./fakeStandardWallet.js"

/** Keys the cluster funds at start, one per test that sends SOL. */
const seeds = Array.from({ length: 3 }, () => ed25519.utils.randomPrivateKey())
/** The dev wallet holds the cluster's USDC: its seed is the first half of its secret key. */
const devSeed = base58.decode(SOLANA_DEV_WALLET_SECRET).slice(0, 32)
const USDC = Schema.decodeSync(CaipAddress)(`${solana.caipNetworkId}:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`)

let cluster: SolanaCluster
let connection: Connection

beforeAll(async () => {
  cluster = await startSolana({ port: 0, fund: seeds.map((seed) => base58.encode(ed25519.getPublicKey(seed))) })
  connection = new Connection(cluster.rpcUrl, "confirmed")
})

afterAll(async () => {
  await cluster?.stop()
})

const withRpc = <A, E>(effect: Effect.Effect<A, E, RpcTransport>) =>
  Effect.provide(
    effect,
    RpcTransportFetch(makeRpcTransportConfig({ projectId: "p1", blockchainBaseUrl: "http://127.0.0.1:9", customUrls: { [solana.caipNetworkId]: cluster.rpcUrl } }))
  )

/** The family's transfers and a connected wallet's provider, as the send program gets them. */
const setUp = (seed: Uint8Array, options: FakeWalletOptions = {}) =>
  Effect.gen(function* () {
    const transfers = makeSolanaFamily(yield* RpcTransport).transfers!
    const fake = fakeStandardWallet({ seed, rpcUrl: cluster.rpcUrl, ...options })
    const kind = makeWalletStandardConnection({ currentChain: Ref.get(yield* Ref.make<string>(solana.caipNetworkId)) })
    const connector = { id: "fake", type: "ANNOUNCED", chain: "solana", provider: fake.wallet } as const
    yield* kind.connect(connector, { showUri: () => Effect.void, notify: () => Effect.void })
    return { transfers, fake, provider: yield* kind.provider(connector) }
  })

const lamports = (address: string) => Effect.promise(() => connection.getBalance(new PublicKey(address), "confirmed"))
const tokenAccount = (owner: string) => associatedTokenAddress(new PublicKey(owner), new PublicKey(USDC.split(":")[2]!), TOKEN_PROGRAM_ID)
const usdcOf = (owner: string) =>
  Effect.promise(async () => {
    const account = tokenAccount(owner)
    return (await connection.getAccountInfo(account, "confirmed")) === null ? undefined : (await connection.getTokenAccountBalance(account, "confirmed")).value.amount
  })

describe("Solana transfers", () => {
  it.live("SOL to a fresh address: the fee is one signature's 5,000 lamports; sent, landed, both balances moved", () =>
    withRpc(
      Effect.gen(function* () {
        const { transfers, fake, provider } = yield* setUp(seeds[0]!)
        const to = Keypair.generate().publicKey.toBase58()
        const transfer: Transfer = { from: fake.address, to, amount: 10_000_000n, decimals: 9 }
        expect(yield* transfers.estimateFee(transfer, solana)).toEqual({ fee: 5_000n })
        const before = yield* lamports(fake.address)
        const signature = yield* transfers.send(provider, transfer, solana)
        expect(base58.decode(signature)).toHaveLength(64)
        expect(yield* transfers.statusOf(signature, solana.caipNetworkId)).toBe("landed")
        expect(yield* lamports(to)).toBe(10_000_000)
        expect(yield* lamports(fake.address)).toBe(before - 10_000_000 - 5_000)
        expect(fake.log.map((request) => request.feature)).toEqual(["standard:connect", "solana:signTransaction"])
      })
    )
  )

  it.live("USDC: to a fresh receiver its token account is created in the same transaction, its rent in the fee; then only the token moves", () =>
    withRpc(
      Effect.gen(function* () {
        const { transfers, fake, provider } = yield* setUp(devSeed)
        const to = Keypair.generate().publicKey.toBase58()
        const transfer: Transfer = { from: fake.address, to, amount: 1_500_000n, token: USDC, decimals: 6 }
        const rent = yield* Effect.promise(() => connection.getMinimumBalanceForRentExemption(165))
        expect(rent).toBe(2_039_280)
        expect(yield* transfers.estimateFee(transfer, solana)).toEqual({ fee: 5_000n + 2_039_280n })
        const mine = Number(yield* usdcOf(fake.address))
        const paid = yield* lamports(fake.address)
        expect(yield* usdcOf(to)).toBeUndefined()
        const created = yield* transfers.send(provider, transfer, solana)
        expect(yield* transfers.statusOf(created, solana.caipNetworkId)).toBe("landed")
        expect(yield* usdcOf(to)).toBe("1500000")
        expect(Number(yield* usdcOf(fake.address))).toBe(mine - 1_500_000)
        expect(yield* lamports(fake.address)).toBe(paid - 5_000 - 2_039_280)
        expect(yield* lamports(tokenAccount(to).toBase58())).toBe(2_039_280)
        // The account exists now: the fee is the signature's alone, and no second creation is asked.
        expect(yield* transfers.estimateFee(transfer, solana)).toEqual({ fee: 5_000n })
        yield* transfers.send(provider, { ...transfer, amount: 500_000n }, solana)
        expect(yield* usdcOf(to)).toBe("2000000")
        expect(fake.log.filter((request) => request.feature === "solana:signTransaction")).toHaveLength(2)
      })
    )
  )

  it.live("a wallet that refuses: UserRejectedError, nothing sent; one that only signs and sends still sends", () =>
    withRpc(
      Effect.gen(function* () {
        const refusing = yield* setUp(seeds[1]!)
        const to = Keypair.generate().publicKey.toBase58()
        const transfer: Transfer = { from: refusing.fake.address, to, amount: 2_000_000n, decimals: 9 }
        const before = yield* lamports(refusing.fake.address)
        refusing.fake.failNext(Object.assign(new Error("User rejected the request."), { code: 4001 }))
        const error = yield* Effect.flip(refusing.transfers.send(refusing.provider, transfer, solana))
        expect(error._tag).toBe("UserRejectedError")
        expect(yield* lamports(refusing.fake.address)).toBe(before)
        expect(yield* lamports(to)).toBe(0)

        const sendOnly = yield* setUp(seeds[2]!, { without: ["solana:signTransaction"] })
        const signature = yield* sendOnly.transfers.send(sendOnly.provider, { ...transfer, from: sendOnly.fake.address }, solana)
        expect(yield* sendOnly.transfers.statusOf(signature, solana.caipNetworkId)).toBe("landed")
        expect(yield* lamports(to)).toBe(2_000_000)
        expect(sendOnly.fake.log.at(-1)?.feature).toBe("solana:signAndSendTransaction")
      })
    )
  )

  it.live("the status of a signature the cluster never saw is pending; a provider that cannot sign is refused", () =>
    withRpc(
      Effect.gen(function* () {
        const transfers = makeSolanaFamily(yield* RpcTransport).transfers!
        expect(yield* transfers.statusOf(base58.encode(new Uint8Array(64).fill(7)), solana.caipNetworkId)).toBe("pending")
        const transfer: Transfer = { from: Keypair.generate().publicKey.toBase58(), to: Keypair.generate().publicKey.toBase58(), amount: 1n, decimals: 9 }
        const error = yield* Effect.flip(transfers.send({}, transfer, solana))
        expect(error).toMatchObject({ _tag: "JsonRpcError", code: 4900 })
      })
    )
  )
})

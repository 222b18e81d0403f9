/**
 * Sending BTC through the Bitcoin family against the real local regtest chain (its Esplora API,
 * bitcoind's checks) with the dev wallet's Bitcoin half signing: the fee at the chain's rate, a
 * send from the P2WPKH payment address and one from a P2TR address, change back to the sender,
 * the refusals (insufficient funds, dust, the wallet's no, the node's words) and where a sent
 * transaction stands, followed on the virtual clock as the Send view follows it.
 */
import { secp256k1 } from "@noble/curves/secp256k1"
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as HttpClient from "@effect/platform/HttpClient"
import { describe, expect, it } from "@effect/vitest"
import { p2pkh, p2tr } from "@scure/btc-signer"
import { Chunk, Effect, Fiber, TestClock } from "effect"
import type { WalletAccount } from "@wallet-standard/base"
import { messageOf } from "../../../../core/errors/catalogue.js"
import { waitForSendReceipt } from "../../../../core/send/waitForSendReceipt.js"
import type { FamilyTransfers, Transfer } from "../../../../core/services/FamilyTransfers.js"
import { BITCOIN_ORDINALS_KEY, BITCOIN_PAYMENT_KEY } from "../../../../devnet/bitcoin/bitcoinDevKeys.js"
import { REGTEST } from "../../../../devnet/bitcoin/regtest.js"
import { startBitcoin } from "../../../../devnet/bitcoin/startBitcoin.js"
import { makeBitcoinProvider } from "../../../../layers/families/bitcoin/BitcoinProvider.js"
import { makeBitcoinFamilyFetch } from "../../../../layers/families/bitcoin/bitcoinFamily.js"
import { broadcastTx } from "../../../../layers/families/bitcoin/transfer/broadcastTx.js"
import { esploraClient, signedSpend, STRANGER_ADDRESS, withOutputAmount } from "../../../devnet/bitcoin/regtestKit.js"
import type { EsploraClient } from "../../../devnet/bitcoin/regtestKit.js"
import { bitcoinConfig, bitcoinWallet, connectBoth } from "../../../devnet/wallet/bitcoin/bitcoinWalletFixture.js"
import { regtestNetwork } from "./regtestNetwork.js"

const BTC = 100_000_000n
const PAYMENT = BITCOIN_PAYMENT_KEY.address
const ORDINALS = BITCOIN_ORDINALS_KEY.address
/** Addresses no dev key holds, of a key made up here: P2TR (key path) and P2PKH. */
const strangerKey = secp256k1.getPublicKey(new Uint8Array(32).fill(0x22), true)
const TAPROOT_STRANGER = p2tr(strangerKey.slice(1), undefined, REGTEST).address as string
const LEGACY_ADDRESS = p2pkh(strangerKey, REGTEST).address as string

/** The local chain as an app lists it: its RPC URL is its Esplora API. */
const regtestAt = (esploraUrl: string) => regtestNetwork(esploraUrl)

/** An address's sats, confirmed and waiting, as Esplora counts them. */
const satsOf = async (esplora: EsploraClient, address: string): Promise<bigint> => {
  const { chain_stats, mempool_stats } = await esplora.stats(address)
  return BigInt(chain_stats.funded_txo_sum - chain_stats.spent_txo_sum + mempool_stats.funded_txo_sum - mempool_stats.spent_txo_sum)
}

interface EsploraTx {
  readonly fee: number
  readonly weight: number
  readonly vin: ReadonlyArray<{ readonly prevout: { readonly scriptpubkey_address: string } }>
  readonly vout: ReadonlyArray<{ readonly scriptpubkey_address: string; readonly value: number }>
}

/**
 * A fresh chain (its blocks mined only when the test says so) with the dev wallet's Bitcoin half
 * connected, and the family as the modal makes it; stopped with the test's scope.
 */
const setup = Effect.gen(function* () {
  const regtest = yield* Effect.acquireRelease(
    Effect.promise(() => startBitcoin({ automine: false })),
    (chain) => Effect.promise(() => chain.stop())
  )
  const network = regtestAt(regtest.esploraUrl)
  const family = yield* makeBitcoinFamilyFetch()
  const transfers = family.transfers as FamilyTransfers
  const under = bitcoinWallet({ config: bitcoinConfig(regtest.esploraUrl) })
  yield* Effect.promise(() => under.bitcoin.ready)
  const accounts = yield* Effect.promise(() => connectBoth(under.bitcoin))
  // The provider the Wallet Standard kind hands out, with `account` as its payment account.
  const providerOf = (account: WalletAccount) => makeBitcoinProvider(under.bitcoin.wallet, account, () => "bitcoin:regtest")
  const esplora = esploraClient(regtest.esploraUrl)
  const signRequests = () => under.log.filter((request) => request.method === "bitcoin:signTransaction")
  return { regtest, network, family, transfers, under, payment: providerOf(accounts.payment), ordinals: providerOf(accounts.ordinals), esplora, signRequests }
})

const pay = (from: string, to: string, amount: bigint): Transfer => ({ from, to, amount, decimals: 8 })

describe("estimateFee", () => {
  it.live("is the fee at the chain's next-block rate (5 sat/vB): 141 vB for one P2WPKH input paying the receiver and the change, 705 sats", () =>
    Effect.gen(function* () {
      const { transfers, network, signRequests } = yield* setup
      expect(yield* transfers.estimateFee(pay(PAYMENT, STRANGER_ADDRESS, 10_000n), network)).toEqual({ fee: 705n })
      // Two of the five 1 BTC outputs: one input more.
      expect(yield* transfers.estimateFee(pay(PAYMENT, STRANGER_ADDRESS, BTC + BTC / 2n), network)).toEqual({ fee: 1045n })
      expect(signRequests()).toEqual([])
    }).pipe(Effect.scoped)
  )
})

describe("send", () => {
  it.live("from the P2WPKH payment address, signed by the wallet: pending, then landed once mined; the amount moves, the sender pays it and the fee, the change comes back", () =>
    Effect.gen(function* () {
      const { transfers, network, payment, regtest, esplora, signRequests } = yield* setup
      const amount = 12_345_678n
      const transfer = pay(PAYMENT, STRANGER_ADDRESS, amount)
      const senderBefore = yield* Effect.promise(() => satsOf(esplora, PAYMENT))
      const { fee } = yield* transfers.estimateFee(transfer, network)

      const txid = yield* transfers.send(payment, transfer, network)
      expect(yield* Effect.promise(() => esplora.getJson<ReadonlyArray<string>>("/mempool/txids"))).toEqual([txid])
      expect(yield* transfers.statusOf(txid, network.caipNetworkId)).toBe("pending")
      regtest.mine(1)
      expect(yield* transfers.statusOf(txid, network.caipNetworkId)).toBe("landed")

      expect(yield* Effect.promise(() => satsOf(esplora, STRANGER_ADDRESS))).toBe(amount)
      expect(yield* Effect.promise(() => satsOf(esplora, PAYMENT))).toBe(senderBefore - amount - fee)
      const tx = yield* Effect.promise(() => esplora.getJson<EsploraTx>(`/tx/${txid}`))
      expect(tx.vin.map((input) => input.prevout.scriptpubkey_address)).toEqual([PAYMENT])
      expect(tx.vout.map((output) => [output.scriptpubkey_address, BigInt(output.value)])).toEqual([
        [STRANGER_ADDRESS, amount],
        [PAYMENT, BTC - amount - fee]
      ])
      // The fee shown is the fee paid, at no less than the chain's rate.
      expect(BigInt(tx.fee)).toBe(fee)
      expect(tx.fee).toBeGreaterThanOrEqual(5 * Math.ceil(tx.weight / 4))
      expect(signRequests()).toEqual([
        { method: "bitcoin:signTransaction", params: [expect.objectContaining({ chain: "bitcoin:regtest", inputsToSign: [{ account: PAYMENT, signingIndexes: [0] }] })] }
      ])
    }).pipe(Effect.scoped)
  )

  it.live("more than one output holds: the largest first, two inputs, both signed by the payment address; the change comes back", () =>
    Effect.gen(function* () {
      const { transfers, network, payment, regtest, esplora, signRequests } = yield* setup
      const amount = BTC + BTC / 2n
      const txid = yield* transfers.send(payment, pay(PAYMENT, STRANGER_ADDRESS, amount), network)
      regtest.mine(1)
      const tx = yield* Effect.promise(() => esplora.getJson<EsploraTx>(`/tx/${txid}`))
      expect(tx.vin.map((input) => input.prevout.scriptpubkey_address)).toEqual([PAYMENT, PAYMENT])
      expect(tx.vout.map((output) => [output.scriptpubkey_address, BigInt(output.value)])).toEqual([
        [STRANGER_ADDRESS, amount],
        [PAYMENT, 2n * BTC - amount - 1045n]
      ])
      expect(signRequests()[0]?.params).toEqual([expect.objectContaining({ inputsToSign: [{ account: PAYMENT, signingIndexes: [0, 1] }] })])
    }).pipe(Effect.scoped)
  )

  it.live("from a P2TR address by its key path (the wallet's x-only key named in the PSBT), to a P2TR receiver", () =>
    Effect.gen(function* () {
      const { transfers, network, ordinals, regtest, esplora } = yield* setup
      expect(ordinals.publicKey).toEqual(BITCOIN_ORDINALS_KEY.publicKey)
      const amount = 250_000n
      const transfer = pay(ORDINALS, TAPROOT_STRANGER, amount)
      const { fee } = yield* transfers.estimateFee(transfer, network)
      // One P2TR input (57.75 vB) paying two P2TR outputs (43 vB each) and 10.5 vB: 155 vB at 5 sat/vB.
      expect(fee).toBe(775n)
      const txid = yield* transfers.send(ordinals, transfer, network)
      regtest.mine(1)
      expect(yield* transfers.statusOf(txid, network.caipNetworkId)).toBe("landed")
      expect(yield* Effect.promise(() => satsOf(esplora, TAPROOT_STRANGER))).toBe(amount)
      expect(yield* Effect.promise(() => satsOf(esplora, ORDINALS))).toBe(BTC - amount - fee)
    }).pipe(Effect.scoped)
  )
})

describe("refusals", () => {
  it.live("more than the address holds is InsufficientFundsError at the estimate and at send: the wallet is not asked, nothing is broadcast", () =>
    Effect.gen(function* () {
      const { transfers, network, payment, esplora, signRequests } = yield* setup
      // Five 1 BTC outputs: all of them pay 5 BTC, but not its fee too.
      const transfer = pay(PAYMENT, STRANGER_ADDRESS, 5n * BTC)
      const estimate = yield* Effect.flip(transfers.estimateFee(transfer, network))
      expect(estimate).toMatchObject({ _tag: "InsufficientFundsError", nodeMessage: `insufficient funds: ${PAYMENT} holds 500000000 sats, short of 500000000 sats and the fee` })
      expect(messageOf(estimate)).toBe("The total cost of executing this transaction exceeds the balance of the account")
      expect((yield* Effect.flip(transfers.send(payment, transfer, network)))._tag).toBe("InsufficientFundsError")
      expect(signRequests()).toEqual([])
      expect(yield* Effect.promise(() => esplora.getJson<ReadonlyArray<string>>("/mempool/txids"))).toEqual([])
    }).pipe(Effect.scoped)
  )

  it.live("an amount below the receiver's dust limit is refused as bitcoind words it ('dust'), before the wallet is asked; the limit itself goes", () =>
    Effect.gen(function* () {
      const { transfers, network, signRequests } = yield* setup
      for (const [receiver, limit] of [[STRANGER_ADDRESS, 294n], [TAPROOT_STRANGER, 330n]] as const) {
        const error = yield* Effect.flip(transfers.estimateFee(pay(PAYMENT, receiver, limit - 1n), network))
        expect(error).toMatchObject({ _tag: "JsonRpcError", code: -26 })
        expect(messageOf(error)).toBe(`dust: ${limit - 1n} sats is below the ${limit} sats an output to ${receiver} must carry`)
        expect((yield* transfers.estimateFee(pay(PAYMENT, receiver, limit), network)).fee).toBeGreaterThan(0n)
      }
      expect(signRequests()).toEqual([])
    }).pipe(Effect.scoped)
  )

  it.live("the wallet's no is UserRejectedError, 'User rejected the request'; nothing is broadcast", () =>
    Effect.gen(function* () {
      const { transfers, network, payment, under, esplora, signRequests } = yield* setup
      under.setPolicy("reject")
      const error = yield* Effect.flip(transfers.send(payment, pay(PAYMENT, STRANGER_ADDRESS, 10_000n), network))
      expect(error).toMatchObject({ _tag: "UserRejectedError", code: 4001 })
      expect(messageOf(error)).toBe("User rejected the request")
      expect(signRequests()).toHaveLength(1)
      expect(yield* Effect.promise(() => esplora.getJson<ReadonlyArray<string>>("/mempool/txids"))).toEqual([])
    }).pipe(Effect.scoped)
  )

  it.live("what cannot send: a provider without signPsbt (4900), a P2PKH payment address (4200), a P2TR address whose wallet key is another's (4200), a receiver that is no address (-32602)", () =>
    Effect.gen(function* () {
      const { transfers, network, ordinals, payment } = yield* setup
      const transfer = pay(PAYMENT, STRANGER_ADDRESS, 10_000n)
      expect(yield* Effect.flip(transfers.send({ signMessage: () => "" }, transfer, network))).toMatchObject({ _tag: "JsonRpcError", code: 4900 })
      expect(yield* Effect.flip(transfers.estimateFee(pay(LEGACY_ADDRESS, STRANGER_ADDRESS, 10_000n), network))).toMatchObject({ _tag: "JsonRpcError", code: 4200 })
      const wrongKey = { ...ordinals, publicKey: payment.publicKey }
      expect(yield* Effect.flip(transfers.send(wrongKey, pay(ORDINALS, STRANGER_ADDRESS, 10_000n), network))).toMatchObject({
        _tag: "JsonRpcError",
        code: 4200,
        reason: `The wallet gave no key-path key for ${ORDINALS}`
      })
      expect(yield* Effect.flip(transfers.estimateFee(pay(PAYMENT, "bcrt1qnotanaddress", 10_000n), network))).toMatchObject({ _tag: "JsonRpcError", code: -32602 })
    }).pipe(Effect.scoped)
  )

  it.live("the node's refusal at POST /tx: spending more than the inputs hold is InsufficientFundsError, a broken signature the node's own words", () =>
    Effect.gen(function* () {
      const { regtest, esplora } = yield* setup
      const http = yield* HttpClient.HttpClient
      const [utxo] = yield* Effect.promise(() => esplora.utxos(PAYMENT))
      if (utxo === undefined) return expect.unreachable("the payment key is funded")
      const spend = signedSpend(BITCOIN_PAYMENT_KEY, utxo, [{ address: STRANGER_ADDRESS, amount: 10_000n }], 1_000n).hex
      const overspent = yield* Effect.flip(broadcastTx(http, regtest.esploraUrl, withOutputAmount(spend, 0, 2n * BTC)))
      expect(overspent).toMatchObject({ _tag: "InsufficientFundsError", nodeMessage: "bad-txns-in-belowout, value in (1.00) < value out (2.99989)" })
      const unsigned = yield* Effect.flip(broadcastTx(http, regtest.esploraUrl, withOutputAmount(spend, 0, 9_999n)))
      expect(unsigned).toMatchObject({ _tag: "JsonRpcError", code: -26 })
      expect(messageOf(unsigned)).toMatch(/^non-mandatory-script-verify-flag \(/)
      expect(yield* broadcastTx(http, regtest.esploraUrl, spend)).toMatch(/^[0-9a-f]{64}$/)
    }).pipe(Effect.scoped, Effect.provide(FetchHttpClient.layer))
  )
})

describe("statusOf", () => {
  it.live("a txid the server does not know is pending (404); a network the family was never handed has no Esplora URL until a balance read names it", () =>
    Effect.gen(function* () {
      const { regtest, network } = yield* setup
      const fresh = yield* makeBitcoinFamilyFetch()
      const transfers = fresh.transfers as FamilyTransfers
      expect(yield* Effect.flip(transfers.statusOf("ab".repeat(32), network.caipNetworkId))).toMatchObject({ _tag: "InvalidConnectionUrl", url: "" })
      yield* fresh.getBalance(PAYMENT, network)
      expect(yield* transfers.statusOf("ab".repeat(32), network.caipNetworkId)).toBe("pending")
      expect(regtest.chain.mempoolTxids()).toEqual([])
    }).pipe(Effect.scoped)
  )

  it.live("a family made with the app's networks follows a send on any of them from the start (a reload's pending send)", () =>
    Effect.gen(function* () {
      const { network } = yield* setup
      const configured = yield* makeBitcoinFamilyFetch([network])
      expect(yield* (configured.transfers as FamilyTransfers).statusOf("ab".repeat(32), network.caipNetworkId)).toBe("pending")
    }).pipe(Effect.scoped)
  )

  it.effect("the send's wait asks at once and every 250 ms: pending until the block, landed at the next ask (249 ms: still waiting)", () =>
    Effect.gen(function* () {
      const { transfers, network, payment, regtest } = yield* setup
      const txid = yield* transfers.send(payment, pay(PAYMENT, STRANGER_ADDRESS, 50_000n), network)
      const wait = yield* Effect.fork(waitForSendReceipt(network, transfers, txid))
      // The first ask goes over a real socket: let it answer, until the wait sleeps on the clock for its next one.
      const now = yield* TestClock.currentTimeMillis
      const pollsAfter = (millis: number) => Effect.map(TestClock.sleeps(), (sleeps) => Chunk.some(sleeps, (at) => at === now + millis))
      while (!(yield* pollsAfter(250))) yield* Effect.promise(() => new Promise<void>((resume) => setImmediate(resume)))
      regtest.mine(1)
      yield* TestClock.adjust("249 millis")
      expect(wait.unsafePoll()).toBeNull()
      yield* TestClock.adjust("1 millis")
      expect(yield* Fiber.join(wait)).toBe(true)
    }).pipe(Effect.scoped)
  )
})

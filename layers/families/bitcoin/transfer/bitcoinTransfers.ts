/**
 * Sending BTC on Bitcoin networks (SPEC §4 "Token send"), from the connected payment address
 * (P2WPKH, or P2TR by its key path): its unspent outputs and the fee rate are read from the
 * network's Esplora API, the coins chosen largest first with change back to the sender
 * (selectCoins.ts), the PSBT signed by the wallet (`signPsbt`, every input by the payment
 * address), finalized here and sent through `POST /tx`. Bitcoin has no tokens. The transaction
 * code (btc-signer's PSBTs) loads with the first fee estimate or send.
 */
import type * as HttpClient from "@effect/platform/HttpClient"
import { Effect } from "effect"
import { JsonRpcError } from "../../../../core/errors/JsonRpcError.js"
import { InsufficientFundsError } from "../../../../core/errors/TransactionErrors.js"
import type { FamilyTransfers, Transfer, TransferError } from "../../../../core/services/FamilyTransfers.js"
import type { Network } from "../../../../schemas/Network.js"
import { standardWalletFailureOf, UNSUPPORTED_METHOD_CODE } from "../../standard/walletFailure.js"
import type { PsbtSigning } from "../BitcoinProvider.js"
import type { EsploraNetworks } from "../esploraNetworks.js"
import { broadcastTx, TRANSACTION_REJECTED } from "./broadcastTx.js"
import { dustLimit } from "./dustLimit.js"
import { coinsOf, feeEstimatesOf } from "./esploraReads.js"
import { feeRateOf } from "./feeRate.js"
import type { Payment } from "./psbtTransaction.js"
import { selectCoins, totalOf } from "./selectCoins.js"
import type { SpendKind } from "./txSize.js"
import { txStatusOf } from "./txStatusOf.js"

/** What a wallet is asked for when the provider it handed out cannot sign PSBTs. */
const DISCONNECTED_CODE = 4900
/** JSON-RPC "Invalid params": a receiver that is no Bitcoin address. */
const INVALID_PARAMS_CODE = -32602

/** The part of a provider sending needs (BitcoinProvider has it, a host's own may too). */
interface PsbtSigner {
  readonly signPsbt: (psbt: Uint8Array, signings: ReadonlyArray<PsbtSigning>) => Promise<Uint8Array>
  /** The payment address's public key: a P2TR input names it. */
  readonly publicKey?: Uint8Array
}

const isPsbtSigner = (provider: unknown): provider is PsbtSigner =>
  typeof provider === "object" && provider !== null && typeof (provider as { signPsbt?: unknown }).signPsbt === "function"

const loadBuilder = () => import("./psbtTransaction.js")

const cannotSend = (reason: string) => new JsonRpcError({ code: UNSUPPORTED_METHOD_CODE, reason })

/** A payment and how its sender's inputs are spent. */
type Planned = Payment & { readonly spend: SpendKind }

export const makeBitcoinTransfers = (esplora: HttpClient.HttpClient, networks: EsploraNetworks): FamilyTransfers => {
  const builder = Effect.tryPromise({
    try: loadBuilder,
    catch: () => new JsonRpcError({ code: DISCONNECTED_CODE, reason: "The Bitcoin transaction code did not load" })
  })

  /**
   * The payment as it would be sent now. Refused before anything is asked of the wallet, as a
   * node would refuse it: an amount below the receiver's dust limit ("dust", bitcoind's word) and
   * one the address's outputs cannot pay with the fee (insufficient funds).
   */
  const paymentOf = (transfer: Transfer, network: Network): Effect.Effect<Planned, TransferError> =>
    Effect.gen(function* () {
      if (transfer.token !== undefined) return yield* cannotSend("Bitcoin has no tokens to send")
      const { outputScriptOf, spendKindOf } = yield* builder
      const spend = spendKindOf(transfer.from)
      const senderScript = outputScriptOf(transfer.from)
      if (spend === undefined || senderScript === undefined) return yield* cannotSend(`Sending from ${transfer.from} is not supported: only P2WPKH and P2TR payment addresses`)
      const receiverScript = outputScriptOf(transfer.to)
      if (receiverScript === undefined) return yield* new JsonRpcError({ code: INVALID_PARAMS_CODE, reason: `${transfer.to} is not a Bitcoin address` })
      const dust = dustLimit(receiverScript)
      if (transfer.amount < dust) {
        return yield* new JsonRpcError({ code: TRANSACTION_REJECTED, reason: `dust: ${transfer.amount} sats is below the ${dust} sats an output to ${transfer.to} must carry` })
      }
      const esploraUrl = networks.urlOf(network)
      const [coins, estimates] = yield* Effect.all([coinsOf(esplora, esploraUrl, transfer.from), feeEstimatesOf(esplora, esploraUrl)], { concurrency: 2 })
      const plan = selectCoins({ coins, amount: transfer.amount, feeRate: feeRateOf(estimates), spend, receiverScript, changeScript: senderScript })
      if (plan === undefined) {
        return yield* new InsufficientFundsError({ nodeMessage: `insufficient funds: ${transfer.from} holds ${totalOf(coins)} sats, short of ${transfer.amount} sats and the fee` })
      }
      return { plan, amount: transfer.amount, receiverScript, senderScript, spend }
    })

  /** A P2TR sender's inputs name the wallet's key for the address, which its key path tweaks (BIP86); a P2WPKH one's need none. */
  const withSignerKey = (planned: Planned, provider: PsbtSigner, from: string): Effect.Effect<Payment, JsonRpcError> =>
    Effect.flatMap(builder, ({ taprootInternalKey }) => {
      if (planned.spend === "wpkh") return Effect.succeed(planned)
      const key = provider.publicKey === undefined ? undefined : taprootInternalKey(provider.publicKey, planned.senderScript)
      return key === undefined ? Effect.fail(cannotSend(`The wallet gave no key-path key for ${from}`)) : Effect.succeed({ ...planned, tapInternalKey: key })
    })

  return {
    estimateFee: (transfer, network) => Effect.map(paymentOf(transfer, network), ({ plan }) => ({ fee: plan.fee })),
    send: (provider, transfer, network) =>
      Effect.gen(function* () {
        if (!isPsbtSigner(provider)) return yield* new JsonRpcError({ code: DISCONNECTED_CODE, reason: "The connector has no Bitcoin provider" })
        const payment = yield* Effect.flatMap(paymentOf(transfer, network), (planned) => withSignerKey(planned, provider, transfer.from))
        const { finalTransaction, unsignedPayment } = yield* builder
        const unsigned = unsignedPayment(payment)
        const signingIndexes = payment.plan.inputs.map((_, index) => index)
        const signed = yield* Effect.tryPromise({
          try: () => provider.signPsbt(unsigned.psbt, [{ address: transfer.from, signingIndexes }]),
          catch: standardWalletFailureOf
        })
        const final = yield* Effect.try({
          try: () => finalTransaction(signed),
          catch: (error) => new JsonRpcError({ code: INVALID_PARAMS_CODE, reason: `The wallet's signed PSBT cannot be sent: ${error instanceof Error ? error.message : String(error)}` })
        })
        // The amount, receiver and fee shown are those of the transaction built here: a wallet that changed it is refused.
        if (final.txid !== unsigned.txid) return yield* new JsonRpcError({ code: INVALID_PARAMS_CODE, reason: "The wallet signed another transaction than the one asked" })
        return yield* broadcastTx(esplora, networks.urlOf(network), final.hex)
      }),
    statusOf: (txid, caipNetworkId) => txStatusOf(esplora, networks.urlById(caipNetworkId), txid)
  }
}

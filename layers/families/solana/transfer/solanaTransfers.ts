/**
 * Sending on Solana clusters (SPEC §4 "Token send"): the transfer's transaction is built here
 * against the cluster's latest blockhash, signed by the wallet (`signTransaction`, whatever kind
 * of connection hands out the provider), and sent through the instance's RPC transport, so the
 * cluster the modal shows is the one that receives it; a wallet that only signs and sends
 * (`signAndSendTransaction`) sends it itself. The transaction code (web3.js) loads with
 * the first fee estimate or send.
 */
import { Effect, Option, ParseResult, Schema } from "effect"
import { base64 } from "@scure/base"
import type { Transaction } from "@solana/web3.js"
import { parseCaipAddress } from "../../../../schemas/Caip.js"
import { ResponseDecodeError } from "../../../../core/errors/HttpErrors.js"
import { JsonRpcError } from "../../../../core/errors/JsonRpcError.js"
import { nodeFailureOf } from "../../../../core/send/nodeFailureOf.js"
import type { FamilyTransfers, Transfer, TransferError } from "../../../../core/services/FamilyTransfers.js"
import type { RpcTransport } from "../../../../core/services/RpcTransport.js"
import type { Network } from "../../../../schemas/Network.js"
import { standardWalletFailureOf, UNSUPPORTED_METHOD_CODE } from "../../standard/walletFailure.js"
import type { TransferPlan } from "./transferTransaction.js"

const Blockhash = Schema.Struct({ value: Schema.Struct({ blockhash: Schema.String }) })
const AccountOwner = Schema.Struct({ value: Schema.NullOr(Schema.Struct({ owner: Schema.String })) })
const Fee = Schema.Struct({ value: Schema.NullOr(Schema.NonNegativeInt) })
const Lamports = Schema.NonNegativeInt
const Signature = Schema.String
const Statuses = Schema.Struct({
  value: Schema.Array(
    Schema.NullOr(Schema.Struct({ confirmationStatus: Schema.optional(Schema.NullOr(Schema.String)), err: Schema.optional(Schema.Unknown) }))
  )
})

/** A token account's size: its rent is what creating the receiver's costs. */
const TOKEN_ACCOUNT_SIZE = 165
/** What a wallet is asked for when the provider it handed out cannot sign transactions. */
const DISCONNECTED_CODE = 4900

interface TransactionSigner {
  readonly signTransaction: (transaction: Transaction) => Promise<Transaction>
  /** Signs and sends through the wallet's own node: for wallets that will not only sign. */
  readonly signAndSendTransaction?: (transaction: Transaction) => Promise<string>
}

const isTransactionSigner = (provider: unknown): provider is TransactionSigner =>
  typeof provider === "object" && provider !== null && typeof (provider as { signTransaction?: unknown }).signTransaction === "function"

const loadBuilder = () => import("./transferTransaction.js")

export const makeSolanaTransfers = (rpc: RpcTransport["Type"]): FamilyTransfers => {
  const ask = <A, I>(network: Network["caipNetworkId"], method: string, params: ReadonlyArray<unknown>, schema: Schema.Schema<A, I>) =>
    rpc.request(network, method, params).pipe(
      Effect.mapError(nodeFailureOf),
      Effect.flatMap((answer) =>
        Schema.decodeUnknown(schema)(answer).pipe(
          Effect.mapError((error) => new ResponseDecodeError({ url: network, issue: `${method}: ${ParseResult.TreeFormatter.formatErrorSync(error)}` }))
        )
      )
    )

  const builder = Effect.tryPromise({
    try: loadBuilder,
    catch: () => new JsonRpcError({ code: DISCONNECTED_CODE, reason: "The Solana transaction code did not load" })
  })

  /** What the transaction needs from the cluster: a blockhash, and for a token its program and whether the receiver holds an account. */
  const planOf = (transfer: Transfer, network: Network): Effect.Effect<TransferPlan, TransferError> =>
    Effect.gen(function* () {
      const { value } = yield* ask(network.caipNetworkId, "getLatestBlockhash", [{ commitment: "confirmed" }], Blockhash)
      const base = { from: transfer.from, to: transfer.to, amount: transfer.amount, blockhash: value.blockhash, createAccount: false }
      if (transfer.token === undefined) return base
      const mint = parseCaipAddress(transfer.token).address
      const { isTokenProgram, receiverTokenAccount } = yield* builder
      const mintAccount = yield* ask(network.caipNetworkId, "getAccountInfo", [mint, { encoding: "base64", commitment: "confirmed" }], AccountOwner)
      const program = mintAccount.value?.owner
      if (program === undefined || !isTokenProgram(program)) {
        return yield* new ResponseDecodeError({ url: network.caipNetworkId, issue: `${mint} is not a token mint on this cluster` })
      }
      const receiver = receiverTokenAccount(transfer.to, mint, program)
      const existing = yield* ask(network.caipNetworkId, "getAccountInfo", [receiver, { encoding: "base64", commitment: "confirmed" }], AccountOwner)
      return { ...base, token: { mint, program, decimals: transfer.decimals }, createAccount: existing.value === null }
    })

  return {
    estimateFee: (transfer, network) =>
      Effect.gen(function* () {
        const plan = yield* planOf(transfer, network)
        const { transferTransaction, messageBytes } = yield* builder
        const message = base64.encode(messageBytes(transferTransaction(plan)))
        const [fee, rent] = yield* Effect.all(
          [
            ask(network.caipNetworkId, "getFeeForMessage", [message, { commitment: "confirmed" }], Fee),
            plan.createAccount ? ask(network.caipNetworkId, "getMinimumBalanceForRentExemption", [TOKEN_ACCOUNT_SIZE], Lamports) : Effect.succeed(0)
          ],
          { concurrency: 2 }
        )
        // A blockhash the node no longer knows answers no fee: the next Review asks with a fresh one.
        if (fee.value === null) return yield* new ResponseDecodeError({ url: network.caipNetworkId, issue: "getFeeForMessage: the blockhash expired" })
        return { fee: BigInt(fee.value) + BigInt(rent) }
      }),
    send: (provider, transfer, network) =>
      Effect.gen(function* () {
        if (!isTransactionSigner(provider)) return yield* new JsonRpcError({ code: DISCONNECTED_CODE, reason: "The connector has no Solana provider" })
        const plan = yield* planOf(transfer, network)
        const { transferTransaction } = yield* builder
        const transaction = transferTransaction(plan)
        const signed = yield* Effect.tryPromise({ try: () => provider.signTransaction(transaction), catch: standardWalletFailureOf }).pipe(
          Effect.map((signed) => Option.some(signed)),
          Effect.catchIf(
            (failure) => failure._tag === "JsonRpcError" && failure.code === UNSUPPORTED_METHOD_CODE && provider.signAndSendTransaction !== undefined,
            () => Effect.succeed(Option.none<Transaction>())
          )
        )
        if (Option.isNone(signed)) {
          const signAndSend = provider.signAndSendTransaction!
          return yield* Effect.tryPromise({ try: () => signAndSend(transaction), catch: standardWalletFailureOf })
        }
        const raw = base64.encode(signed.value.serialize())
        return yield* ask(network.caipNetworkId, "sendTransaction", [raw, { encoding: "base64", preflightCommitment: "confirmed" }], Signature)
      }),
    statusOf: (signature, network) =>
      rpc.request(network, "getSignatureStatuses", [[signature], { searchTransactionHistory: true }]).pipe(
        Effect.map((answer) => {
          const status = Schema.is(Statuses)(answer) ? answer.value[0] : undefined
          if (status === undefined || status === null) return "pending" as const
          if (status.err !== undefined && status.err !== null) return "failed" as const
          return status.confirmationStatus === "confirmed" || status.confirmationStatus === "finalized" ? ("landed" as const) : ("pending" as const)
        })
      )
  }
}

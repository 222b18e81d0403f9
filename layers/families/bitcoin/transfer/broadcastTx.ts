/**
 * Sends a signed transaction through Esplora's `POST /tx` (the raw transaction in hex as the
 * body; the answer is its txid as text). A node's refusal comes back as a 4xx whose text wraps
 * bitcoind's error, `sendrawtransaction RPC error: {"code":-26,"message":"…"}`: it fails with the
 * core's transaction error its words name (SPEC §8), else as a JsonRpcError with the node's words.
 * An overloaded server is asked again as reads are (SPEC §9): the same transaction twice is
 * harmless, bitcoind answers the txid of one it already holds.
 */
import type * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Effect, Option, Schema } from "effect"
import { RPC_RETRY_STATUSES } from "../../../../core/constants.js"
import { HttpRequestError, HttpStatusError, ResponseDecodeError } from "../../../../core/errors/HttpErrors.js"
import { JsonRpcError } from "../../../../core/errors/JsonRpcError.js"
import { InsufficientFundsError } from "../../../../core/errors/TransactionErrors.js"
import type { TransactionError } from "../../../../core/errors/TransactionErrors.js"
import { retryRpc } from "../../../../core/rpc/retryRpc.js"
import { nodeFailureOf } from "../../../../core/send/nodeFailureOf.js"
import type { RpcError } from "../../../../core/services/RpcTransport.js"
import { esploraUrl, withinRpcTimeout } from "../esploraGet.js"

/** bitcoind's RPC_TRANSACTION_REJECTED: what a refusal without bitcoind's own code stands for. */
export const TRANSACTION_REJECTED = -26

const TXID = /^[0-9a-f]{64}$/i
const WRAPPED = /RPC error:\s*(\{.*\})\s*$/s

/** bitcoind's words for spending more than the inputs hold. */
const BELOW_OUT = /bad-txns-in-belowout/

/** bitcoind's error as Esplora wraps it. */
const NodeError = Schema.parseJson(Schema.Struct({ code: Schema.Int, message: Schema.String }))

/** The refusal in a 4xx answer's text: bitcoind's code and message when it wraps them, else the text itself. */
export const refusalOf = (text: string): JsonRpcError => {
  const wrapped = Option.flatMap(Option.fromNullable(WRAPPED.exec(text)?.[1]), Schema.decodeUnknownOption(NodeError))
  return Option.match(wrapped, {
    onSome: ({ code, message }) => new JsonRpcError({ code, reason: message }),
    onNone: () => new JsonRpcError({ code: TRANSACTION_REJECTED, reason: text.trim() === "" ? "Transaction rejected" : text.trim() })
  })
}

/** A node's refusal as the core names it: spending more than the inputs hold is insufficient funds. */
export const bitcoinFailureOf = (refusal: JsonRpcError): RpcError | TransactionError =>
  BELOW_OUT.test(refusal.reason) ? new InsufficientFundsError({ nodeMessage: refusal.reason }) : nodeFailureOf(refusal)

/** A 4xx answer is the node's refusal, except those the chain RPC asks again (429 …): the server's own failure. */
const isRefusal = (status: number): boolean => status >= 400 && status < 500 && !RPC_RETRY_STATUSES.has(status)

export const broadcastTx = (http: HttpClient.HttpClient, esplora: string, rawHex: string): Effect.Effect<string, RpcError | TransactionError> =>
  Effect.gen(function* () {
    const url = yield* esploraUrl(esplora, "/tx")
    const request = HttpClientRequest.post(url).pipe(HttpClientRequest.bodyText(rawHex, "text/plain"))
    const attempt = Effect.gen(function* () {
      const response = yield* Effect.mapError(http.execute(request), (cause) => new HttpRequestError({ url, cause }))
      const text = yield* Effect.mapError(response.text, (cause) => new HttpRequestError({ url, cause }))
      const ok = response.status >= 200 && response.status < 300
      if (!ok && !isRefusal(response.status)) return yield* new HttpStatusError({ status: response.status, url })
      return { refused: !ok, text }
    })
    const { refused, text } = yield* retryRpc(withinRpcTimeout("POST /tx", attempt))
    if (refused) return yield* Effect.fail(bitcoinFailureOf(refusalOf(text)))
    const txid = text.trim()
    if (!TXID.test(txid)) return yield* new ResponseDecodeError({ url, issue: `POST /tx answered ${JSON.stringify(txid.slice(0, 80))}, not a txid` })
    return txid.toLowerCase()
  })

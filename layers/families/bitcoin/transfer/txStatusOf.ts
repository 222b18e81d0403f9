/**
 * Where a sent transaction stands, from Esplora's `GET /tx/:txid/status`: confirmed in a block is
 * landed; waiting in the mempool, or not known to the server (404: not yet indexed, or dropped), is
 * pending. Bitcoin has no transaction that fails on chain. One attempt: the caller asks again.
 */
import type * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Effect, Schema } from "effect"
import { HttpRequestError } from "../../../../core/errors/HttpErrors.js"
import { decodeAnswer } from "../../../../core/http/decodeAnswer.js"
import type { RpcError } from "../../../../core/services/RpcTransport.js"
import type { TransferStatus } from "../../../../core/services/FamilyTransfers.js"
import { esploraUrl, withinRpcTimeout } from "../esploraGet.js"

const TxStatus = Schema.Struct({ confirmed: Schema.Boolean })

const NOT_FOUND = 404

export const txStatusOf = (http: HttpClient.HttpClient, esplora: string, txid: string): Effect.Effect<TransferStatus, RpcError> => {
  const status = Effect.gen(function* () {
    const url = yield* esploraUrl(esplora, `/tx/${encodeURIComponent(txid)}/status`)
    const response = yield* Effect.mapError(http.execute(HttpClientRequest.get(url)), (cause) => new HttpRequestError({ url, cause }))
    if (response.status === NOT_FOUND) return "pending" as const
    const body = Effect.mapError(response.text, (cause) => new HttpRequestError({ url, cause }))
    const { confirmed } = yield* decodeAnswer(url, TxStatus, response.status, body)
    return confirmed ? ("landed" as const) : ("pending" as const)
  })
  return withinRpcTimeout("GET /tx/status", status)
}

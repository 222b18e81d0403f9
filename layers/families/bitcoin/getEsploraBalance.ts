/**
 * An address's balance from an Esplora HTTP API (`GET {esplora}/address/{address}`): what its
 * confirmed outputs and its mempool's hold, in sats. The call keeps the chain RPC's rules: an
 * http(s) URL only (SPEC §5), 10 s per attempt and three retries of an overloaded server (SPEC §9).
 */
import type * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import { Duration, Effect, Schema } from "effect"
import { RPC_TIMEOUT } from "../../../core/constants.js"
import { RpcTimeoutError } from "../../../core/errors/HttpErrors.js"
import { InvalidConnectionUrl } from "../../../core/errors/WalletConnectErrors.js"
import { executeRequest } from "../../../core/http/executeRequest.js"
import { retryRpc } from "../../../core/rpc/retryRpc.js"
import type { RpcError } from "../../../core/services/RpcTransport.js"

/** Sums over an address's outputs, in sats (Esplora sends them as JSON numbers). */
const TxoStats = Schema.Struct({ funded_txo_sum: Schema.NonNegativeInt, spent_txo_sum: Schema.NonNegativeInt })

/** The part of Esplora's address answer a balance needs: confirmed and mempool stats. */
export const EsploraAddressStats = Schema.Struct({ chain_stats: TxoStats, mempool_stats: TxoStats })

const held = (stats: typeof TxoStats.Type): bigint => BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum)

export const getEsploraBalance = (http: HttpClient.HttpClient, esploraUrl: string, address: string): Effect.Effect<bigint, RpcError> => {
  if (!/^https?:\/\//i.test(esploraUrl)) return Effect.fail(new InvalidConnectionUrl({ url: esploraUrl }))
  const url = `${esploraUrl.replace(/\/+$/, "")}/address/${encodeURIComponent(address)}`
  const attempt = executeRequest(http, HttpClientRequest.get(url), EsploraAddressStats).pipe(
    Effect.timeoutFail({
      duration: RPC_TIMEOUT,
      onTimeout: () => new RpcTimeoutError({ method: "GET /address", millis: Duration.toMillis(RPC_TIMEOUT) })
    })
  )
  return Effect.map(retryRpc(attempt), (answer) => held(answer.chain_stats) + held(answer.mempool_stats))
}

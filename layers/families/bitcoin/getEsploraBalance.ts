/**
 * An address's balance from an Esplora HTTP API (`GET {esplora}/address/{address}`): what its
 * confirmed outputs and its mempool's hold, in sats, read by the chain RPC's rules (esploraGet.ts).
 */
import type * as HttpClient from "@effect/platform/HttpClient"
import { Effect, Schema } from "effect"
import type { RpcError } from "../../../core/services/RpcTransport.js"
import { esploraGet } from "./esploraGet.js"

/** Sums over an address's outputs, in sats (Esplora sends them as JSON numbers). */
const TxoStats = Schema.Struct({ funded_txo_sum: Schema.NonNegativeInt, spent_txo_sum: Schema.NonNegativeInt })

/** The part of Esplora's address answer a balance needs: confirmed and mempool stats. */
export const EsploraAddressStats = Schema.Struct({ chain_stats: TxoStats, mempool_stats: TxoStats })

const held = (stats: typeof TxoStats.Type): bigint => BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum)

export const getEsploraBalance = (http: HttpClient.HttpClient, esploraUrl: string, address: string): Effect.Effect<bigint, RpcError> =>
  Effect.map(
    esploraGet(http, esploraUrl, `/address/${encodeURIComponent(address)}`, EsploraAddressStats, "GET /address"),
    (answer) => held(answer.chain_stats) + held(answer.mempool_stats)
  )

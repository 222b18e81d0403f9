/**
 * What a send reads from the network's Esplora API before it is built: the sender's unspent
 * outputs (`GET /address/:address/utxo`, waiting ones included) and the fee rates by confirmation
 * target (`GET /fee-estimates`).
 */
import type * as HttpClient from "@effect/platform/HttpClient"
import { Effect, Schema } from "effect"
import type { RpcError } from "../../../../core/services/RpcTransport.js"
import { esploraGet } from "../esploraGet.js"
import type { Coin } from "./selectCoins.js"

const Txid = Schema.String.pipe(Schema.pattern(/^[0-9a-f]{64}$/i))

const Utxos = Schema.Array(
  Schema.Struct({
    txid: Txid,
    vout: Schema.NonNegativeInt,
    value: Schema.NonNegativeInt,
    status: Schema.Struct({ confirmed: Schema.Boolean })
  })
)

/** sat/vB by target in blocks (`"1"`, `"6"`, `"144"` …); rates are fractional. */
const FeeEstimates = Schema.Record({ key: Schema.String, value: Schema.Number })

export const coinsOf = (http: HttpClient.HttpClient, esplora: string, address: string): Effect.Effect<ReadonlyArray<Coin>, RpcError> =>
  Effect.map(esploraGet(http, esplora, `/address/${encodeURIComponent(address)}/utxo`, Utxos, "GET /address/utxo"), (utxos) =>
    utxos.map((utxo) => ({ txid: utxo.txid.toLowerCase(), vout: utxo.vout, value: BigInt(utxo.value), confirmed: utxo.status.confirmed }))
  )

export const feeEstimatesOf = (http: HttpClient.HttpClient, esplora: string): Effect.Effect<Readonly<Record<string, number>>, RpcError> =>
  esploraGet(http, esplora, "/fee-estimates", FeeEstimates, "GET /fee-estimates")

/**
 * The data service's read of a Bitcoin address over Esplora's HTTP API (`GET /address/:address`),
 * as any client of the chain reads it: the service is a separate stand-in, not part of the chain.
 */
import { Duration, Effect, Schema } from "effect"
import { badRequest, RequestRejected } from "../../catalogue/RequestRejected.js"

/** As long as viem's HTTP transport waits for an EVM node, so every chain fails the same way. */
export const ESPLORA_TIMEOUT = Duration.seconds(10)

const TxoStats = Schema.Struct({ funded_txo_sum: Schema.Number, spent_txo_sum: Schema.Number })

/** Only the sums the balance needs; Esplora sends counts beside them. */
const AddressStats = Schema.Struct({ chain_stats: TxoStats, mempool_stats: TxoStats })

const nodeFailed = (caipNetworkId: string) => new RequestRejected({ status: 502, message: `the ${caipNetworkId} node did not answer` })

/** Confirmed plus waiting sats of `address`: what its funded outputs hold less what has been spent. */
export const readAddressSats = (esploraUrl: string, caipNetworkId: string, address: string): Effect.Effect<bigint, RequestRejected> =>
  Effect.tryPromise({
    try: async (signal) => {
      const response = await fetch(`${esploraUrl}/address/${encodeURIComponent(address)}`, { signal })
      return { status: response.status, text: await response.text() }
    },
    catch: () => nodeFailed(caipNetworkId)
  }).pipe(
    Effect.timeoutFail({ duration: ESPLORA_TIMEOUT, onTimeout: () => nodeFailed(caipNetworkId) }),
    Effect.flatMap(({ status, text }) =>
      // Esplora refuses an address it cannot decode with 400, as this service refuses one.
      status === 400
        ? Effect.fail(badRequest(`"${address}" is not a Bitcoin address`))
        : status === 200
          ? Effect.mapError(Schema.decodeUnknown(Schema.parseJson(AddressStats))(text), () => nodeFailed(caipNetworkId))
          : Effect.fail(nodeFailed(caipNetworkId))
    ),
    Effect.map(({ chain_stats, mempool_stats }) =>
      BigInt(chain_stats.funded_txo_sum - chain_stats.spent_txo_sum + mempool_stats.funded_txo_sum - mempool_stats.spent_txo_sum)
    )
  )

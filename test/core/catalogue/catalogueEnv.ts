/**
 * The catalogue programs' world: fresh catalogue state, the host's options, and a REST client
 * answering `/getWallets` from a list in memory the way the hosted catalogue does (include,
 * exclude, chains, search, badge, pages). An optional delay makes every answer take that long on
 * the virtual clock.
 */
import { Context, Effect, Layer } from "effect"
import type { Duration } from "effect"
import { mainnet, polygon } from "doorway-connect/networks"
import type { AppKitOptions } from "../../../core/config/AppKitOptions.js"
import { makeApiClientConfig } from "../../../core/http/ApiClientConfig.js"
import { ApiClient } from "../../../core/services/ApiClient.js"
import type { Options } from "../../../core/services/Options.js"
import type { WalletCatalogue } from "../../../core/services/WalletCatalogue.js"
import type { WcWallet } from "../../../schemas/WalletCatalogue.js"
import { ApiClientTest, ApiRequestLog } from "../../../layers/ApiClientTest.js"
import type { RouteRequest } from "../../../layers/ApiClientTest.js"
import { OptionsLive } from "../../../layers/StateOptions.js"
import { WalletCatalogueLive } from "../../../layers/WalletCatalogueLive.js"

export const CATALOGUE_URL = "http://catalogue.test"

/** `count` wallets on Ethereum, ids `w1`…, every third certified, the 5th on Solana only. */
export const makeWallets = (count: number): ReadonlyArray<WcWallet> =>
  Array.from({ length: count }, (_, index) => ({
    id: `w${index + 1}`,
    name: `Wallet ${index + 1}`,
    image_id: `img-${index + 1}`,
    chains: index === 4 ? ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"] : ["eip155:1"],
    badge_type: index % 3 === 0 ? ("certified" as const) : ("none" as const),
    order: index + 1
  }))

const list = (raw: string | undefined): ReadonlyArray<string> => (raw === undefined || raw === "" ? [] : raw.split(","))

/** `/getWallets` over `wallets`, as WIRE §2.1 describes it. */
export const answerGetWallets = (wallets: ReadonlyArray<WcWallet>) => ({ query }: RouteRequest) => {
  const include = list(query["include"])
  const exclude = new Set(list(query["exclude"]))
  const chains = list(query["chains"])
  const search = query["search"]?.toLowerCase()
  const matching = wallets.filter(
    (wallet) =>
      (include.length === 0 || include.includes(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (chains.length === 0 || (wallet.chains ?? []).some((chain) => chains.includes(chain))) &&
      (search === undefined || wallet.name.toLowerCase().includes(search)) &&
      (query["badge_type"] !== "certified" || wallet.badge_type === "certified")
  )
  const page = Number(query["page"] ?? "1")
  const entries = Number(query["entries"] ?? "40")
  return { json: { data: matching.slice((page - 1) * entries, page * entries), count: matching.length } }
}

/** `client`, each answer arriving `delay` later on the clock of the program that asked. */
const delayed = (delay: Duration.DurationInput, client: Layer.Layer<ApiClient | ApiRequestLog>) =>
  Layer.effectContext(
    Effect.map(Effect.context<ApiClient | ApiRequestLog>(), (context) => {
      const api = Context.get(context, ApiClient)
      return Context.add(
        context,
        ApiClient,
        ApiClient.of({
          ...api,
          get: (request) => Effect.delay(api.get(request), delay),
          post: (request) => Effect.delay(api.post(request), delay)
        })
      )
    })
  ).pipe(Layer.provide(client))

export interface CatalogueEnvParams {
  readonly wallets?: ReadonlyArray<WcWallet>
  readonly options?: Partial<AppKitOptions>
  readonly delay?: Duration.DurationInput
  /** Overrides the `/getWallets` answer (e.g. a failure). */
  readonly getWallets?: (request: RouteRequest) => { readonly status?: number; readonly json?: unknown }
}

export const catalogueEnv = (
  params: CatalogueEnvParams = {}
): Layer.Layer<WalletCatalogue | Options | ApiClient | ApiRequestLog> => {
  const api = ApiClientTest(
    makeApiClientConfig({ projectId: "test-project", sdkVersion: "react-core-1.7.16", baseUrls: { catalogue: CATALOGUE_URL } }),
    { "GET /getWallets": params.getWallets ?? answerGetWallets(params.wallets ?? makeWallets(500)) }
  )
  const client = params.delay === undefined ? api : delayed(params.delay, api)
  return Layer.mergeAll(
    WalletCatalogueLive,
    OptionsLive({ projectId: "test-project", networks: [mainnet, polygon], ...params.options }),
    client
  )
}

/** The queries of the `/getWallets` requests made so far, each as an object. */
export const walletQueries = Effect.map(
  Effect.flatMap(ApiRequestLog, (log) => log.requests),
  (requests) => requests.filter((request) => request.path === "/getWallets").map((request) => Object.fromEntries(request.query))
)

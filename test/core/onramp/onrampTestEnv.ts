/**
 * A connected account for the on-ramp programs: ALICE on mainnet through a scripted wallet and node,
 * a scripted data service answering the on-ramp routes (WIRE §1.2) as the local one does, the
 * on-ramp state, a scripted checkout window and a stated time zone. Every POST body is recorded.
 */
import { Effect, Layer, Option, Ref } from "effect"
import { mainnet, polygon, solana } from "doorway-connect/networks"
import { INITIAL_ONRAMP_STATE } from "../../../core/onramp/initialOnrampState.js"
import { OnrampState } from "../../../core/onramp/OnrampState.js"
import { getOnrampState } from "../../../core/onramp/updateOnrampState.js"
import { ApiClient } from "../../../core/services/ApiClient.js"
import type { Query } from "../../../core/services/ApiClient.js"
import { ChainState } from "../../../core/services/ChainState.js"
import { Router } from "../../../core/services/Router.js"
import { makeStateRef } from "../../../core/state/makeStateRef.js"
import * as SocialPopupTest from "../../../layers/SocialPopupTest.js"
import * as TimeZoneTest from "../../../layers/TimeZoneTest.js"
import { TokenBalanceFailuresLive } from "../../../layers/TokenBalanceFailuresLive.js"
import type { PaymentCurrency, PurchaseCurrency } from "../../../schemas/Onramp.js"
import type { Answer, Script } from "../config/scriptedApiClient.js"
import { ALICE, WALLET_ID, connectAs, defaultApi, evmEnv, installWallet } from "../connection/evmTestEnv.js"

export const OPTIONS = "blockchain /v1/onramp/options"
export const QUOTE = "blockchain /v1/onramp/quote"
export const URL_GENERATOR = "blockchain /v1/generators/onrampurl"
export const BALANCE = `blockchain /v1/account/${ALICE}/balance`
export const SOLANA_ADDRESS = "7K3eGSWDrvdQPGQNoGXJDZkxUqWrCC2UrDmZva7aLh6P"
export const SOLANA_REFERENCE = solana.caipNetworkId.slice("solana:".length)

const LIMITS = [
  { id: "card", min: "10.00", max: "7500.00" },
  { id: "ach_bank_account", min: "10.00", max: "25000.00" }
]
export const USD: PaymentCurrency = { id: "USD", payment_method_limits: LIMITS }
export const EUR: PaymentCurrency = { id: "EUR", payment_method_limits: LIMITS }
/** A currency paid by bank account only. */
export const GBP: PaymentCurrency = { id: "GBP", payment_method_limits: [{ id: "ach_bank_account", min: "20.00", max: "15000.00" }] }

export const USDC: PurchaseCurrency = {
  id: "USDC",
  name: "USD Coin",
  symbol: "USDC",
  networks: [
    { name: "ethereum-mainnet", display_name: "Ethereum", chain_id: "1", contract_address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48" },
    { name: "polygon-mainnet", display_name: "Polygon", chain_id: "137", contract_address: "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359" }
  ]
}
export const ETH: PurchaseCurrency = {
  id: "ETH",
  name: "Ether",
  symbol: "ETH",
  networks: [{ name: "ethereum-mainnet", display_name: "Ethereum", chain_id: "1", contract_address: "" }]
}
export const SOL: PurchaseCurrency = {
  id: "SOL",
  name: "Solana",
  symbol: "SOL",
  networks: [{ name: "solana-mainnet", display_name: "Solana", chain_id: SOLANA_REFERENCE, contract_address: "" }]
}

/** What the local data service lists. */
export const SERVICE_OPTIONS = { paymentCurrencies: [USD, EUR, GBP], purchaseCurrencies: [USDC, ETH, SOL] }

export const QUOTE_ANSWER = {
  paymentTotal: { amount: "100.00", currency: "USD" },
  paymentSubtotal: { amount: "98.00", currency: "USD" },
  networkFee: { amount: "2.00", currency: "USD" },
  purchaseAmount: { amount: "98", currency: "USDC" },
  quoteId: "q-1"
}

export const CHECKOUT = "https://checkout.test/onramp/checkout?session=s-1"

export interface RecordedPost {
  readonly path: string
  readonly query: Query | undefined
  readonly body: unknown
}

export interface OnrampEnvOptions {
  readonly api?: Script
  /** The device's time zone (an unrestricted one unless told). */
  readonly zone?: string
}

/** The data service answers mainnet, Polygon and Solana. */
const SUPPORTED: Answer = { status: 200, body: { http: [mainnet.caipNetworkId, polygon.caipNetworkId, solana.caipNetworkId], ws: [] } }

export const onrampEnv = (options: OnrampEnvOptions = {}) => {
  const script: Script = {
    ...defaultApi,
    "blockchain /v1/supported-chains": SUPPORTED,
    [OPTIONS]: { status: 200, body: SERVICE_OPTIONS },
    [QUOTE]: { status: 200, body: QUOTE_ANSWER },
    [URL_GENERATOR]: { status: 200, body: { url: CHECKOUT } },
    [BALANCE]: { status: 200, body: { balances: [] } },
    ...options.api
  }
  const base = evmEnv({ api: script })
  const posts: Array<RecordedPost> = []
  const recording = Layer.effect(
    ApiClient,
    Effect.map(ApiClient, (api) =>
      ApiClient.of({
        ...api,
        post: (request) => {
          posts.push({ path: request.path, query: request.query, body: request.body })
          return api.post(request)
        }
      })
    )
  ).pipe(Layer.provide(base.layer))
  const onramp = Layer.effect(
    OnrampState,
    Effect.map(makeStateRef(INITIAL_ONRAMP_STATE), (state) => ({ state }))
  )
  // The recording client is merged last: its ApiClient replaces the scripted one it wraps.
  const layer = Layer.mergeAll(base.layer, onramp, TokenBalanceFailuresLive, SocialPopupTest.layer, TimeZoneTest.layer(options.zone ?? "Europe/Paris"), recording)
  return { layer, apiCalls: base.apiCalls, posts }
}

/** ALICE connected on mainnet, the buy view open over Account. */
export const connectedOnMainnet = Effect.gen(function* () {
  yield* installWallet({ authorized: true })
  yield* connectAs("eip155", WALLET_ID)
  yield* Effect.flatMap(Router, ({ history }) => Ref.set(history, [{ view: "Account" }, { view: "OnRamp" }]))
})

/** A Solana account active (its network the cluster's), the buy view open over Account. */
export const connectedOnSolana = Effect.gen(function* () {
  yield* connectAs("solana", "phantom")
  yield* Effect.flatMap(ChainState, ({ activeNamespace }) => Ref.set(activeNamespace, Option.some("solana" as const)))
  yield* Effect.flatMap(Router, ({ history }) => Ref.set(history, [{ view: "Account" }, { view: "OnRamp" }]))
})

export const onrampState = getOnrampState

export const views = Effect.flatMap(Router, ({ history }) => Effect.map(Ref.get(history), (entries) => entries.map((entry) => entry.view)))

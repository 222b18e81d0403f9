/**
 * The currencies the buy view offers (WIRE §1.2 `GET /v1/onramp/options`): the service's lists,
 * decoded whole; when the route fails or answers something unreadable, SPEC §9's fallback (USDC and
 * ETH on Ethereum and Polygon; USD and EUR, card 10.00 to 7500.00, bank account 10.00 to 25000.00);
 * nothing asked, and nothing offered, where buying is not available.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { sepolia } from "doorway-connect/networks"
import { updateNamespaceState } from "../../../core/connection/updateNamespaceState.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { loadOnrampOptions } from "../../../core/onramp/loadOnrampOptions.js"
import { setOnrampPaymentCurrency } from "../../../core/onramp/setOnrampPaymentCurrency.js"
import type { Answer } from "../config/scriptedApiClient.js"
import { OPTIONS, SERVICE_OPTIONS, USD, USDC, SOL, connectedOnMainnet, connectedOnSolana, onrampEnv, onrampState } from "./onrampTestEnv.js"

const FALLBACK_LIMITS = [
  { id: "card", min: "10.00", max: "7500.00" },
  { id: "ach_bank_account", min: "10.00", max: "25000.00" }
]

describe("loadOnrampOptions", () => {
  it.effect("offers the service's lists, USDC paid in USD by card by default, through Meld", () => {
    const env = onrampEnv()
    return Effect.gen(function* () {
      yield* connectedOnMainnet
      expect(yield* loadOnrampOptions).toBe("service")
      const state = yield* onrampState
      expect(state.purchaseCurrencies).toEqual(SERVICE_OPTIONS.purchaseCurrencies)
      expect(state.paymentCurrencies).toEqual(SERVICE_OPTIONS.paymentCurrencies)
      expect(state.purchaseCurrency).toEqual(USDC)
      expect(state.paymentCurrency).toEqual(USD)
      expect(state.paymentMethod).toBe("card")
      expect(state.providers.map((provider) => [provider.name, provider.feeRange, provider.supportedChains])).toEqual([
        ["meld", "1-2%", ["eip155", "solana"]]
      ])
      expect(env.apiCalls.filter((call) => call.path === "/v1/onramp/options")).toEqual([{ service: "blockchain", path: "/v1/onramp/options" }])
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("on Solana the default is the first currency sold there: SOL", () => {
    const env = onrampEnv()
    return Effect.gen(function* () {
      yield* connectedOnSolana
      yield* loadOnrampOptions
      expect((yield* onrampState).purchaseCurrency).toEqual(SOL)
    }).pipe(Effect.provide(env.layer))
  })

  const failures: ReadonlyArray<readonly [string, Answer]> = [
    ["a 500", { status: 500 }],
    ["a 429", { status: 429, retryAfter: "30" }],
    ["no answer", { unreachable: true }],
    ["no purchase currencies field", { status: 200, body: { paymentCurrencies: [USD] } }],
    ["a limit that is not a decimal", { status: 200, body: { ...SERVICE_OPTIONS, paymentCurrencies: [{ id: "USD", payment_method_limits: [{ id: "card", min: "ten", max: "7500.00" }] }] } }],
    ["a minimum above its maximum", { status: 200, body: { ...SERVICE_OPTIONS, paymentCurrencies: [{ id: "USD", payment_method_limits: [{ id: "card", min: "7500.01", max: "7500.00" }] }] } }],
    ["a currency without its networks", { status: 200, body: { ...SERVICE_OPTIONS, purchaseCurrencies: [{ id: "USDC", name: "USD Coin", symbol: "USDC" }] } }],
    ["a list in place of the object", { status: 200, body: [SERVICE_OPTIONS] }]
  ]
  for (const [label, answer] of failures) {
    it.effect(`${label}: the fallback of SPEC §9, and no error`, () => {
      const env = onrampEnv({ api: { [OPTIONS]: answer } })
      return Effect.gen(function* () {
        yield* connectedOnMainnet
        expect(yield* loadOnrampOptions).toBe("fallback")
        const state = yield* onrampState
        expect(state.optionsSource).toBe("fallback")
        expect(state.error).toBeUndefined()
        expect(state.paymentCurrencies).toEqual([
          { id: "USD", payment_method_limits: FALLBACK_LIMITS },
          { id: "EUR", payment_method_limits: FALLBACK_LIMITS }
        ])
        expect(state.purchaseCurrencies.map((currency) => [currency.symbol, currency.networks.map((network) => [network.display_name, network.chain_id])])).toEqual([
          ["USDC", [["Ethereum", "1"], ["Polygon", "137"]]],
          ["ETH", [["Ethereum", "1"], ["Polygon", "137"]]]
        ])
        expect(state.purchaseCurrency.symbol).toBe("USDC")
        expect(state.paymentCurrency.id).toBe("USD")
      }).pipe(Effect.provide(env.layer))
    })
  }

  it.effect("a choice still offered is kept; one no longer offered falls back to the default", () => {
    const env = onrampEnv()
    return Effect.gen(function* () {
      yield* connectedOnMainnet
      yield* loadOnrampOptions
      yield* setOnrampPaymentCurrency("GBP")
      expect((yield* onrampState).paymentMethod).toBe("ach_bank_account")
      yield* loadOnrampOptions
      expect((yield* onrampState).paymentCurrency.id).toBe("GBP")
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("a network the data service does not answer for: nothing asked, nothing offered, 'Buying crypto is not offered on this network'", () => {
    const env = onrampEnv()
    return Effect.gen(function* () {
      yield* connectedOnMainnet
      yield* updateNamespaceState("eip155", (current) => ({ ...current, networkState: { ...current.networkState, caipNetwork: sepolia } }))
      const error = yield* Effect.flip(loadOnrampOptions)
      expect(error._tag).toBe("OnrampUnavailable")
      expect(messageOf(error)).toBe("Buying crypto is not offered on this network")
      const state = yield* onrampState
      expect(state.purchaseCurrencies).toEqual([])
      expect(state.error?._tag).toBe("OnrampUnavailable")
      expect(env.apiCalls.some((call) => call.path === "/v1/onramp/options")).toBe(false)
    }).pipe(Effect.provide(env.layer))
  })

  for (const zone of ["Asia/Shanghai", "Asia/Hong_Kong", "Asia/Macau", "asia/urumqi", "PRC"]) {
    it.effect(`a device in ${zone}: 'Buying crypto is not offered in your region', nothing asked`, () => {
      const env = onrampEnv({ zone })
      return Effect.gen(function* () {
        yield* connectedOnMainnet
        const error = yield* Effect.flip(loadOnrampOptions)
        expect(messageOf(error)).toBe("Buying crypto is not offered in your region")
        expect(env.apiCalls.some((call) => call.path.startsWith("/v1/onramp"))).toBe(false)
      }).pipe(Effect.provide(env.layer))
    })
  }

  it.effect("nothing connected: NoActiveCaipAddress, nothing asked", () => {
    const env = onrampEnv()
    return Effect.gen(function* () {
      const error = yield* Effect.flip(loadOnrampOptions)
      expect(error._tag).toBe("NoActiveCaipAddress")
      expect(env.apiCalls.some((call) => call.path.startsWith("/v1/onramp"))).toBe(false)
    }).pipe(Effect.provide(env.layer))
  })
})

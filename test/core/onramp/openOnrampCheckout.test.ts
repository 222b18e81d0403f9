/**
 * The checkout (SPEC §1, §9; WIRE §1.2 `POST /v1/generators/onrampurl`, §1.5): the purchase checked
 * first, the window opened within the click (600x800), the generated link extended with the
 * provider's parameters and loaded there; the window looked at every second, and once it is closed
 * the balances read again and the flow back on Account. A link that cannot be had closes the
 * window with 'Failed to open the checkout'.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Ref, TestClock } from "effect"
import { messageOf } from "../../../core/errors/catalogue.js"
import { loadOnrampOptions } from "../../../core/onramp/loadOnrampOptions.js"
import { MELD } from "../../../core/onramp/onrampProviders.js"
import { openOnrampCheckout } from "../../../core/onramp/openOnrampCheckout.js"
import { setOnrampPaymentAmount } from "../../../core/onramp/setOnrampPaymentAmount.js"
import { Router } from "../../../core/services/Router.js"
import { SocialPopupScript } from "../../../layers/SocialPopupTest.js"
import type { Answer } from "../config/scriptedApiClient.js"
import { ALICE, trackedEvents } from "../connection/evmTestEnv.js"
import { CHECKOUT, SOLANA_ADDRESS, URL_GENERATOR, connectedOnMainnet, connectedOnSolana, onrampEnv, onrampState, views } from "./onrampTestEnv.js"

const MELD_KEY = "WXETMuFUQmqqybHuRkSgxv:25B8LJHSfpG6LVjR2ytU5Cwh7Z4Sch2ocoU"
const popup = Effect.flatMap(SocialPopupScript, (script) => script.opened)
const personCloses = Effect.flatMap(SocialPopupScript, (script) => script.personCloses)
const ready = (connected: typeof connectedOnMainnet | typeof connectedOnSolana, amount = "100") =>
  Effect.gen(function* () {
    yield* connected
    yield* loadOnrampOptions
    yield* setOnrampPaymentAmount(amount)
  })

/** The balance reads made after a purchase: the token list asked with forceUpdate. */
const forcedBalanceReads = (env: ReturnType<typeof onrampEnv>) =>
  env.apiCalls.filter((call) => call.path === `/v1/account/${ALICE}/balance` && call.query?.["forceUpdate"] !== undefined)

describe("openOnrampCheckout", () => {
  it.effect("opens the window at once, asks for the link, loads it with the provider's parameters; tracks the provider", () => {
    const env = onrampEnv()
    return Effect.gen(function* () {
      yield* ready(connectedOnMainnet)
      const fiber = yield* Effect.fork(openOnrampCheckout(MELD))
      yield* TestClock.adjust("0 millis")
      const [opened] = yield* popup
      expect(opened?.url).toBe("about:blank")
      expect(opened?.size).toEqual({ width: 600, height: 800 })
      expect(env.posts).toEqual([
        {
          path: "/v1/generators/onrampurl",
          query: { projectId: "test-project" },
          body: {
            destinationWallets: [{ address: ALICE, blockchains: ["ethereum-mainnet"], assets: ["USDC"] }],
            defaultNetwork: "ethereum-mainnet",
            partnerUserId: ALICE,
            defaultExperience: "buy",
            presetFiatAmount: 100
          }
        }
      ])
      const loaded = new URL(opened?.visited[0] ?? "")
      expect(`${loaded.origin}${loaded.pathname}`).toBe("https://checkout.test/onramp/checkout")
      expect([...loaded.searchParams]).toEqual([
        ["session", "s-1"],
        ["publicKey", MELD_KEY],
        ["destinationCurrencyCode", "USDC"],
        ["walletAddress", ALICE],
        ["externalCustomerId", "test-project"]
      ])
      const state = yield* onrampState
      expect(state.selectedProvider?.name).toBe("meld")
      expect(state.checkout).toEqual({ _tag: "Open", url: loaded.href })
      expect((yield* trackedEvents).filter((props) => props.event === "SELECT_BUY_PROVIDER")).toEqual([
        { type: "track", event: "SELECT_BUY_PROVIDER", address: ALICE, properties: { isSmartAccount: false, provider: "meld" } }
      ])
      yield* Fiber.interrupt(fiber)
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("the window is looked at every second: closed at 0 ms, the balances are read at 1000 ms, not at 999 ms, then Account", () => {
    const env = onrampEnv()
    return Effect.gen(function* () {
      yield* ready(connectedOnMainnet)
      const fiber = yield* Effect.fork(openOnrampCheckout(MELD))
      yield* TestClock.adjust("0 millis")
      yield* personCloses
      yield* TestClock.adjust("999 millis")
      expect(forcedBalanceReads(env)).toEqual([])
      expect((yield* onrampState).checkout._tag).toBe("Open")
      yield* TestClock.adjust("1 millis")
      yield* Fiber.join(fiber)
      expect(forcedBalanceReads(env).map((call) => call.query?.["forceUpdate"])).toEqual([
        "eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48,eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"
      ])
      expect((yield* onrampState).checkout).toEqual({ _tag: "Idle" })
      expect(yield* views).toEqual(["Account"])
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("closed after 1500 ms: seen at the 2000 ms look, not at 1999 ms; a view other than Buy stays", () => {
    const env = onrampEnv()
    return Effect.gen(function* () {
      yield* ready(connectedOnMainnet)
      const fiber = yield* Effect.fork(openOnrampCheckout(MELD))
      yield* TestClock.adjust("1500 millis")
      yield* personCloses
      yield* Effect.flatMap(Router, ({ history }) => Ref.set(history, [{ view: "Account" }, { view: "WalletReceive" }]))
      yield* TestClock.adjust("499 millis")
      expect(forcedBalanceReads(env)).toEqual([])
      yield* TestClock.adjust("1 millis")
      yield* Fiber.join(fiber)
      expect(forcedBalanceReads(env)).toHaveLength(1)
      expect(yield* views).toEqual(["Account", "WalletReceive"])
    }).pipe(Effect.provide(env.layer))
  })

  const failures: ReadonlyArray<readonly [string, Answer]> = [
    ["a 500", { status: 500 }],
    ["no answer", { unreachable: true }],
    ["no url", { status: 200, body: {} }],
    ["a javascript: url", { status: 200, body: { url: "javascript:alert(1)" } }],
    ["a relative url", { status: 200, body: { url: "/onramp/checkout?session=s-1" } }],
    ["an empty url", { status: 200, body: { url: "" } }]
  ]
  for (const [label, answer] of failures) {
    it.effect(`${label}: the window closes, 'Failed to open the checkout', no provider left open`, () => {
      const env = onrampEnv({ api: { [URL_GENERATOR]: answer } })
      return Effect.gen(function* () {
        yield* ready(connectedOnMainnet)
        const error = yield* Effect.flip(openOnrampCheckout(MELD))
        expect(error._tag).toBe("OnrampCheckoutFailed")
        expect(messageOf(error)).toBe("Failed to open the checkout")
        const [opened] = yield* popup
        expect(opened?.visited).toEqual([])
        expect(opened?.closedByApp).toBe(true)
        const state = yield* onrampState
        expect(state.checkout).toEqual({ _tag: "Idle" })
        expect(state.error?._tag).toBe("OnrampCheckoutFailed")
        expect(forcedBalanceReads(env)).toEqual([])
      }).pipe(Effect.provide(env.layer))
    })
  }

  it.effect("a blocked window: 'The browser blocked the checkout window', nothing asked", () => {
    const env = onrampEnv()
    return Effect.gen(function* () {
      yield* ready(connectedOnMainnet)
      yield* Effect.flatMap(SocialPopupScript, (script) => script.blockPopups(true))
      const error = yield* Effect.flip(openOnrampCheckout(MELD))
      expect(messageOf(error)).toBe("The browser blocked the checkout window")
      expect(env.posts).toEqual([])
      expect((yield* onrampState).error?._tag).toBe("OnrampCheckoutBlocked")
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("an amount outside its limits: no window, nothing asked", () => {
    const env = onrampEnv()
    return Effect.gen(function* () {
      yield* ready(connectedOnMainnet, "9.99")
      const error = yield* Effect.flip(openOnrampCheckout(MELD))
      expect(messageOf(error)).toBe("The amount must be between 10.00 and 7500.00 USD")
      expect(yield* popup).toEqual([])
      expect(env.posts).toEqual([])
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("a device in Hong Kong: no window, 'Buying crypto is not offered in your region'", () => {
    const env = onrampEnv({ zone: "Asia/Hong_Kong" })
    return Effect.gen(function* () {
      yield* connectedOnMainnet
      const error = yield* Effect.flip(openOnrampCheckout(MELD))
      expect(messageOf(error)).toBe("Buying crypto is not offered in your region")
      expect(yield* popup).toEqual([])
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("on Solana: SOL to the base58 address, destinationCurrencyCode SOL", () => {
    const env = onrampEnv()
    return Effect.gen(function* () {
      yield* ready(connectedOnSolana, "50")
      const fiber = yield* Effect.fork(openOnrampCheckout(MELD))
      yield* TestClock.adjust("0 millis")
      expect(env.posts.map((post) => post.body)).toEqual([
        {
          destinationWallets: [{ address: SOLANA_ADDRESS, blockchains: ["solana-mainnet"], assets: ["SOL"] }],
          defaultNetwork: "solana-mainnet",
          partnerUserId: SOLANA_ADDRESS,
          defaultExperience: "buy",
          presetFiatAmount: 50
        }
      ])
      const [opened] = yield* popup
      const params = new URL(opened?.visited[0] ?? CHECKOUT).searchParams
      expect([params.get("destinationCurrencyCode"), params.get("walletAddress")]).toEqual(["SOL", SOLANA_ADDRESS])
      yield* Fiber.interrupt(fiber)
      // The window stays with the person; the state no longer follows it.
      expect((yield* popup)[0]?.closed).toBe(false)
      expect((yield* onrampState).checkout).toEqual({ _tag: "Idle" })
    }).pipe(Effect.provide(env.layer))
  })

  it.effect("given up while the link is on its way: the blank window is closed", () => {
    const env = onrampEnv({ api: { [URL_GENERATOR]: { status: 200, body: { url: CHECKOUT }, afterMs: 1_000 } } })
    return Effect.gen(function* () {
      yield* ready(connectedOnMainnet)
      const fiber = yield* Effect.fork(openOnrampCheckout(MELD))
      yield* TestClock.adjust("10 millis")
      expect((yield* onrampState).checkout).toEqual({ _tag: "Opening" })
      yield* Fiber.interrupt(fiber)
      const [opened] = yield* popup
      expect(opened?.closedByApp).toBe(true)
      expect((yield* onrampState).checkout).toEqual({ _tag: "Idle" })
    }).pipe(Effect.provide(env.layer))
  })
})

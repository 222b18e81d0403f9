/**
 * SPEC §2's mobile rule: on a phone, with Solana active, Phantom, Solflare and Coinbase Wallet that
 * are not in the page open the page in their in-app browser; anything else pairs as usual.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Ref } from "effect"
import { mainnet, solana } from "doorway-connect/networks"
import { walletBrowserRedirect } from "../../../core/connection/walletBrowserRedirect.js"
import { ChainState } from "../../../core/services/ChainState.js"
import * as PlatformTest from "../../../layers/PlatformTest.js"
import type { WcWallet } from "../../../schemas/WalletCatalogue.js"
import { connectorsEnv, setConnectorsState } from "../connectors/connectorsEnv.js"

const PAGE = "https://shop.example/checkout?item=7"
const PHANTOM: WcWallet = { id: "a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393", name: "Phantom", rdns: "app.phantom" }
const SOLFLARE: WcWallet = { id: "1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79", name: "Solflare" }
const COINBASE: WcWallet = { id: "fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa", name: "Coinbase Wallet" }
const OTHER: WcWallet = { id: "c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96", name: "MetaMask" }

const PHONE = PlatformTest.layer({ isMobile: true, isIos: true, isBrowser: true })
const COMPUTER = PlatformTest.layer({ isBrowser: true, isMac: true })
const env = (platform: ReturnType<typeof PlatformTest.layer>) =>
  Layer.merge(connectorsEnv({ networks: [mainnet, solana] }), platform)

const onSolana = Effect.flatMap(ChainState, (state) => Ref.set(state.activeNamespace, Option.some("solana" as const)))
const onEthereum = Effect.flatMap(ChainState, (state) => Ref.set(state.activeNamespace, Option.some("eip155" as const)))

describe("the in-app browser redirect (SPEC §2)", () => {
  it.effect("on a phone on Solana, Phantom opens the page in its browser, the page and origin encoded", () =>
    Effect.gen(function* () {
      yield* onSolana
      expect(yield* walletBrowserRedirect(PHANTOM, PAGE)).toEqual(
        Option.some("https://phantom.app/ul/browse/https%3A%2F%2Fshop.example%2Fcheckout%3Fitem%3D7?ref=https%3A%2F%2Fshop.example")
      )
      expect(yield* walletBrowserRedirect(SOLFLARE, PAGE)).toEqual(
        Option.some("https://solflare.com/ul/v1/browse/https%3A%2F%2Fshop.example%2Fcheckout%3Fitem%3D7?ref=https%3A%2F%2Fshop.example")
      )
      expect(yield* walletBrowserRedirect(COINBASE, PAGE)).toEqual(Option.some("https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fshop.example%2Fcheckout%3Fitem%3D7"))
    }).pipe(Effect.provide(env(PHONE))))

  it.effect("another wallet pairs as usual, and so does every wallet on a computer or on Ethereum", () =>
    Effect.gen(function* () {
      yield* onSolana
      expect(yield* walletBrowserRedirect(OTHER, PAGE)).toEqual(Option.none())
      yield* onEthereum
      expect(yield* walletBrowserRedirect(PHANTOM, PAGE)).toEqual(Option.none())
    }).pipe(Effect.provide(env(PHONE))))

  it.effect("on a computer, nothing is redirected", () =>
    Effect.gen(function* () {
      yield* onSolana
      expect(yield* walletBrowserRedirect(PHANTOM, PAGE)).toEqual(Option.none())
    }).pipe(Effect.provide(env(COMPUTER))))

  it.effect("a wallet already in the page (announced with its rdns, or a Wallet Standard wallet of its name) connects there instead", () =>
    Effect.gen(function* () {
      yield* onSolana
      yield* setConnectorsState((state) => ({
        ...state,
        connectors: [...state.connectors, { id: "solana:solflare", name: "Solflare", type: "ANNOUNCED", chain: "solana", chains: [solana] }]
      }))
      expect(yield* walletBrowserRedirect(SOLFLARE, PAGE)).toEqual(Option.none())
      yield* setConnectorsState((state) => ({
        ...state,
        connectors: [...state.connectors, { id: "app.phantom", name: "Phantom", type: "ANNOUNCED", chain: "eip155", info: { rdns: "app.phantom" } }]
      }))
      expect(yield* walletBrowserRedirect(PHANTOM, PAGE)).toEqual(Option.none())
    }).pipe(Effect.provide(env(PHONE))))

  it.effect("a page address that is no URL gives no link", () =>
    Effect.gen(function* () {
      yield* onSolana
      expect(yield* walletBrowserRedirect(PHANTOM, "")).toEqual(Option.none())
    }).pipe(Effect.provide(env(PHONE))))
})

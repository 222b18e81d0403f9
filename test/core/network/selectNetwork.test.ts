import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Ref } from "effect"
import { base, mainnet, polygon, solana } from "doorway-connect/networks"
import { getActiveNetwork } from "../../../core/connection/getActiveNetwork.js"
import { selectNetwork } from "../../../core/network/selectNetwork.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { ChainState } from "../../../core/services/ChainState.js"
import { testEnv } from "../router/testEnv.js"

const alert = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.alert))
const activeNamespace = Effect.flatMap(ChainState, (state) => Ref.get(state.activeNamespace))

describe("selectNetwork", () => {
  it.effect("makes a configured network active, by value or by CAIP-2 id", () =>
    Effect.gen(function* () {
      expect(yield* selectNetwork(polygon)).toBe(polygon)
      expect(yield* getActiveNetwork).toEqual(Option.some(polygon))
      yield* selectNetwork("eip155:1")
      expect(yield* getActiveNetwork).toEqual(Option.some(mainnet))
    }).pipe(Effect.provide(testEnv())))

  it.effect("a network of another namespace makes that namespace active and keeps the other's network", () =>
    Effect.gen(function* () {
      yield* selectNetwork(polygon)
      yield* selectNetwork(solana)
      expect(yield* activeNamespace).toEqual(Option.some("solana"))
      expect(yield* getActiveNetwork).toEqual(Option.some(solana))
      const chains = yield* Effect.flatMap(ChainState, (state) => Ref.get(state.chains))
      expect(chains.get("eip155")?.networkState.caipNetwork).toBe(polygon)
    }).pipe(Effect.provide(testEnv())))

  it.effect("the configured copy of the network is used (e.g. with the host's RPC URLs)", () =>
    Effect.gen(function* () {
      yield* selectNetwork(base)
      expect(yield* getActiveNetwork).toEqual(Option.some(customBase))
    }).pipe(Effect.provide(testEnv({ networks: [mainnet, customBase] }))))

  it.effect("a network the app is not configured with shows the alert and fails", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(selectNetwork(base))
      expect(error).toMatchObject({ _tag: "NetworkNotFound", caipNetworkId: "eip155:8453" })
      expect(yield* alert).toMatchObject({ open: true, variant: "error", message: "Network Not Found" })
      expect(yield* getActiveNetwork).toEqual(Option.some(mainnet))
    }).pipe(Effect.provide(testEnv())))
})

const customBase = { ...base, rpcUrls: { default: { http: ["http://127.0.0.1:8545"] } } }

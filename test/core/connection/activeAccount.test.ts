import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Ref } from "effect"
import { mainnet, solana } from "doorway-connect/networks"
import { getActiveCaipAddress } from "../../../core/connection/getActiveCaipAddress.js"
import { getActiveNetwork } from "../../../core/connection/getActiveNetwork.js"
import { isConnected } from "../../../core/connection/isConnected.js"
import { ChainState } from "../../../core/services/ChainState.js"
import { connectAccount, EVM_ADDRESS, testEnv } from "../router/testEnv.js"

const setActiveNamespace = (namespace: "eip155" | "solana") =>
  Effect.flatMap(ChainState, (state) => Ref.set(state.activeNamespace, Option.some(namespace)))

describe("active account reads", () => {
  it.effect("disconnected at start: no address, not connected, on the first configured network", () =>
    Effect.gen(function* () {
      expect(Option.isNone(yield* getActiveCaipAddress)).toBe(true)
      expect(yield* isConnected).toBe(false)
      expect(yield* getActiveNetwork).toEqual(Option.some(mainnet))
    }).pipe(Effect.provide(testEnv())))

  it.effect("an address on the active namespace means connected", () =>
    Effect.gen(function* () {
      yield* connectAccount()
      expect(yield* getActiveCaipAddress).toEqual(Option.some(`eip155:1:${EVM_ADDRESS}`))
      expect(yield* isConnected).toBe(true)
    }).pipe(Effect.provide(testEnv())))

  it.effect("only the active namespace counts", () =>
    Effect.gen(function* () {
      yield* connectAccount()
      yield* setActiveNamespace("solana")
      expect(yield* isConnected).toBe(false)
      expect(yield* getActiveNetwork).toEqual(Option.some(solana))
    }).pipe(Effect.provide(testEnv())))

  it.effect("a namespace without an entry reads as nothing", () =>
    Effect.gen(function* () {
      yield* setActiveNamespace("solana")
      expect(Option.isNone(yield* getActiveNetwork)).toBe(true)
      expect(yield* isConnected).toBe(false)
    }).pipe(Effect.provide(testEnv({ networks: [mainnet] }))))
})

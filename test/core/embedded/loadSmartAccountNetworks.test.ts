/**
 * The EVM chains with smart accounts (SPEC §3, §8; WIRE §4.3, §4.8): asked of the frame with
 * GET_SMART_ACCOUNT_ENABLED_NETWORKS, kept comma-joined in `@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS`
 * and in the EVM network state; a failure stores an empty list.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Ref } from "effect"
import { mainnet, polygon } from "doorway-connect/networks"
import { loadSmartAccountNetworks } from "../../../core/embedded/loadSmartAccountNetworks.js"
import { ChainState } from "../../../core/services/ChainState.js"
import type { AppEvent } from "../../../schemas/AppEvent.js"
import { ChainStateLive } from "../../../layers/StateLive.js"
import { OptionsLive } from "../../../layers/StateOptions.js"
import { makeTimeoutLog } from "../frame/frameTestEnv.js"
import { embeddedTestEnv, readyFrame, sentTypes, stored } from "./embeddedTestEnv.js"

const env = Layer.merge(embeddedTestEnv, ChainStateLive.pipe(Layer.provideMerge(OptionsLive({ projectId: "p", networks: [mainnet, polygon] }))))

const enabledInState = Effect.flatMap(ChainState, (state) =>
  Effect.map(Ref.get(state.chains), (chains) => chains.get("eip155")?.networkState.smartAccountEnabledNetworks)
)

const answer = (reply: (event: AppEvent) => unknown) => (event: AppEvent) =>
  event.type === "@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS" ? [reply(event)] : []

describe("smart-account networks (SPEC §8, WIRE §4.8)", () => {
  it.effect("the frame's list is stored comma-joined and becomes the EVM network state's", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith(
        answer((event) => ({ type: "@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS", id: event.id, payload: { smartAccountEnabledNetworks: [1, 137] } }))
      )
      const log = yield* makeTimeoutLog
      expect(yield* loadSmartAccountNetworks(log.onTimeout)).toEqual([1, 137])
      expect(yield* sentTypes).toEqual(["@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS"])
      expect(yield* stored("@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS")).toEqual(Option.some("1,137"))
      expect(yield* enabledInState).toEqual([1, 137])
    }).pipe(Effect.provide(env)))

  it.effect("a refusal by the frame stores an empty list, and none is enabled", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith(answer((event) => ({ type: "@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_ERROR", id: event.id, payload: { message: "down" } })))
      const log = yield* makeTimeoutLog
      expect(yield* loadSmartAccountNetworks(log.onTimeout)).toEqual([])
      expect(yield* stored("@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS")).toEqual(Option.some(""))
      expect(yield* enabledInState).toEqual([])
    }).pipe(Effect.provide(env)))
})

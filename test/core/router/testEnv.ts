/** The state services over given options, fresh per provide, plus helpers that set up chain state. */
import { Effect, Layer, Option, Ref } from "effect"
import { mainnet, polygon, solana } from "doorway-connect/networks"
import type { AppKitOptions, SiwxConfig } from "../../../core/config/AppKitOptions.js"
import type { LoginMethod } from "../../../core/config/loginMethods.js"
import type { CaipAddress } from "../../../schemas/Caip.js"
import type { ApiClient } from "../../../core/services/ApiClient.js"
import { ChainState } from "../../../core/services/ChainState.js"
import { Router } from "../../../core/services/Router.js"
import type { RouteEntry } from "../../../core/router/RouteEntry.js"
import { OptionsLive } from "../../../layers/StateOptions.js"
import { StateLive } from "../../../layers/StateLive.js"
import type { StateServices } from "../../../layers/StateLive.js"
import type { Options } from "../../../core/services/Options.js"
import type { Storage } from "../../../core/services/Storage.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { scriptedApiClient } from "../config/scriptedApiClient.js"

export const baseOptions: AppKitOptions = {
  projectId: "test-project",
  networks: [mainnet, polygon, solana]
}

export type TestServices = StateServices | Options | ApiClient | Storage

/** Every login section: what email and social login will do once their sections exist. */
export const ALL_LOGIN_METHODS: ReadonlyArray<LoginMethod> = ["email", "social"]

/**
 * State over `options` (merged into the base options), with an ApiClient that answers nothing, an
 * empty storage and the modal's login sections unless given others.
 */
export const testEnv = (
  options: Partial<AppKitOptions> = {},
  api: Layer.Layer<ApiClient> = scriptedApiClient({}).layer,
  storage: Layer.Layer<Storage> = StorageMemory.layer,
  loginMethods?: ReadonlyArray<LoginMethod>
): Layer.Layer<TestServices> =>
  Layer.mergeAll(
    StateLive().pipe(Layer.provideMerge(storage), Layer.provideMerge(OptionsLive({ ...baseOptions, ...options }, loginMethods))),
    api
  )

export const EVM_ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" as const

/** Puts an account on the active namespace, as a finished connection would. */
export const connectAccount = (caipAddress: string = `eip155:1:${EVM_ADDRESS}`) =>
  Effect.gen(function* () {
    const state = yield* ChainState
    const namespace = Option.getOrThrow(yield* Ref.get(state.activeNamespace))
    yield* Ref.update(state.chains, (chains) => {
      const chain = chains.get(namespace)
      if (chain === undefined) return chains
      return new Map(chains).set(namespace, {
        ...chain,
        accountState: { ...chain.accountState, caipAddress: caipAddress as CaipAddress, status: "connected" }
      })
    })
  })

export const historyOf = Effect.flatMap(Router, (router) => Ref.get(router.history))

export const setHistory = (history: ReadonlyArray<RouteEntry>) =>
  Effect.flatMap(Router, (router) => Ref.set(router.history, history))

export const views = Effect.map(historyOf, (history) => history.map((entry) => entry.view))

/** A host sign-in config that keeps no sessions; only `required` matters to the router. */
export const siwxConfig = (settings: { readonly required: boolean }): SiwxConfig => ({
  createMessage: () => Promise.reject(new Error("not used by these tests")),
  addSession: () => Promise.resolve(),
  revokeSession: () => Promise.resolve(),
  setSessions: () => Promise.resolve(),
  getSessions: () => Promise.resolve([]),
  getRequired: () => settings.required
})

/**
 * The state services: each layer creates fresh `StateRef`s when built, so the same layer
 * serves an app instance and a test, and every `Effect.provide` starts from the initial state.
 */
import { Context, Effect, Layer, Option, Ref, SynchronizedRef } from "effect"
import type { Deferred, Fiber, Scope } from "effect"
import { BASIC_REMOTE_FEATURES } from "../core/config/defaults.js"
import { localRemoteFeatures } from "../core/config/localRemoteFeatures.js"
import { initialChains } from "../core/connection/initialChains.js"
import { Alerts } from "../core/services/Alerts.js"
import type { AlertState, SnackbarState } from "../core/services/Alerts.js"
import { ChainState } from "../core/services/ChainState.js"
import type { OriginCheck } from "../core/config/OriginCheck.js"
import { Features } from "../core/services/Features.js"
import { Modal } from "../core/services/Modal.js"
import type { ModalState } from "../core/services/Modal.js"
import { Options } from "../core/services/Options.js"
import type { RouteEntry } from "../core/router/RouteEntry.js"
import { Router } from "../core/services/Router.js"
import { SignInState } from "../core/services/SignInState.js"
import { Storage } from "../core/services/Storage.js"
import { Theme } from "../core/services/Theme.js"
import type { ThemeMode, ThemeState } from "../core/services/Theme.js"
import { Initialization } from "../core/services/Initialization.js"
import { SupportedChains } from "../core/services/SupportedChains.js"
import { WalletWatchers } from "../core/services/WalletWatchers.js"
import type { CaipAddress, CaipNetworkId } from "../schemas/Caip.js"
import type { ChainNamespace } from "../schemas/ChainNamespace.js"
import { WalletCatalogue } from "../core/services/WalletCatalogue.js"
import { makeWalletCatalogue } from "./WalletCatalogueLive.js"
import { Connectors } from "../core/services/Connectors.js"
import { makeConnectors } from "./ConnectorsLive.js"
import { addService } from "./addService.js"
import { makeStateService } from "./makeStateService.js"
import { makeStateRef } from "../core/state/makeStateRef.js"

export const INITIAL_ALERT: AlertState = { open: false, message: "", variant: "info" }
export const INITIAL_SNACKBAR: SnackbarState = { open: false, message: "", variant: "success", id: 0 }

/** History starting at Connect. */
export const makeRouter: Effect.Effect<Router["Type"]> = Effect.map(
  makeStateRef<ReadonlyArray<RouteEntry>>([{ view: "Connect" }]),
  (history) => ({ history })
)
export const RouterLive: Layer.Layer<Router> = Layer.effect(Router, makeRouter)

/** Closed, not loading. */
export const makeModal: Effect.Effect<Modal["Type"]> = makeStateService<ModalState>({ open: false, loading: false })
export const ModalLive: Layer.Layer<Modal> = Layer.effect(Modal, makeModal)

/** No alert, no banner. */
export const makeAlerts: Effect.Effect<Alerts["Type"]> = Effect.all({
  alert: makeStateRef(INITIAL_ALERT),
  snackbar: makeStateRef(INITIAL_SNACKBAR)
})
export const AlertsLive: Layer.Layer<Alerts> = Layer.effect(Alerts, makeAlerts)

/** The theme the modal starts with. */
export const makeTheme = (initial: ThemeState): Effect.Effect<Theme["Type"]> => makeStateService(initial)
export const ThemeLive = (initial: ThemeState): Layer.Layer<Theme> => Layer.effect(Theme, makeTheme(initial))

/**
 * The features from the host's options until the project configuration is fetched; all off in
 * basic mode. The page's origin not checked yet.
 */
export const makeFeatures: Effect.Effect<Features["Type"], never, Options> = Effect.flatMap(Options, (options) =>
  Effect.all({
    state: makeStateRef(options.basic ? BASIC_REMOTE_FEATURES : localRemoteFeatures(options.declaredFeatures)),
    originCheck: makeStateRef<OriginCheck>({ _tag: "Unchecked" })
  })
)
export const FeaturesLive: Layer.Layer<Features, never, Options> = Layer.effect(Features, makeFeatures)

/** One disconnected entry per configured namespace; the default network's namespace active. */
export const makeChainState: Effect.Effect<ChainState["Type"], never, Options> = Effect.gen(function* () {
  const options = yield* Options
  const initial = initialChains(options.networks, options.defaultNetwork)
  return {
    activeNamespace: yield* makeStateRef(initial.activeNamespace),
    chains: yield* makeStateRef(initial.chains),
    accountLoads: yield* SynchronizedRef.make<ReadonlyMap<string, Deferred.Deferred<boolean>>>(new Map()),
    balanceFailures: yield* makeStateRef<ReadonlyMap<CaipAddress, number>>(new Map())
  }
})
export const ChainStateLive: Layer.Layer<ChainState, never, Options> = Layer.effect(ChainState, makeChainState)

/**
 * Sign-in (SIWX): `required` from the options; `hasSession` asks the configured sign-in store
 * about the connected account. It is asked only when a required sign-in could keep the modal open,
 * so the program that reads the store loads then; a program that cannot load answers "no session".
 */
export const makeSignInState: Effect.Effect<SignInState["Type"], never, Options | Storage | ChainState> = Effect.gen(function* () {
  const options = yield* Options
  const context = yield* Effect.context<Options | Storage | ChainState>()
  const hasSession = Effect.tryPromise(() => import("../core/siwx/hasSignInSession.js")).pipe(
    Effect.flatMap((chunk) => chunk.hasSignInSession),
    Effect.catchAll((error) => Effect.as(Effect.logWarning("The sign-in sessions could not be read", error.cause), false)),
    Effect.provide(context)
  )
  return { required: options.signInRequired, hasSession }
})
export const SignInStateLive: Layer.Layer<SignInState, never, Options | Storage | ChainState> = Layer.effect(SignInState, makeSignInState)

/** No wallet followed yet; every watcher runs in the scope it is made in, so stops with the instance. */
export const makeWalletWatchers: Effect.Effect<WalletWatchers["Type"], never, Scope.Scope> = Effect.all({
  scope: Effect.scope,
  fibers: Ref.make<ReadonlyMap<ChainNamespace, Fiber.RuntimeFiber<void>>>(new Map())
})
export const WalletWatchersLive: Layer.Layer<WalletWatchers> = Layer.scoped(WalletWatchers, makeWalletWatchers)

/** Not initialized until the start-up sequence marks it. */
export const makeInitialization: Effect.Effect<Initialization["Type"]> = Effect.map(makeStateRef(false), (initialized) => ({
  initialized
}))
export const InitializationLive: Layer.Layer<Initialization> = Layer.effect(Initialization, makeInitialization)

/** The supported-chains list, not fetched yet. */
export const makeSupportedChains: Effect.Effect<SupportedChains["Type"]> = Effect.map(
  Ref.make(Option.none<ReadonlyArray<CaipNetworkId>>()),
  (http) => ({ http })
)
export const SupportedChainsLive: Layer.Layer<SupportedChains> = Layer.effect(SupportedChains, makeSupportedChains)

export interface StateParams {
  /** The colour scheme of the system, used when the host sets no `themeMode`. */
  readonly systemThemeMode?: ThemeMode
}

export type StateServices =
  | Router
  | Modal
  | Alerts
  | Theme
  | Features
  | ChainState
  | SignInState
  | WalletWatchers
  | Initialization
  | SupportedChains | WalletCatalogue | Connectors

/**
 * Every state service, initialised from the options and built in sequence (see `addService`);
 * the wallet watchers run in the scope this runs in, and sign-in reads its sessions from `Storage`.
 */
export const makeState = (
  known: Context.Context<Options | Storage>,
  params: StateParams = {}
): Effect.Effect<Context.Context<Options | Storage | StateServices>, never, Scope.Scope> =>
  Effect.succeed(known).pipe(
    Effect.flatMap(addService(ChainState, makeChainState)),
    Effect.flatMap(addService(Router, makeRouter)),
    Effect.flatMap(addService(Modal, makeModal)),
    Effect.flatMap(addService(Alerts, makeAlerts)),
    Effect.flatMap(addService(Features, makeFeatures)),
    Effect.flatMap(addService(SignInState, makeSignInState)),
    Effect.flatMap(addService(WalletWatchers, makeWalletWatchers)),
    Effect.flatMap(addService(Initialization, makeInitialization)),
    Effect.flatMap(addService(SupportedChains, makeSupportedChains)),
    Effect.flatMap(addService(WalletCatalogue, makeWalletCatalogue)),
    Effect.flatMap(addService(Connectors, makeConnectors)),
    Effect.flatMap(
      addService(
        Theme,
        Effect.flatMap(Options, (options) =>
          makeTheme({ themeMode: options.themeMode ?? params.systemThemeMode ?? "dark", themeVariables: options.themeVariables })
        )
      )
    )
  )

/** Every state service, initialised from the options; sign-in reads its sessions from `Storage`. */
export const StateLive = (params: StateParams = {}): Layer.Layer<StateServices, never, Options | Storage> =>
  Layer.scopedContext(
    // Only the two inputs: the whole context also holds the layer's Scope, which the output must not carry.
    Effect.flatMap(Effect.context<Options | Storage>(), (context) => makeState(Context.pick(Options, Storage)(context), params))
  )

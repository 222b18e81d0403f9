import { Effect } from "effect"
import type { Option } from "effect"
import type { ResolvedOptions } from "../../core/config/ResolvedOptions.js"
import { Alerts } from "../../core/services/Alerts.js"
import { Analytics } from "../../core/services/Analytics.js"
import type { TrackedEvent } from "../../core/services/Analytics.js"
import { ChainState } from "../../core/services/ChainState.js"
import { Connectors } from "../../core/services/Connectors.js"
import { Features } from "../../core/services/Features.js"
import { Modal } from "../../core/services/Modal.js"
import { Router } from "../../core/services/Router.js"
import { Theme } from "../../core/services/Theme.js"
import type { AppServices } from "../../layers/AppLive.js"
import type { InstanceRuntime } from "./InstanceRuntime.js"
import type { StateRef } from "../../core/state/StateRef.js"

/** The state services the shell reads; each holds the `StateRef`s the hooks mirror. */
export interface StateServices {
  readonly router: typeof Router.Service
  readonly modal: typeof Modal.Service
  readonly alerts: typeof Alerts.Service
  readonly theme: typeof Theme.Service
  readonly chains: typeof ChainState.Service
  readonly features: typeof Features.Service
  readonly connectors: typeof Connectors.Service
  /** The last tracked event, for `useAppKitEvents`. */
  readonly events: StateRef<Option.Option<TrackedEvent>>
}

/** Everything the React side of one instance needs: its runtime, its state and its options. */
export interface AppHandle {
  /** Unique on the page; scopes the instance's stylesheet and element ids. */
  readonly id: string
  readonly runtime: InstanceRuntime<AppServices>
  readonly state: StateServices
  readonly options: ResolvedOptions
}

/** Reads the state services once; the refs inside them live as long as the runtime. */
export const stateServices: Effect.Effect<
  StateServices,
  never,
  Router | Modal | Alerts | Theme | ChainState | Features | Connectors | Analytics
> = Effect.all({
  router: Router,
  modal: Modal,
  alerts: Alerts,
  theme: Theme,
  chains: ChainState,
  features: Features,
  connectors: Connectors,
  events: Effect.map(Analytics, (analytics) => analytics.lastEvent)
})

import { loadable } from "./loadable.js"
import type { ComponentModule, Loadable } from "./loadable.js"
import type { BuiltInViewName } from "./BuiltInViewName.js"
import type { ViewProps } from "./ViewProps.js"
import type { ConnectMethod } from "../../core/config/AppKitOptions.js"
import type { ResolvedOptions } from "../../core/config/ResolvedOptions.js"
import type { ViewName } from "../../core/router/ViewName.js"
import type { RemoteFeatures } from "../../schemas/RemoteFeatures.js"

export type { ComponentModule } from "./loadable.js"
export type { ViewProps } from "./ViewProps.js"

export interface ViewEntry {
  readonly title: string
  readonly component: Loadable<ViewProps>
}

export interface ViewRegistration {
  /** The header text while the view is shown. */
  readonly title: string
  /** Loads the view's own chunk; called on the first navigation to it. */
  readonly load: () => Promise<ComponentModule<ViewProps>>
}

const views = new Map<ViewName, ViewEntry>()

/** Adds (or replaces) the view shown for `name`. The chunk is not loaded until the view is shown. */
export const registerView = (name: ViewName, registration: ViewRegistration): void => {
  views.set(name, { title: registration.title, component: loadable(registration.load) })
}

/** The view registered for `name`, if any. */
export const viewFor = (name: ViewName): ViewEntry | undefined => views.get(name)

/** What a connect section may look at to decide whether it shows. */
export interface ConnectSectionContext {
  readonly options: ResolvedOptions
  /** The features in effect (the project configuration over the host's options). */
  readonly features: RemoteFeatures
}

export interface ConnectSectionRegistration {
  readonly load: () => Promise<ComponentModule<Record<string, never>>>
  /** Whether the section shows with these options and features (default: always). */
  readonly isEnabled?: (context: ConnectSectionContext) => boolean
}

export interface ConnectSection {
  readonly method: ConnectMethod
  readonly component: Loadable<Record<string, never>>
  readonly isEnabled: (context: ConnectSectionContext) => boolean
}

const sections = new Map<ConnectMethod, ConnectSection>()

/** Adds the section of the Connect view for one connect method (email, social or wallet). */
export const registerConnectSection = (method: ConnectMethod, registration: ConnectSectionRegistration): void => {
  sections.set(method, {
    method,
    component: loadable(registration.load),
    isEnabled: registration.isEnabled ?? (() => true)
  })
}

/** The sections to show, in the configured connect-method order, skipping unregistered and disabled ones. */
export const connectSections = (context: ConnectSectionContext): ReadonlyArray<ConnectSection> =>
  context.options.features.connectMethodsOrder.flatMap((method) => {
    const section = sections.get(method)
    return section !== undefined && section.isEnabled(context) ? [section] : []
  })

/** Removes a registration (used by tests and by features that unload themselves). */
export const unregisterConnectSection = (method: ConnectMethod): void => {
  sections.delete(method)
}

export const unregisterView = (name: ViewName): void => {
  views.delete(name)
}

/**
 * Loads what showing `name` needs: the view's chunk and, for Connect, the chunks of the sections
 * it will show. Opening the modal waits for this, so the first frame has the whole view.
 */
export const preloadView = (name: ViewName, context: ConnectSectionContext): Promise<void> => {
  const view = views.get(name)
  const sectionLoads = name === "Connect" ? connectSections(context).map((section) => section.component.preload()) : []
  return Promise.all([view?.component.preload(), ...sectionLoads]).then(() => undefined)
}

/** The built-in views and sections load through the modal's chunk (see builtInViews.ts). */
const builtInView = (name: BuiltInViewName) => () =>
  import("../modal/ModalParts.js").then((modal): Promise<ComponentModule<ViewProps>> => modal.builtInViews[name]())

registerView("Connect", { title: "Connect Wallet", load: builtInView("Connect") })
registerView("Alert", { title: "Alert", load: builtInView("Alert") })
registerView("AllWallets", { title: "All Wallets", load: builtInView("AllWallets") })
registerView("ConnectingWalletConnect", { title: "WalletConnect", load: builtInView("ConnectingWalletConnect") })
registerView("ConnectingWalletConnectBasic", { title: "WalletConnect", load: builtInView("ConnectingWalletConnectBasic") })
registerView("ConnectingExternalWallet", { title: "Connecting", load: builtInView("ConnectingExternalWallet") })
registerView("Account", { title: "Account", load: builtInView("Account") })
registerView("SwitchNetwork", { title: "Choose Network", load: builtInView("SwitchNetwork") })
registerView("SwitchActiveChain", { title: "Switch Network", load: builtInView("SwitchActiveChain") })
registerView("UnsupportedChain", { title: "Unsupported Network", load: builtInView("UnsupportedChain") })
registerView("ProfileWallets", { title: "Connected Wallets", load: builtInView("ProfileWallets") })
registerView("EmailLogin", { title: "Email Login", load: builtInView("EmailLogin") })

// The wallet list of Connect, shown unless the host turned wallets off.
registerConnectSection("wallet", {
  load: () => import("../modal/ModalParts.js").then((modal) => modal.builtInSections.wallet()),
  isEnabled: ({ options }) => options.enableWallets
})

// Email login (SPEC §4), unless the features in effect turn email off (the host's `features.email`,
// basic mode, the project); never without a project id, which the secure site needs to answer.
registerConnectSection("email", {
  load: () => import("../modal/ModalParts.js").then((modal) => modal.builtInSections.email()),
  isEnabled: ({ options, features }) => features.email && options.loginMethods.includes("email") && options.projectId !== ""
})

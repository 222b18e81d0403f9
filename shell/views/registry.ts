/**
 * The view registry: a host registers its views and Connect sections here, after the built-in
 * ones this module adds when it loads, and the modal preloads a view through it. Views and the
 * modal read the tables (registeredViews.ts, connectSections.ts); this module loads the modal's
 * chunk only lazily.
 */
import { addConnectSection, connectSections } from "./connectSections.js"
import type { ConnectSectionContext, ConnectSectionRegistration } from "./connectSections.js"
import type { BuiltInViewName } from "./BuiltInViewName.js"
import type { ComponentModule } from "./loadable.js"
import { addView, viewFor } from "./registeredViews.js"
import type { ViewRegistration } from "./registeredViews.js"
import type { ViewProps } from "./ViewProps.js"
import type { ConnectMethod } from "../../core/config/AppKitOptions.js"
import type { ViewName } from "../../core/router/ViewName.js"

export { connectSections, unregisterConnectSection } from "./connectSections.js"
export type { ConnectSection, ConnectSectionContext, ConnectSectionRegistration } from "./connectSections.js"
export type { ComponentModule } from "./loadable.js"
export { unregisterView, viewFor } from "./registeredViews.js"
export type { ViewEntry, ViewRegistration } from "./registeredViews.js"
export type { ViewProps } from "./ViewProps.js"

// Defined here, not re-exported: a bundle keeps this module, and the built-in registrations at its
// end, only with a function it defines (the package declares no side effects). So a host's
// registration comes after the built-in ones, and the modal, which preloads through this module,
// carries them in its chunk.

/** Adds (or replaces) the view shown for `name`. The chunk is not loaded until the view is shown. */
export const registerView = (name: ViewName, registration: ViewRegistration): void => addView(name, registration)

/** Adds the section of the Connect view for one connect method (email, social or wallet). */
export const registerConnectSection = (method: ConnectMethod, registration: ConnectSectionRegistration): void =>
  addConnectSection(method, registration)

/**
 * Loads what showing `name` needs: the view's chunk and, for Connect, the chunks of the sections
 * it will show. Opening the modal waits for this, so the first frame has the whole view.
 */
export const preloadView = (name: ViewName, context: ConnectSectionContext): Promise<void> => {
  const view = viewFor(name)
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

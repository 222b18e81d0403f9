/**
 * The view registry: a host registers its views and Connect sections here, after the built-in
 * ones this module adds when it loads. Views and the modal read the tables (registeredViews.ts,
 * connectSections.ts, preloadView.ts), never this module, which loads the modal's chunk lazily.
 */
import { addConnectSection } from "./connectSections.js"
import type { ConnectSectionRegistration } from "./connectSections.js"
import type { BuiltInViewName } from "./BuiltInViewName.js"
import type { ComponentModule } from "./loadable.js"
import { addView } from "./registeredViews.js"
import type { ViewRegistration } from "./registeredViews.js"
import type { ViewProps } from "./ViewProps.js"
import type { ConnectMethod } from "../../core/config/AppKitOptions.js"
import { EMBEDDED_WALLET_NAMESPACES } from "../../core/embedded/embeddedWalletNamespaces.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { ViewName } from "../../core/router/ViewName.js"
import { loadedModal } from "../modal/loadedModal.js"
import type { ModalPartsModule } from "../modal/loadedModal.js"

export { connectSections, unregisterConnectSection } from "./connectSections.js"
export { preloadView } from "./preloadView.js"
export type { ConnectSection, ConnectSectionContext, ConnectSectionRegistration } from "./connectSections.js"
export type { ComponentModule } from "./loadable.js"
export { unregisterView, viewFor } from "./registeredViews.js"
export type { ViewEntry, ViewRegistration } from "./registeredViews.js"
export type { ViewProps } from "./ViewProps.js"

// Defined here, not re-exported: a bundle keeps this module, and the built-in registrations in
// it, only with a function it defines (the package declares no side effects).

/** Adds (or replaces) the view shown for `name`. The chunk is not loaded until the view is shown. */
export const registerView = (name: ViewName, registration: ViewRegistration): void => addView(name, registration)

/** Adds the section of the Connect view for one connect method (email, social or wallet). */
export const registerConnectSection = (method: ConnectMethod, registration: ConnectSectionRegistration): void =>
  addConnectSection(method, registration)

/** Whether Connect opened for `namespace` (every family when unset) may offer the embedded wallet. */
const servesEmbeddedWallet = (namespace: ChainNamespace | undefined): boolean =>
  namespace === undefined || EMBEDDED_WALLET_NAMESPACES.has(namespace)

/** The built-in views and sections load through the modal's chunk (see builtInViews.ts). */
const builtInView =
  (name: BuiltInViewName) =>
  (): Promise<ComponentModule<ViewProps>> => {
    // Once the chunk is in, at once: no second import() to wait a task for.
    const modal = loadedModal()
    const load = (chunk: ModalPartsModule): Promise<ComponentModule<ViewProps>> => chunk.builtInViews[name]()
    return modal !== undefined ? load(modal) : import("../modal/ModalParts.js").then(load)
  }

const builtInSection = (name: "wallet" | "email" | "social"): Promise<ComponentModule<Record<string, never>>> => {
  const modal = loadedModal()
  const load = (chunk: ModalPartsModule): Promise<ComponentModule<Record<string, never>>> => chunk.builtInSections[name]()
  return modal !== undefined ? load(modal) : import("../modal/ModalParts.js").then(load)
}

let builtInsRegistered = false

/**
 * Registers the built-in views and Connect sections, once: when this module loads, so a host's
 * registration comes after them, and again (doing nothing) before the modal's chunk loads
 * (loadModal.ts), which keeps this module, and them, in every bundle that opens the modal.
 */
export const registerBuiltInViews = (): void => {
  if (builtInsRegistered) return
  builtInsRegistered = true
  addView("Connect", { title: "Connect Wallet", load: builtInView("Connect") }, true)
  addView("Alert", { title: "Alert", load: builtInView("Alert") }, true)
  addView("AllWallets", { title: "All Wallets", load: builtInView("AllWallets") }, true)
  addView("ConnectingWalletConnect", { title: "WalletConnect", load: builtInView("ConnectingWalletConnect") }, true)
  addView("ConnectingWalletConnectBasic", { title: "WalletConnect", load: builtInView("ConnectingWalletConnectBasic") }, true)
  addView("ConnectingExternalWallet", { title: "Connecting", load: builtInView("ConnectingExternalWallet") }, true)
  addView("Account", { title: "Account", load: builtInView("Account") }, true)
  addView("SwitchNetwork", { title: "Choose Network", load: builtInView("SwitchNetwork") }, true)
  addView("SwitchActiveChain", { title: "Switch Network", load: builtInView("SwitchActiveChain") }, true)
  addView("UnsupportedChain", { title: "Unsupported Network", load: builtInView("UnsupportedChain") }, true)
  addView("ProfileWallets", { title: "Connected Wallets", load: builtInView("ProfileWallets") }, true)
  addView("EmailLogin", { title: "Email Login", load: builtInView("EmailLogin") }, true)

  // The wallet list of Connect, shown unless the host turned wallets off.
  registerConnectSection("wallet", {
    load: () => builtInSection("wallet"),
    isEnabled: ({ options }) => options.enableWallets
  })

  // Email login (SPEC §4), unless the features in effect turn email off (the host's `features.email`,
  // basic mode, the project); never without a project id, which the secure site needs to answer;
  // nor when Connect is opened for a family the embedded wallet holds no account in.
  registerConnectSection("email", {
    load: () => builtInSection("email"),
    isEnabled: ({ options, features, namespace }) =>
      features.email && options.loginMethods.includes("email") && options.projectId !== "" && servesEmbeddedWallet(namespace)
  })

  // Social login (SPEC §4), while the features in effect list socials (the host's `features.socials`,
  // the project's `social_login`; none in basic mode); never without a project id, and only for
  // the embedded wallet's families, as for email.
  registerConnectSection("social", {
    load: () => builtInSection("social"),
    isEnabled: ({ options, features, namespace }) =>
      features.socials !== false &&
      features.socials.length > 0 &&
      options.loginMethods.includes("social") &&
      options.projectId !== "" &&
      servesEmbeddedWallet(namespace)
  })
}

registerBuiltInViews()

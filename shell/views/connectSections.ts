/**
 * The table of the Connect view's sections, one per connect method. It imports no section, so the
 * Connect view may read it; registry.ts adds the built-in sections and takes a host's.
 */
import { loadable } from "./loadable.js"
import type { ComponentModule, Loadable } from "./loadable.js"
import type { ConnectMethod } from "../../core/config/AppKitOptions.js"
import type { ResolvedOptions } from "../../core/config/ResolvedOptions.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { RemoteFeatures } from "../../schemas/RemoteFeatures.js"

/** What a connect section may look at to decide whether it shows. */
export interface ConnectSectionContext {
  readonly options: ResolvedOptions
  /** The features in effect (the project configuration over the host's options). */
  readonly features: RemoteFeatures
  /** The chain family Connect was opened for (`open({ namespace })`); every family's unless set. */
  readonly namespace?: ChainNamespace | undefined
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
export const addConnectSection = (method: ConnectMethod, registration: ConnectSectionRegistration): void => {
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

/**
 * The table of views, by name. It imports no view, so a view may read it; registry.ts adds the
 * built-in views and takes a host's.
 */
import { loadable } from "./loadable.js"
import type { ComponentModule, Loadable } from "./loadable.js"
import type { ViewProps } from "./ViewProps.js"
import type { ViewName } from "../../core/router/ViewName.js"

export interface ViewEntry {
  readonly title: string
  /** One of the modal's own views as it registered it: its header speaks the modal's language. */
  readonly builtIn: boolean
  readonly component: Loadable<ViewProps>
}

export interface ViewRegistration {
  /** The header text while the view is shown. */
  readonly title: string
  /** Loads the view's own chunk; called on the first navigation to it. */
  readonly load: () => Promise<ComponentModule<ViewProps>>
}

const views = new Map<ViewName, ViewEntry>()

/**
 * Adds (or replaces) the view shown for `name`. The chunk is not loaded until the view is shown.
 * `builtIn` only for the modal's own registrations: a host's keeps its title as given.
 */
export const addView = (name: ViewName, registration: ViewRegistration, builtIn = false): void => {
  views.set(name, { title: registration.title, builtIn, component: loadable(registration.load) })
}

/** The view registered for `name`, if any. */
export const viewFor = (name: ViewName): ViewEntry | undefined => views.get(name)

export const unregisterView = (name: ViewName): void => {
  views.delete(name)
}

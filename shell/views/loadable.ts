import type { ComponentType } from "react"

/** A module whose default export is a component: what `import("./SomeView.js")` resolves to. */
export type ComponentModule<P> = { readonly default: ComponentType<P> }

/**
 * A component in a chunk of its own, loaded once on demand. Unlike `React.lazy`, a caller can
 * start the load ahead of rendering and render without suspending once it is in, so opening the
 * modal never waits on React's throttled reveal of a suspended boundary.
 */
export interface Loadable<P> {
  /** Starts loading the chunk (once; again after a failure) and resolves with the component. */
  readonly preload: () => Promise<ComponentType<P>>
  /** The component, once loaded. */
  readonly loaded: () => ComponentType<P> | undefined
}

export const loadable = <P>(load: () => Promise<ComponentModule<P>>): Loadable<P> => {
  let component: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  return {
    preload: () =>
      (pending ??= load().then(
        (module) => (component = module.default),
        (error: unknown) => {
          pending = undefined
          throw error
        }
      )),
    loaded: () => component
  }
}

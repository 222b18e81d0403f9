import { useEffect, useReducer } from "react"
import type { ReactNode } from "react"
import type { Loadable } from "./loadable.js"

interface LoadedProps<P> {
  readonly loadable: Loadable<P>
  readonly props: P
  /** Shown while the chunk loads, or when it failed to load. */
  readonly fallback: ReactNode
}

/** Renders a loadable component: at once when its chunk is in, else the fallback until it is. */
export const Loaded = <P extends object>({ loadable, props, fallback }: LoadedProps<P>) => {
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const Component = loadable.loaded()
  useEffect(() => {
    if (Component !== undefined) return
    let live = true
    loadable.preload().then(
      () => live && rerender(),
      () => undefined // the fallback stays; the next render tries again
    )
    return () => {
      live = false
    }
  }, [Component, loadable])
  return Component === undefined ? fallback : <Component {...props} />
}

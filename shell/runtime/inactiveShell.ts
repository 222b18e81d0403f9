import type { ResolvedOptions } from "../../core/config/ResolvedOptions.js"
import type { InstanceShell, StateStore } from "./InstanceShell.js"
import type { ShellState, ShellStateKey } from "./startState.js"

export interface InactiveShellParams {
  readonly id: string
  readonly options: ResolvedOptions
  /** What every cell holds, for good. */
  readonly state: ShellState
  /** What starting it (every action of its instance) rejects with. */
  readonly error: () => Error
  /** A theme set on it: ignored (nothing may change on a server), or thrown as `error`. */
  readonly themeChanges: "ignore" | "throw"
}

const unsubscribed = () => undefined

/**
 * A shell that never runs: no runtime, no timer, no request, its cells fixed at `state`. It is the
 * instance `createAppKit` makes outside a browser, and the one hooks read before any
 * `createAppKit`; its state never changing, what one render does cannot show in another.
 */
export const makeInactiveShell = ({ id, options, state, error, themeChanges }: InactiveShellParams): InstanceShell => {
  const stores = new Map<ShellStateKey, StateStore<unknown>>()
  const store = <K extends ShellStateKey>(key: K): StateStore<ShellState[K]> => {
    const known = stores.get(key) as StateStore<ShellState[K]> | undefined
    if (known !== undefined) return known
    const snapshot = () => state[key]
    const made: StateStore<ShellState[K]> = { subscribe: () => unsubscribed, getSnapshot: snapshot, getServerSnapshot: snapshot }
    stores.set(key, made as StateStore<unknown>)
    return made
  }
  const setTheme = () => {
    if (themeChanges === "throw") throw error()
  }
  return {
    id,
    options,
    store,
    running: () => undefined,
    onStart: () => unsubscribed,
    // A start that can never happen: closing rejects as opening does.
    started: () => Promise.reject(error()),
    start: () => Promise.reject(error()),
    setThemeMode: setTheme,
    setThemeVariables: setTheme,
    destroy: () => Promise.resolve()
  }
}

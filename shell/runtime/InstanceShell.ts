import type { ResolvedOptions } from "../../core/config/ResolvedOptions.js"
import type { ThemeMode, ThemeState, ThemeVariables } from "../../core/services/Theme.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Network } from "../../schemas/Network.js"
import type { CallsStatus } from "../../schemas/CallsStatus.js"
import type { EmbeddedAccountType } from "../../schemas/Forms.js"
import type { LoadModal } from "../modal/loadModal.js"
import type { AppHandle } from "./AppHandle.js"
import type { After } from "./boundStart.js"
import { boundStart } from "./boundStart.js"
import { InstanceDestroyedError } from "./InstanceDestroyedError.js"
import { InstanceStartTimeoutError } from "./InstanceStartTimeoutError.js"
import type { RefStore } from "./refStore.js"
import type { ShellState, ShellStateKey } from "./startState.js"

/**
 * What the public methods run once the runtime exists: each a core program on the instance
 * runtime (opening comes with the modal's chunk, see `RunningInstance.modal`).
 */
export interface InstanceActions {
  readonly close: () => Promise<void>
  /** Changes the theme before returning, so a read right after sees it. */
  readonly setThemeMode: (mode: ThemeMode) => void
  readonly setThemeVariables: (variables: ThemeVariables) => void
  readonly switchNetwork: (network: Network) => Promise<void>
  readonly disconnect: (options: { readonly namespace?: ChainNamespace; readonly closeModal?: boolean }) => Promise<void>
  readonly setPreferredAccountType: (type: EmbeddedAccountType, namespace: ChainNamespace) => Promise<void>
  readonly waitForCallsStatus: (id: string) => Promise<CallsStatus>
  readonly setAnalyticsConsent: (granted: boolean) => Promise<void>
}

/** An instance whose runtime runs: made by `startInstance`, in a chunk of its own. */
export interface RunningInstance {
  readonly handle: AppHandle
  readonly actions: InstanceActions
  /** The modal's chunk, loaded by the first open (or a button's warm-up before it). */
  readonly modal: LoadModal
  /** The store over the `StateRef` of a cell (`refStore`). */
  readonly store: <K extends ShellStateKey>(key: K) => RefStore<ShellState[K]>
  readonly dispose: () => Promise<void>
}

/**
 * A cell's store as React reads it: `getServerSnapshot` is the value a server rendered (the start
 * state computed from the options alone), which React uses while it hydrates that markup.
 */
export interface StateStore<A> extends RefStore<A> {
  readonly getServerSnapshot: () => A
}

/**
 * One instance as the page holds it from `createAppKit` on: its options and the state the hooks
 * read, before and after its runtime exists. The runtime (services, start-up program, modal root)
 * is made by `start`, which loads it in a chunk of its own; until it runs, every cell holds the
 * value its state service starts with (`startState`), and a theme the host sets is kept here and
 * handed to the runtime's theme program when it starts.
 */
export interface InstanceShell {
  /** Unique on the page; scopes the instance's stylesheet and element ids. */
  readonly id: string
  readonly options: ResolvedOptions
  /** One cached `{ subscribe, getSnapshot, getServerSnapshot }` store per cell. */
  readonly store: <K extends ShellStateKey>(key: K) => StateStore<ShellState[K]>
  /** The running instance, once started. */
  readonly running: () => RunningInstance | undefined
  /**
   * Calls `listener` once the instance runs, when its start times out, and when a start is tried
   * again after that (a `useSyncExternalStore` subscription for `running` and `startError`).
   */
  readonly onStart: (listener: () => void) => () => void
  /** The last start's timeout, until a start is tried again; shown in the modal's element. */
  readonly startError: () => InstanceStartTimeoutError | undefined
  /** The start under way or done, if any. */
  readonly started: () => Promise<RunningInstance> | undefined
  /**
   * Starts the runtime unless started; resolves when it runs. Rejects once destroyed, and with
   * `InstanceStartTimeoutError` when it does not run within its bound (`boundStart`).
   */
  readonly start: () => Promise<RunningInstance>
  /** The theme, before the runtime exists (kept) or after (the theme programs). */
  readonly setThemeMode: (mode: ThemeMode) => void
  readonly setThemeVariables: (variables: ThemeVariables) => void
  /** Stops the runtime (or the start under way); `start` rejects from then on. */
  readonly destroy: () => Promise<void>
}

/** A cell's store, moved onto the running instance's store by `attach`. */
interface Cell<A> extends StateStore<A> {
  readonly attach: (running: RunningInstance) => void
  readonly notify: () => void
}

export interface ShellParams {
  readonly id: string
  readonly options: ResolvedOptions
  /** What each cell holds until the runtime runs. */
  readonly initial: ShellState
  /** What a server rendered for each cell: the start state without what only a browser knows. */
  readonly serverInitial: ShellState
  /** Loads the runtime's chunk and starts it. */
  readonly load: (shell: InstanceShell) => Promise<RunningInstance>
  /**
   * A shell that never runs (its `load` rejects): its cells keep `initial` for good and a theme
   * set on it is ignored, so nothing done with it shows anywhere else. On a server, and before
   * any `createAppKit`.
   */
  readonly fixed?: boolean
  /** The timer of the start's bound (tests drive it on a virtual clock). */
  readonly after?: After
}

export const makeInstanceShell = ({ id, options, initial, serverInitial, load, fixed = false, after }: ShellParams): InstanceShell => {
  let running: RunningInstance | undefined
  let starting: Promise<RunningInstance> | undefined
  let startError: InstanceStartTimeoutError | undefined
  let destroyed = false
  /** A theme set before the runtime runs; handed to its programs when it starts. */
  let pendingTheme: ThemeState | undefined
  const startListeners = new Set<() => void>()
  const cells = new Map<ShellStateKey, Cell<unknown>>()

  const makeCell = <K extends ShellStateKey>(key: K): Cell<ShellState[K]> => {
    const listeners = new Set<() => void>()
    let unsubscribeRunning: (() => void) | undefined
    const notify = () => {
      for (const listener of [...listeners]) listener()
    }
    const before = (): ShellState[K] => (key === "theme" && pendingTheme !== undefined ? pendingTheme : initial[key]) as ShellState[K]
    return {
      subscribe: (listener: () => void) => {
        listeners.add(listener)
        if (running !== undefined && unsubscribeRunning === undefined) unsubscribeRunning = running.store(key).subscribe(notify)
        return () => {
          listeners.delete(listener)
          if (listeners.size === 0 && unsubscribeRunning !== undefined) {
            unsubscribeRunning()
            unsubscribeRunning = undefined
          }
        }
      },
      // Looking the running store up re-reads its ref when nobody follows it (see refStore).
      getSnapshot: (): ShellState[K] => (running === undefined ? before() : running.store(key).getSnapshot()),
      read: (): ShellState[K] => (running === undefined ? before() : running.store(key).read()),
      getServerSnapshot: () => serverInitial[key],
      attach: (now: RunningInstance) => {
        if (listeners.size > 0) unsubscribeRunning = now.store(key).subscribe(notify)
        notify()
      },
      notify
    }
  }

  const cell = <K extends ShellStateKey>(key: K): Cell<ShellState[K]> => {
    const known = cells.get(key) as Cell<ShellState[K]> | undefined
    if (known !== undefined) return known
    const made = makeCell(key)
    cells.set(key, made as Cell<unknown>)
    return made
  }
  const store = <K extends ShellStateKey>(key: K): StateStore<ShellState[K]> => cell(key)

  const setPendingTheme = (theme: ThemeState) => {
    if (fixed) return
    pendingTheme = theme
    cells.get("theme")?.notify()
  }

  const notifyStart = () => {
    for (const listener of [...startListeners]) listener()
  }

  const shell: InstanceShell = {
    id,
    options,
    store,
    running: () => running,
    startError: () => startError,
    started: () => starting,
    onStart: (listener) => {
      startListeners.add(listener)
      return () => {
        startListeners.delete(listener)
      }
    },
    start: () => {
      if (destroyed) return Promise.reject(new InstanceDestroyedError())
      if (starting !== undefined) return starting
      if (startError !== undefined) {
        // Tried again: the last timeout's alert goes.
        startError = undefined
        notifyStart()
      }
      // A shell that never runs starts no timer.
      return (starting = (fixed ? load(shell) : boundStart(load(shell), after)).then(
        (started) => {
          if (destroyed) {
            // Nobody waits for this stop: a failure of it has no one to reach.
            started.dispose().catch(() => undefined)
            throw new InstanceDestroyedError()
          }
          if (pendingTheme !== undefined) {
            started.actions.setThemeMode(pendingTheme.themeMode)
            started.actions.setThemeVariables(pendingTheme.themeVariables)
          }
          running = started
          for (const cell of cells.values()) cell.attach(started)
          notifyStart()
          return started
        },
        (error: unknown) => {
          // A chunk that did not load, or a start past its bound: the next call tries again.
          starting = undefined
          if (error instanceof InstanceStartTimeoutError && !destroyed) {
            startError = error
            console.error(error)
            notifyStart()
          }
          throw error
        }
      ))
    },
    setThemeMode: (mode) => {
      if (running !== undefined) return running.actions.setThemeMode(mode)
      setPendingTheme({ ...store("theme").read(), themeMode: mode })
    },
    setThemeVariables: (variables) => {
      if (running !== undefined) return running.actions.setThemeVariables(variables)
      const current = store("theme").read()
      setPendingTheme({ ...current, themeVariables: { ...current.themeVariables, ...variables } })
    },
    destroy: async () => {
      if (destroyed) return
      destroyed = true
      if (running !== undefined) await running.dispose()
      else if (starting !== undefined) await starting.catch(() => undefined)
    }
  }
  return shell
}

import { useSyncExternalStore } from "react"
import type { InstanceShell } from "../runtime/InstanceShell.js"
import type { ShellState, ShellStateKey } from "../runtime/startState.js"

/**
 * One cell of an instance's state, re-rendering when it changes: the value the instance starts
 * with until its runtime runs, then its `StateRef` (through `refStore`). While React
 * hydrates markup a server rendered, the cell reads what the server read (its start state from
 * the options alone) and re-renders with its own value right after, so hydration always matches.
 */
export const useShellState = <K extends ShellStateKey>(shell: InstanceShell, key: K): ShellState[K] => {
  const store = shell.store(key)
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
}

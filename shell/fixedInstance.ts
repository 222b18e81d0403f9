import type { AppKitOptions } from "../core/config/AppKitOptions.js"
import { resolveOptions } from "../core/config/resolveOptions.js"
import type { AppKitInstance } from "./AppKitInstance.js"
import { makeInstance } from "./makeInstance.js"
import { attachHandle } from "./runtime/handles.js"
import { makeInstanceShell } from "./runtime/InstanceShell.js"
import { startState } from "./runtime/startState.js"

/**
 * An instance that never runs: its state is the start state of `options` as a server computes it
 * (no system colour scheme, nothing stored), for good; opening, switching network and
 * disconnecting reject with `error()`, closing has nothing to close, theme changes are ignored.
 * Nothing (no request, timer, socket or chunk) is started. `forget` is called by `destroy`.
 */
export const fixedInstance = (options: AppKitOptions, id: string, error: () => Error, forget: (instance: AppKitInstance) => void = () => undefined): AppKitInstance => {
  const resolved = resolveOptions(options)
  const state = startState(resolved, undefined)
  const shell = makeInstanceShell({
    id,
    options: resolved,
    initial: state,
    serverInitial: state,
    load: () => Promise.reject(error()),
    fixed: true
  })
  const instance = makeInstance(shell, () => undefined, forget)
  attachHandle(instance, shell)
  return instance
}

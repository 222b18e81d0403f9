import type { AppKitOptions } from "../core/config/AppKitOptions.js"
import { resolveOptions } from "../core/config/resolveOptions.js"
import type { AppKitInstance } from "./AppKitInstance.js"
import { registerInstance, unregisterInstance } from "./instances.js"
import { makeInstance } from "./makeInstance.js"
import { attachHandle } from "./runtime/handles.js"
import { makeInactiveShell } from "./runtime/inactiveShell.js"
import { ServerInstanceError } from "./runtime/ServerInstanceError.js"
import { startState } from "./runtime/startState.js"

/** The instance hooks without a provider use on this server: the last one created. */
let current: AppKitInstance | undefined

const forget = (instance: AppKitInstance): void => {
  if (current === instance) current = undefined
  unregisterInstance(instance)
}

/**
 * `createAppKit` outside a browser (a server rendering the host app): an inactive instance that
 * answers the state an instance starts with, computed from `options` as a browser's first render
 * does while it hydrates (no system colour scheme, nothing stored), so the server's markup is
 * the one the browser hydrates. It starts nothing (no request, timer, socket or chunk), mounts
 * nothing, and its state never changes; its actions reject with ServerInstanceError and theme
 * setters are ignored. A server process renders many requests with the same module state: a new
 * instance replaces the previous one instead of adding up, and a request that needs options of
 * its own passes its instance to an `AppKitProvider`.
 */
export const createServerInstance = (options: AppKitOptions): AppKitInstance => {
  const resolved = resolveOptions(options)
  const shell = makeInactiveShell({
    id: "server",
    options: resolved,
    state: startState(resolved, undefined),
    error: () => new ServerInstanceError(),
    themeChanges: "ignore"
  })
  const instance = makeInstance(shell, () => undefined, forget)
  attachHandle(instance, shell)
  if (current !== undefined) unregisterInstance(current)
  current = instance
  registerInstance(instance)
  return instance
}

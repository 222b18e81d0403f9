import type { AppKitOptions } from "../core/config/AppKitOptions.js"
import type { AppKitInstance } from "./AppKitInstance.js"
import { fixedInstance } from "./fixedInstance.js"
import { registerInstance, unregisterInstance } from "./instances.js"
import { ServerInstanceError } from "./runtime/ServerInstanceError.js"

/** The instance hooks without a provider use on this server: the last one created. */
let current: AppKitInstance | undefined

const forget = (instance: AppKitInstance): void => {
  if (current === instance) current = undefined
  unregisterInstance(instance)
}

/**
 * `createAppKit` outside a browser (a server rendering the host app): an inactive instance
 * (`fixedInstance`) that answers the state an instance starts with, computed from `options` as a
 * browser's first render reads it while it hydrates, so the server's markup is the one the browser
 * hydrates. It starts and mounts nothing, its state never changes, and its actions reject with
 * ServerInstanceError. A server process renders many requests with the same module state: a new
 * instance replaces the previous one instead of adding up, and a request that needs options of
 * its own passes its instance to an `AppKitProvider`.
 */
export const createServerInstance = (options: AppKitOptions): AppKitInstance => {
  const instance = fixedInstance(options, "server", () => new ServerInstanceError(), forget)
  if (current !== undefined) unregisterInstance(current)
  current = instance
  registerInstance(instance)
  return instance
}

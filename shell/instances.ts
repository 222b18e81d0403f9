import type { AppKitInstance } from "./AppKitInstance.js"

/**
 * The instances created on this page, oldest first. Hooks without a provider use the last one, so
 * an app that creates one modal needs no provider; `destroy()` removes an instance.
 */
const created: Array<AppKitInstance> = []
const listeners = new Set<() => void>()

const notify = () => {
  for (const listener of [...listeners]) listener()
}

export const registerInstance = (instance: AppKitInstance): void => {
  created.push(instance)
  notify()
}

export const unregisterInstance = (instance: AppKitInstance): void => {
  const at = created.indexOf(instance)
  if (at === -1) return
  created.splice(at, 1)
  notify()
}

/** The last created instance that is not destroyed. */
export const latestInstance = (): AppKitInstance | undefined => created.at(-1)

/** Called whenever an instance is created or destroyed (a `useSyncExternalStore` subscription). */
export const subscribeInstances = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

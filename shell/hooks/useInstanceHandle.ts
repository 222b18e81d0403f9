import { useContext, useSyncExternalStore } from "react"
import type { AppKitInstance } from "../AppKitInstance.js"
import { InstanceContext } from "../InstanceContext.js"
import { latestInstance, subscribeInstances } from "../instances.js"
import { handleOf } from "../runtime/handles.js"
import type { InstanceShell } from "../runtime/InstanceShell.js"
import { noInstance } from "./noInstance.js"

/** The provider's instance, else the last created one; `undefined` before any `createAppKit`. */
export const useCreatedInstance = (): AppKitInstance | undefined => {
  const provided = useContext(InstanceContext)
  const latest = useSyncExternalStore(subscribeInstances, latestInstance, latestInstance)
  return provided ?? latest
}

/**
 * The instance a hook works on, and its shell: the provider's, else the last created one. Before
 * any `createAppKit`, a stand-in that answers the disconnected defaults and whose actions reject
 * with AppKitNotCreatedError naming `hook`; the hook re-renders on the real one once it exists.
 */
export const useInstanceHandle = (hook: string): { readonly instance: AppKitInstance; readonly shell: InstanceShell } => {
  const instance = useCreatedInstance() ?? noInstance(hook)
  return { instance, shell: handleOf(instance) }
}

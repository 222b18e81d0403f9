import { useContext, useSyncExternalStore } from "react"
import type { AppKitInstance } from "../AppKitInstance.js"
import { InstanceContext } from "../InstanceContext.js"
import { latestInstance, subscribeInstances } from "../instances.js"
import { handleOf } from "../runtime/handles.js"
import type { InstanceShell } from "../runtime/InstanceShell.js"

/**
 * The instance a hook works on, and its shell: the provider's, else the last created one. Throws
 * when `createAppKit` has not been called, as a hook cannot work without a modal.
 */
export const useInstanceHandle = (hook: string): { readonly instance: AppKitInstance; readonly shell: InstanceShell } => {
  const provided = useContext(InstanceContext)
  const latest = useSyncExternalStore(subscribeInstances, latestInstance, latestInstance)
  const instance = provided ?? latest
  if (instance === undefined) throw new Error(`Please call "createAppKit" before using "${hook}" hook`)
  return { instance, shell: handleOf(instance) }
}

import type { AppKitInstance } from "../AppKitInstance.js"
import type { InstanceShell } from "./InstanceShell.js"

/** The shell (state, runtime once started) behind each public instance; kept off the instance object itself. */
const handles = new WeakMap<AppKitInstance, InstanceShell>()

export const attachHandle = (instance: AppKitInstance, shell: InstanceShell): void => {
  handles.set(instance, shell)
}

export const handleOf = (instance: AppKitInstance): InstanceShell => {
  const shell = handles.get(instance)
  if (shell === undefined) throw new Error("Not an instance made by createAppKit")
  return shell
}

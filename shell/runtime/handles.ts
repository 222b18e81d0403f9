import type { AppKitInstance } from "../AppKitInstance.js"
import type { AppHandle } from "./AppHandle.js"

/** The runtime and state behind each public instance; kept off the instance object itself. */
const handles = new WeakMap<AppKitInstance, AppHandle>()

export const attachHandle = (instance: AppKitInstance, handle: AppHandle): void => {
  handles.set(instance, handle)
}

export const handleOf = (instance: AppKitInstance): AppHandle => {
  const handle = handles.get(instance)
  if (handle === undefined) throw new Error("Not an instance made by createAppKit")
  return handle
}

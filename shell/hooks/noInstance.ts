import type { AppKitOptions } from "../../core/config/AppKitOptions.js"
import type { AppKitInstance } from "../AppKitInstance.js"
import { fixedInstance } from "../fixedInstance.js"
import { AppKitNotCreatedError } from "../runtime/AppKitNotCreatedError.js"

/** No configuration yet: no networks, every option at its default. */
const NO_OPTIONS = { projectId: "", networks: [] } as unknown as AppKitOptions

const placeholders = new Map<string, AppKitInstance>()

/**
 * The stand-in a hook (or component) named `hook` uses while no instance exists: closed, no
 * network, nobody connected, dark theme, for good; opening, switching network and disconnecting
 * reject with AppKitNotCreatedError naming `hook`. One per name, so a hook's results stay the same
 * objects from render to render.
 */
export const noInstance = (hook: string): AppKitInstance => {
  let made = placeholders.get(hook)
  if (made === undefined) {
    made = fixedInstance(NO_OPTIONS, "none", () => new AppKitNotCreatedError(hook))
    placeholders.set(hook, made)
  }
  return made
}

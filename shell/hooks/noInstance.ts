import type { AppKitOptions } from "../../core/config/AppKitOptions.js"
import { resolveOptions } from "../../core/config/resolveOptions.js"
import type { AppKitInstance } from "../AppKitInstance.js"
import { makeInstance } from "../makeInstance.js"
import { AppKitNotCreatedError } from "../runtime/AppKitNotCreatedError.js"
import { makeInactiveShell } from "../runtime/inactiveShell.js"
import type { InstanceShell } from "../runtime/InstanceShell.js"
import type { ShellState } from "../runtime/startState.js"

/** What the hooks answer before `createAppKit`: closed, no network, nobody connected, dark theme. */
export const NO_INSTANCE_STATE: ShellState = {
  modal: { open: false, loading: false },
  chains: new Map(),
  activeNamespace: undefined,
  theme: { themeMode: "dark", themeVariables: {} },
  events: undefined,
  connectors: { connectors: [], activeConnectorIds: {}, connections: {} }
}

const placeholders = new Map<string, { readonly instance: AppKitInstance; readonly shell: InstanceShell }>()

/**
 * The stand-in a hook (or component) named `hook` uses while no instance exists: it reads
 * `NO_INSTANCE_STATE`, and its actions reject (its theme setters throw) with AppKitNotCreatedError.
 * One per name, so a hook's results stay the same objects from render to render.
 */
export const noInstance = (hook: string): { readonly instance: AppKitInstance; readonly shell: InstanceShell } => {
  const known = placeholders.get(hook)
  if (known !== undefined) return known
  const shell = makeInactiveShell({
    id: "none",
    // No configuration yet: no networks, every option at its default.
    options: resolveOptions({ projectId: "", networks: [] } as unknown as AppKitOptions),
    state: NO_INSTANCE_STATE,
    error: () => new AppKitNotCreatedError(hook),
    themeChanges: "throw"
  })
  const made = { instance: makeInstance(shell, () => undefined, () => undefined), shell }
  placeholders.set(hook, made)
  return made
}

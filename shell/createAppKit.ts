import { Effect } from "effect"
import { createElement } from "react"
import { createRoot } from "react-dom/client"
import type { Root } from "react-dom/client"
import type { AppKitOptions } from "../core/config/AppKitOptions.js"
import { resolveOptions } from "../core/config/resolveOptions.js"
import type { ThemeMode } from "../core/services/Theme.js"
import { AppLive } from "../layers/AppLive.js"
import type { AppKitInstance } from "./AppKitInstance.js"
import { registerInstance, unregisterInstance } from "./instances.js"
import { makeInstance } from "./makeInstance.js"
import { ModalRoot } from "./modal/ModalRoot.js"
import type { AppHandle } from "./runtime/AppHandle.js"
import { stateServices } from "./runtime/AppHandle.js"
import { attachHandle } from "./runtime/handles.js"
import { makeInstanceRuntime } from "./runtime/InstanceRuntime.js"
import { initialize } from "../core/config/initialize.js"

/** The element the modal is mounted in when the page gets it appended to `body`. */
export const MODAL_ELEMENT = "doorway-modal"

let created = 0

/** The page's origin, for the allowed-origin check; none outside a browser. */
const pageOrigin = (): string | undefined => (typeof window === "undefined" ? undefined : window.location.origin)

/** The colour scheme the system prefers, for a host that sets no theme mode. */
const systemThemeMode = (): ThemeMode | undefined =>
  typeof window === "undefined" || typeof window.matchMedia !== "function"
    ? undefined
    : window.matchMedia("(prefers-color-scheme: dark)").matches
      ? "dark"
      : "light"

/** Appends the modal's element to the end of `body` once the body exists, and renders into it. */
const mount = (handle: AppHandle): (() => void) => {
  const element = document.createElement(MODAL_ELEMENT)
  element.dataset["doorwayInstance"] = handle.id
  let root: Root | undefined
  const attach = () => {
    document.body.append(element)
    root = createRoot(element)
    root.render(createElement(ModalRoot, { handle }))
  }
  if (document.body === null) document.addEventListener("DOMContentLoaded", attach, { once: true })
  else attach()
  return () => {
    document.removeEventListener("DOMContentLoaded", attach)
    root?.unmount()
    element.remove()
  }
}

/**
 * Creates a modal: one runtime for this instance (its services built from `options`), the
 * start-up program (option checks, wallet discovery, silent reconnection, remote features, allowed
 * origins) forked on it, and the modal
 * mounted at the end of `body` unless `embedded` or `append: false` (then render `AppKitModal`).
 * Hooks without a provider use the instance created last.
 */
export const createAppKit = (options: AppKitOptions): AppKitInstance => {
  const resolved = resolveOptions(options)
  const origin = pageOrigin()
  const system = systemThemeMode()
  const runtime = makeInstanceRuntime(AppLive(system === undefined ? { options: resolved } : { options: resolved, systemThemeMode: system }))
  const handle: AppHandle = {
    id: String(++created),
    runtime,
    state: runtime.runSync(stateServices),
    options: resolved
  }
  const inPage = typeof document !== "undefined" && !resolved.embedded && resolved.append
  const unmount = inPage ? mount(handle) : () => undefined
  const instance = makeInstance(handle, unmount, unregisterInstance)
  attachHandle(instance, handle)
  registerInstance(instance)
  // The start-up scope lives as long as the instance: wallet discovery started in it stops on destroy.
  runtime.runFork(Effect.scoped(Effect.zipRight(initialize(origin), Effect.never)))
  return instance
}

import { createElement } from "react"
import { createRoot } from "react-dom/client"
import type { Root } from "react-dom/client"
import type { AppKitOptions } from "../core/config/AppKitOptions.js"
import { resolveOptions } from "../core/config/resolveOptions.js"
import type { ThemeMode } from "../core/services/Theme.js"
import type { AppKitInstance } from "./AppKitInstance.js"
import { attachAdapters } from "./adapterAttachment.js"
import { registerInstance, unregisterInstance } from "./instances.js"
import { makeInstance } from "./makeInstance.js"
import { ModalRoot } from "./modal/ModalRoot.js"
import { attachHandle } from "./runtime/handles.js"
import type { InstanceShell } from "./runtime/InstanceShell.js"
import { makeInstanceShell } from "./runtime/InstanceShell.js"
import { afterNextPaint } from "./runtime/afterNextPaint.js"
import { startState } from "./runtime/startState.js"
import { storedNamespaces } from "./runtime/storedNamespaces.js"
import { loadStartInstance } from "./runtime/loadStartInstance.js"
import { paintNothing, paintStoredAccounts } from "./runtime/paintStoredAccounts.js"
import { readStoredAccounts } from "./runtime/readStoredAccounts.js"

/** The element the modal is mounted in when the page gets it appended to `body`. */
export const MODAL_ELEMENT = "doorway-modal"

let created = 0

/** The live instance of each project id on this page: a new `createAppKit` of the project replaces it. */
const live = new Map<string, AppKitInstance>()

const forgetter = (projectId: string) => (instance: AppKitInstance) => {
  if (live.get(projectId) === instance) live.delete(projectId)
  unregisterInstance(instance)
}

/** The page's origin, for the allowed-origin check; none outside a browser. */
const pageOrigin = (): string | undefined => (typeof window === "undefined" ? undefined : window.location.origin)

/** The colour scheme the system prefers, for a host that sets no theme mode. */
const systemThemeMode = (): ThemeMode | undefined =>
  typeof window === "undefined" || typeof window.matchMedia !== "function"
    ? undefined
    : window.matchMedia("(prefers-color-scheme: dark)").matches
      ? "dark"
      : "light"

/**
 * Appends the modal's element to the end of `body` once the body exists, and renders into it once
 * the runtime runs (or its start times out, to show why). Until then the modal draws nothing, and a React root rendered at page start
 * would go before the host's first render (and pay for React's first run) in its place.
 */
const mount = (shell: InstanceShell): (() => void) => {
  const element = document.createElement(MODAL_ELEMENT)
  element.dataset["doorwayInstance"] = shell.id
  let root: Root | undefined
  const stopWaiting = shell.onStart(() => {
    root ??= createRoot(element)
    root.render(createElement(ModalRoot, { shell }))
  })
  const attach = () => document.body.append(element)
  if (document.body === null) document.addEventListener("DOMContentLoaded", attach, { once: true })
  else attach()
  return () => {
    stopWaiting()
    document.removeEventListener("DOMContentLoaded", attach)
    root?.unmount()
    element.remove()
  }
}

/**
 * `createAppKit` in a page: the instance that runs (see `createAppKit`). Called again for the same
 * project (a hot module update runs the host's module again), the new instance replaces the one
 * made before, which is destroyed (unmounted, its runtime stopped), so one modal stays live. A
 * page with modals of several projects keeps one of each.
 */
export const createAppKitInPage = (options: AppKitOptions): AppKitInstance => {
  const resolved = resolveOptions(options)
  // Its element and registration go at once; its runtime stops in the background.
  live.get(resolved.projectId)?.destroy().catch(() => undefined)
  const origin = pageOrigin()
  const system = systemThemeMode()
  const namespaces = new Set(resolved.networks.map((network) => network.chainNamespace))
  const restoring = storedNamespaces(namespaces, resolved.enableReconnect)
  // The returning visitor's account, shown from the first frame while it is restored.
  const paint = restoring.size > 0 ? paintStoredAccounts(readStoredAccounts(restoring, resolved.enableReconnect), resolved.networks) : paintNothing
  // A returning visitor is reconnected at start: its code starts loading now, beside the host's
  // first frame, rather than once that frame is drawn.
  if (restoring.size > 0) loadStartInstance().then(({ warmUpReconnection }) => warmUpReconnection(), () => undefined)
  const shell = makeInstanceShell({
    id: String(++created),
    options: resolved,
    initial: startState(resolved, system, restoring, paint),
    // What a server rendered: see createServerInstance.
    serverInitial: startState(resolved, undefined),
    load: (self) => loadStartInstance().then(({ startInstance }) => startInstance(self, { systemThemeMode: system, origin, restoring, paint }))
  })
  const inPage = typeof document !== "undefined" && !resolved.embedded && resolved.append
  const unmount = inPage ? mount(shell) : () => undefined
  const instance = makeInstance(shell, unmount, forgetter(resolved.projectId))
  attachHandle(instance, shell)
  live.set(resolved.projectId, instance)
  registerInstance(instance)
  attachAdapters(resolved.adapters, { instance, options: resolved })
  // A start that fails (its chunk did not load) is tried again by the next open.
  afterNextPaint(() => void shell.start().catch(() => undefined))
  return instance
}


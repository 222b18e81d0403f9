import { createElement } from "react"
import { createRoot } from "react-dom/client"
import type { Root } from "react-dom/client"
import type { ChainAdapter } from "../core/adapters/ChainAdapter.js"
import type { AppKitOptions } from "../core/config/AppKitOptions.js"
import { resolveOptions } from "../core/config/resolveOptions.js"
import type { ThemeMode } from "../core/services/Theme.js"
import type { AppKitInstance } from "./AppKitInstance.js"
import { createServerInstance } from "./createServerInstance.js"
import { registerInstance, unregisterInstance } from "./instances.js"
import { makeInstance } from "./makeInstance.js"
import { ModalRoot } from "./modal/ModalRoot.js"
import { attachHandle } from "./runtime/handles.js"
import { inBrowser } from "./runtime/inBrowser.js"
import type { InstanceShell } from "./runtime/InstanceShell.js"
import { makeInstanceShell } from "./runtime/InstanceShell.js"
import { startAfterFirstFrame } from "./runtime/startAfterFirstFrame.js"
import { startState } from "./runtime/startState.js"
import { hasStoredConnection } from "./runtime/hasStoredConnection.js"

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
const mount = (shell: InstanceShell): (() => void) => {
  const element = document.createElement(MODAL_ELEMENT)
  element.dataset["doorwayInstance"] = shell.id
  let root: Root | undefined
  const attach = () => {
    document.body.append(element)
    root = createRoot(element)
    root.render(createElement(ModalRoot, { shell }))
  }
  if (document.body === null) document.addEventListener("DOMContentLoaded", attach, { once: true })
  else attach()
  return () => {
    document.removeEventListener("DOMContentLoaded", attach)
    root?.unmount()
    element.remove()
  }
}

/** `createAppKit` in a page: the instance that runs. */
const createInPage = (options: AppKitOptions): AppKitInstance => {
  const resolved = resolveOptions(options)
  const origin = pageOrigin()
  const system = systemThemeMode()
  const restoring = hasStoredConnection(resolved.enableReconnect)
  const shell = makeInstanceShell({
    id: String(++created),
    options: resolved,
    initial: startState(resolved, system, restoring),
    // What a server rendered: see createServerInstance.
    serverInitial: startState(resolved, undefined),
    load: (self) =>
      import("./runtime/startInstance.js").then(({ startInstance }) => startInstance(self, { systemThemeMode: system, origin, restoring }))
  })
  const inPage = typeof document !== "undefined" && !resolved.embedded && resolved.append
  const unmount = inPage ? mount(shell) : () => undefined
  const instance = makeInstance(shell, unmount, unregisterInstance)
  attachHandle(instance, shell)
  registerInstance(instance)
  // A start that fails (its chunk did not load) is tried again by the next open.
  startAfterFirstFrame(() => void shell.start().catch(() => undefined))
  return instance
}

/**
 * Creates a modal and returns at once, so the host's first render waits for nothing: the hooks and
 * getters read the state the instance starts with, computed from `options`. The instance's
 * runtime (its services, and the start-up program: option checks, wallet discovery, silent
 * reconnection, remote features, allowed origins) is a chunk of its own, loaded and started once
 * the host's first frame is drawn, or at once by `open()` and by an embedded modal. The modal is
 * mounted at the end of `body` unless `embedded` or `append: false` (then render `AppKitModal`).
 * Hooks without a provider use the instance created last.
 *
 * Outside a browser (a server rendering the host app) it makes an inactive instance that only
 * answers its start state: no request, timer, socket or mount (see `createServerInstance`). The
 * browser's own call makes the instance that runs, and React hydrates the server's markup with
 * the same start state before showing the browser's.
 */
export const createAppKit = <Adapter extends ChainAdapter = ChainAdapter>(options: AppKitOptions<Adapter>): AppKitInstance =>
  inBrowser() ? createInPage(options) : createServerInstance(options)

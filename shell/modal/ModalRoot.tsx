import { useEffect, useReducer, useSyncExternalStore } from "react"
import { useShellState } from "../hooks/useShellState.js"
import type { InstanceShell } from "../runtime/InstanceShell.js"
import { StartFailedAlert } from "./StartFailedAlert.js"

const notRunning = () => undefined

/**
 * What loads at page start: a watcher of the modal's open state. The modal is a chunk of its own
 * (`ModalParts`), loaded by `open()` (or a button's warm-up) once the runtime runs, or here when
 * the modal shows without it (a program opened it, or it is embedded: an embedded modal starts
 * the runtime and loads the modal at once).
 */
export const ModalRoot = ({ shell }: { readonly shell: InstanceShell }) => {
  // A server renders no modal: while React hydrates, neither does the page.
  const running = useSyncExternalStore(shell.onStart, shell.running, notRunning)
  const startError = useSyncExternalStore(shell.onStart, shell.startError, notRunning)
  const modal = useShellState(shell, "modal")
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const embedded = shell.options.embedded
  const visible = modal.open || embedded
  const parts = running?.modal.loaded()

  useEffect(() => {
    // A start that fails (its chunk did not load) is tried again by the next open.
    if (embedded) shell.start().catch(() => undefined)
  }, [embedded, shell])

  useEffect(() => {
    if (!visible || running === undefined || parts !== undefined) return
    let live = true
    // A chunk that fails to load is tried again by the next open.
    running.modal.preload().then(
      () => live && rerender(),
      () => undefined
    )
    return () => {
      live = false
    }
  }, [visible, running, parts])

  if (startError !== undefined) return <StartFailedAlert error={startError} localeOption={shell.options.locale} />
  if (running === undefined || parts === undefined) return null
  return <parts.ModalShow handle={running.handle} />
}

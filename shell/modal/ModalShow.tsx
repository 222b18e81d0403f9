import { Fiber } from "effect"
import { useEffect, useReducer } from "react"
import { fetchAnalyticsConfig } from "../../core/analytics/fetchAnalyticsConfig.js"
import { useSubscriptionRef } from "../hooks/useSubscriptionRef.js"
import type { AppHandle } from "../runtime/AppHandle.js"
import { HandleContext } from "../runtime/HandleContext.js"
import { loadable } from "../views/loadable.js"
import { preloadView } from "../views/registry.js"

const modalChunk = loadable(() => import("./Modal.js"))

/**
 * What loads at page start: a watcher of the modal's open state. The modal and its views are
 * chunks of their own, fetched the first time the modal opens, in parallel; the modal shows once
 * they are in, so its first frame has the whole view (an embedded modal loads them at once).
 */
export const ModalRoot = ({ handle }: { readonly handle: AppHandle }) => {
  const modal = useSubscriptionRef(handle.runtime, handle.state.modal.state)
  const history = useSubscriptionRef(handle.runtime, handle.state.router.history)
  const features = useSubscriptionRef(handle.runtime, handle.state.features.state)
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const embedded = handle.options.embedded
  const visible = modal.open || embedded
  const Modal = modalChunk.loaded()
  const view = history.at(-1)?.view ?? "Connect"

  // The project's analytics setting is asked when the modal mounts (WIRE §2.5).
  useEffect(() => {
    const fiber = handle.runtime.runFork(fetchAnalyticsConfig)
    return () => void handle.runtime.runFork(Fiber.interrupt(fiber))
  }, [handle.runtime])

  useEffect(() => {
    if (!visible || Modal !== undefined) return
    let live = true
    const show = () => live && rerender()
    // A view chunk that fails to load must not keep the modal shut: it shows its own fallback.
    Promise.all([modalChunk.preload(), preloadView(view, { options: handle.options, features }).catch(() => undefined)]).then(
      show,
      () => undefined // the modal chunk itself failed: the next open tries again
    )
    return () => {
      live = false
    }
  }, [visible, Modal, view, features, handle.options])

  if (!visible || Modal === undefined) return null
  return (
    <HandleContext value={handle}>
      <Modal embedded={embedded} />
    </HandleContext>
  )
}

import { useEffect, useReducer } from "react"
import { useSubscriptionRef } from "../hooks/useSubscriptionRef.js"
import type { AppHandle } from "../runtime/AppHandle.js"
import { HandleContext } from "../runtime/HandleContext.js"
import { preloadView } from "../views/registry.js"
import Modal from "./Modal.js"

/**
 * Shows the modal of a running instance while it is open (always when embedded). Part of the
 * modal's chunk. The first time, it waits for the view's chunk (and, for Connect, its sections'),
 * so the modal's first frame has the whole view.
 */
export const ModalShow = ({ handle }: { readonly handle: AppHandle }) => {
  const modal = useSubscriptionRef(handle.runtime, handle.state.modal.state)
  const history = useSubscriptionRef(handle.runtime, handle.state.router.history)
  const features = useSubscriptionRef(handle.runtime, handle.state.features.state)
  const [ready, markReady] = useReducer(() => true, false)
  const embedded = handle.options.embedded
  const visible = modal.open || embedded
  const view = history.at(-1)?.view ?? "Connect"

  useEffect(() => {
    if (!visible || ready) return
    let live = true
    // A view chunk that fails to load must not keep the modal shut: it shows its own fallback.
    preloadView(view, { options: handle.options, features })
      .catch(() => undefined)
      .then(() => live && markReady())
    return () => {
      live = false
    }
  }, [visible, ready, view, features, handle.options])

  if (!visible || !ready) return null
  return (
    <HandleContext value={handle}>
      <Modal embedded={embedded} />
    </HandleContext>
  )
}

import { lazy, Suspense } from "react"
import { useSubscriptionRef } from "../hooks/useSubscriptionRef.js"
import type { AppHandle } from "../runtime/AppHandle.js"
import { HandleContext } from "../runtime/HandleContext.js"

const Modal = lazy(() => import("./Modal.js"))

/**
 * What loads at page start: a watcher of the modal's open state. The modal and its views are
 * chunks of their own, fetched the first time the modal opens (an embedded modal shows at once).
 */
export const ModalRoot = ({ handle }: { readonly handle: AppHandle }) => {
  const modal = useSubscriptionRef(handle.runtime, handle.state.modal.state)
  const embedded = handle.options.embedded
  if (!modal.open && !embedded) return null
  return (
    <HandleContext value={handle}>
      <Suspense fallback={null}>
        <Modal embedded={embedded} />
      </Suspense>
    </HandleContext>
  )
}

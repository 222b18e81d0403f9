import { useStateRef } from "../hooks/useStateRef.js"
import { useHandle } from "../runtime/HandleContext.js"

/** The notification banner of the Alerts service; the core decides when it shows and hides. */
export const Snackbar = () => {
  const { runtime, state } = useHandle()
  const snackbar = useStateRef(runtime, state.alerts.snackbar)
  return (
    <div role="status" aria-live="polite">
      {snackbar.open ? (
        <div key={snackbar.id} className="doorway-snackbar" data-variant={snackbar.variant}>
          {snackbar.message}
        </div>
      ) : null}
    </div>
  )
}

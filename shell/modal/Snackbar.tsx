import { useStateRef } from "../hooks/useStateRef.js"
import { useHandle } from "../runtime/HandleContext.js"
import { useTexts } from "../i18n/TextsContext.js"
import { useMessageText } from "../i18n/useMessageText.js"

/**
 * The notification banner of the Alerts service; the core decides when it shows and hides. An
 * error's English text from the core shows in the modal's language.
 */
export const Snackbar = () => {
  const { runtime, state } = useHandle()
  const snackbar = useStateRef(runtime, state.alerts.snackbar)
  const message = useMessageText(snackbar.open ? snackbar.message : undefined, useTexts())
  return (
    <div role="status" aria-live="polite">
      {snackbar.open ? (
        <div key={snackbar.id} className="doorway-snackbar" data-variant={snackbar.variant}>
          {message}
        </div>
      ) : null}
    </div>
  )
}

import { closeAlert } from "../../core/alerts/closeAlert.js"
import { useStateRef } from "../hooks/useStateRef.js"
import { useHandle } from "../runtime/HandleContext.js"
import { useTexts } from "../i18n/TextsContext.js"
import { alertHintText } from "../i18n/alertHintText.js"
import { useMessageText } from "../i18n/useMessageText.js"

/**
 * The alert of the Alerts service, above the view, in the modal's language (the core writes its
 * English, SPEC §8); its close button runs the core's closeAlert.
 */
export const AlertBanner = () => {
  const { runtime, state } = useHandle()
  const alert = useStateRef(runtime, state.alerts.alert)
  const texts = useTexts()
  const message = useMessageText(alert.open ? alert.message : undefined, texts)
  if (!alert.open) return null
  return (
    <div className="doorway-alert" role="alert" data-variant={alert.variant}>
      <div className="doorway-alert-text">
        <p className="doorway-alert-title">{message}</p>
        {alert.description === undefined ? null : <p className="doorway-muted">{alertHintText(alert.description, texts)}</p>}
      </div>
      <button
        type="button"
        className="doorway-icon-button"
        aria-label={texts.text("alert.dismiss")}
        onClick={() => runtime.runFork(closeAlert)}
      >
        {"\u00d7"}
      </button>
    </div>
  )
}

import { closeAlert } from "../../core/alerts/closeAlert.js"
import { useStateRef } from "../hooks/useStateRef.js"
import { useHandle } from "../runtime/HandleContext.js"

/** The alert of the Alerts service, above the view; its close button runs the core's closeAlert. */
export const AlertBanner = () => {
  const { runtime, state } = useHandle()
  const alert = useStateRef(runtime, state.alerts.alert)
  if (!alert.open) return null
  return (
    <div className="doorway-alert" role="alert" data-variant={alert.variant}>
      <div className="doorway-alert-text">
        <p className="doorway-alert-title">{alert.message}</p>
        {alert.description === undefined ? null : <p className="doorway-muted">{alert.description}</p>}
      </div>
      <button
        type="button"
        className="doorway-icon-button"
        aria-label="Dismiss alert"
        onClick={() => runtime.runFork(closeAlert)}
      >
        {"\u00d7"}
      </button>
    </div>
  )
}

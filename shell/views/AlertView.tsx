import { closeAlert } from "../../core/alerts/closeAlert.js"
import { alertDescriptions } from "../../core/errors/catalogue.js"
import { useStateRef } from "../hooks/useStateRef.js"
import { useHandle } from "../runtime/HandleContext.js"
import { useTexts } from "../i18n/TextsContext.js"
import { alertHintText } from "../i18n/alertHintText.js"
import { useMessageText } from "../i18n/useMessageText.js"
import type { ViewProps } from "./ViewProps.js"

const describe = (tag: string | undefined): string | undefined =>
  tag !== undefined && tag in alertDescriptions ? alertDescriptions[tag as keyof typeof alertDescriptions] : undefined

/**
 * The Alert view: the current alert of the Alerts service at full size, with the developer hint
 * of the error it was opened for (route data `errorTag`) when the alert carries none.
 */
const AlertView = ({ data }: ViewProps) => {
  const { runtime, state } = useHandle()
  const alert = useStateRef(runtime, state.alerts.alert)
  const texts = useTexts()
  const message = useMessageText(alert.open ? alert.message : undefined, texts)
  const description = alert.description ?? describe(data?.errorTag)
  if (!alert.open) {
    return (
      <div className="doorway-empty">
        <p className="doorway-empty-title">{texts.text("alert.none")}</p>
        <p className="doorway-muted">{texts.text("alert.noneDetail")}</p>
      </div>
    )
  }
  return (
    <div className="doorway-empty" data-variant={alert.variant}>
      <p className="doorway-empty-title" role="alert">
        {message}
      </p>
      {description === undefined ? null : <p className="doorway-muted">{alertHintText(description, texts)}</p>}
      <button type="button" className="doorway-icon-button" aria-label={texts.text("alert.dismiss")} onClick={() => runtime.runFork(closeAlert)}>
        {"\u00d7"}
      </button>
    </div>
  )
}

export default AlertView

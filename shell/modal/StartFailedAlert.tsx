import { useState } from "react"
import { useButtonTexts } from "../buttons/useButtonTexts.js"
import { interpolate } from "../i18n/interpolate.js"
import type { InstanceStartTimeoutError } from "../runtime/InstanceStartTimeoutError.js"

/**
 * What the modal's element shows when the instance's start timed out: the modal's own code and
 * styles never loaded, so this stands alone, styled inline, in the language of the buttons (whose
 * texts are in page start). The next open tries the start again.
 */
export const StartFailedAlert = ({ error }: { readonly error: InstanceStartTimeoutError }) => {
  const [dismissed, setDismissed] = useState(false)
  const texts = useButtonTexts("AppKitModal")
  if (dismissed) return null
  return (
    <div
      role="alert"
      lang={texts.locale}
      dir={texts.dir}
      data-doorway-start-failed=""
      style={{
        position: "fixed",
        insetInline: 16,
        bottom: 16,
        zIndex: 999,
        display: "flex",
        gap: 12,
        alignItems: "center",
        maxWidth: 360,
        marginInline: "auto",
        padding: "12px 16px",
        borderRadius: 12,
        background: "#141414",
        color: "#ffffff",
        font: "14px system-ui, sans-serif"
      }}
    >
      <p style={{ margin: 0, flex: 1 }}>{interpolate(texts.startFailed, { seconds: error.timeoutMs / 1000 })}</p>
      <button type="button" aria-label={texts.dismissAlert} onClick={() => setDismissed(true)}>
        {"\u00d7"}
      </button>
    </div>
  )
}

import { useState } from "react"
import type { InstanceStartTimeoutError } from "../runtime/InstanceStartTimeoutError.js"

/**
 * What the modal's element shows when the instance's start timed out: the modal's own code and
 * styles never loaded, so this stands alone, styled inline. The next open tries the start again.
 */
export const StartFailedAlert = ({ error }: { readonly error: InstanceStartTimeoutError }) => {
  const [dismissed, setDismissed] = useState(false)
  if (dismissed) return null
  return (
    <div
      role="alert"
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
      <p style={{ margin: 0, flex: 1 }}>{`${error.message}. Try again.`}</p>
      <button type="button" aria-label="Dismiss alert" onClick={() => setDismissed(true)}>
        {"\u00d7"}
      </button>
    </div>
  )
}

import { useEffect, useState } from "react"
import type { LocaleCatalogue } from "../i18n/Catalogue.js"
import { START_FAILED_TEXTS } from "../i18n/en/startFailed.js"
import { interpolate } from "../i18n/interpolate.js"
import { loadCatalogue, loadedCatalogue } from "../i18n/loadCatalogue.js"
import { isRightToLeft } from "../i18n/locales.js"
import { useResolvedLocale } from "../i18n/useResolvedLocale.js"
import type { InstanceStartTimeoutError } from "../runtime/InstanceStartTimeoutError.js"

/**
 * What the modal's element shows when the instance's start timed out: the modal's own code and
 * styles never loaded, so this stands alone, styled inline. It speaks the instance's language once
 * that catalogue is in (it may be what failed to load), English until then. The next open tries
 * the start again.
 */
export const StartFailedAlert = ({ error, localeOption }: { readonly error: InstanceStartTimeoutError; readonly localeOption: string | undefined }) => {
  const [dismissed, setDismissed] = useState(false)
  const locale = useResolvedLocale(localeOption)
  const [catalogue, setCatalogue] = useState<LocaleCatalogue | undefined>(() => loadedCatalogue(locale))
  useEffect(() => {
    if (catalogue?.locale === locale) return
    let current = true
    loadCatalogue(locale).then(
      (loaded) => current && setCatalogue(loaded),
      () => undefined
    )
    return () => {
      current = false
    }
  }, [locale, catalogue])
  if (dismissed) return null
  const texts = catalogue?.locale === locale ? catalogue.texts : START_FAILED_TEXTS
  return (
    <div
      role="alert"
      lang={texts === START_FAILED_TEXTS ? "en" : locale}
      dir={texts !== START_FAILED_TEXTS && isRightToLeft(locale) ? "rtl" : "ltr"}
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
      <p style={{ margin: 0, flex: 1 }}>{interpolate(texts["start.failed"], { seconds: error.timeoutMs / 1000 })}</p>
      <button type="button" aria-label={texts["alert.dismiss"]} onClick={() => setDismissed(true)}>
        {"\u00d7"}
      </button>
    </div>
  )
}

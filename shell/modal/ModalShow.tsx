import { useEffect, useMemo, useReducer, useRef } from "react"
import { useStateRef } from "../hooks/useStateRef.js"
import type { AppHandle } from "../runtime/AppHandle.js"
import { HandleContext } from "../runtime/HandleContext.js"
import { preloadView } from "../views/preloadView.js"
import { loadedModalTexts, loadModalTexts } from "../i18n/loadCatalogue.js"
import { browserLanguage, resolveLocale } from "../i18n/resolveLocale.js"
import { TextsContext } from "../i18n/TextsContext.js"
import { makeTranslator } from "../i18n/Translator.js"
import Modal from "./Modal.js"
import { viewIsLoaded } from "./viewIsLoaded.js"

/**
 * Shows the modal of a running instance while it is open (always when embedded). Part of the
 * modal's chunk. The modal first shows once its view's chunk is in (`open()` loads it before
 * opening), so its first frame has the whole view; later views load behind their own fallback.
 * Its language's catalogue loads beside the modal's chunk (`withLocaleCatalogue`); should it
 * fail, the modal speaks English, whose catalogue then loads; without either it shows nothing.
 */
export const ModalShow = ({ handle }: { readonly handle: AppHandle }) => {
  const modal = useStateRef(handle.runtime, handle.state.modal.state)
  const history = useStateRef(handle.runtime, handle.state.router.history)
  const features = useStateRef(handle.runtime, handle.state.features.state)
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const shown = useRef(false)
  const embedded = handle.options.embedded
  const visible = modal.open || embedded
  const view = history.at(-1)?.view ?? "Connect"
  const locale = useMemo(() => resolveLocale(handle.options.locale, browserLanguage()), [handle.options.locale])
  const catalogue = loadedModalTexts(locale)
  const texts = useMemo(() => (catalogue === undefined ? undefined : makeTranslator(catalogue)), [catalogue])
  if (visible && !shown.current && catalogue !== undefined && viewIsLoaded(view, { options: handle.options, features })) shown.current = true
  const ready = shown.current

  useEffect(() => {
    if (!visible || ready) return
    let live = true
    // A view chunk that fails to load must not keep the modal shut: it shows its own fallback.
    Promise.all([preloadView(view, { options: handle.options, features }).catch(() => undefined), loadModalTexts(locale).catch(() => undefined)])
      .then(() => {
        if (!live) return
        shown.current = true
        rerender()
      })
    return () => {
      live = false
    }
  }, [visible, ready, view, features, handle.options, locale])

  if (!visible || !ready || texts === undefined) return null
  return (
    <HandleContext value={handle}>
      <TextsContext value={texts}>
        <Modal embedded={embedded} />
      </TextsContext>
    </HandleContext>
  )
}

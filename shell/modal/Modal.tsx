import { useEffect } from "react"
import type { MouseEvent } from "react"
import { closeModal } from "../../core/router/closeModal.js"
import { goBack } from "../../core/router/goBack.js"
import { useStateRef } from "../hooks/useStateRef.js"
import { useHandle } from "../runtime/HandleContext.js"
import { Loaded } from "../views/Loaded.js"
import { viewFor } from "../views/registeredViews.js"
import { AlertBanner } from "./AlertBanner.js"
import { FocusTrap } from "./FocusTrap.js"
import { ModalBody } from "./ModalBody.js"
import { ModalHeader } from "./ModalHeader.js"
import { Snackbar } from "./Snackbar.js"
import { useThemeStyle } from "./useThemeStyle.js"
import { useTexts } from "../i18n/TextsContext.js"
import { viewTitle } from "../i18n/viewTitle.js"

/**
 * The modal itself, its own chunk: loaded the first time the modal opens. An overlay dialog, or
 * an inline card when embedded. It renders state and forks core programs; it holds none.
 */
const Modal = ({ embedded }: { readonly embedded: boolean }) => {
  const handle = useHandle()
  const texts = useTexts()
  const { runtime, state } = handle
  const history = useStateRef(runtime, state.router.history)
  const theme = useStateRef(runtime, state.theme.state)
  useThemeStyle(handle.id, theme, handle.options.nonce)

  const entry = history.at(-1) ?? { view: "Connect" as const, data: undefined }
  const view = viewFor(entry.view)
  const titleId = `doorway-title-${handle.id}`
  // A blocked close (required sign-in) is the core's decision; the modal simply stays open.
  const close = () => runtime.runFork(closeModal)
  const back = () => runtime.runFork(goBack)

  useEffect(() => {
    if (embedded) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) {
        event.preventDefault()
        runtime.runFork(closeModal)
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [embedded, runtime])

  const View = view?.component
  const card = (
    <div className="doorway-card" data-embedded={embedded ? "" : undefined}>
      <ModalHeader
        titleId={titleId}
        title={viewTitle(entry.view, view, texts)}
        canGoBack={history.length > 1}
        onBack={back}
        onClose={close}
      />
      <AlertBanner />
      <ModalBody>
        {/* Only views the modal has are opened (see openView), so an entry always has one. */}
        {View === undefined ? null : (
          <div key={`${history.length}:${entry.view}`} className="doorway-view" data-view={entry.view}>
            <Loaded
              loadable={View}
              props={{ data: entry.data }}
              fallback={<div className="doorway-loading" aria-busy="true">{texts.text("modal.loading")}</div>}
            />
          </div>
        )}
      </ModalBody>
      <Snackbar />
    </div>
  )

  if (embedded) {
    return (
      <section data-doorway={handle.id} aria-labelledby={titleId} lang={texts.locale} dir={texts.dir}>
        {card}
      </section>
    )
  }

  const onOverlay = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) close()
  }
  return (
    <div data-doorway={handle.id} lang={texts.locale} dir={texts.dir}>
      <div className="doorway-overlay" onMouseDown={onOverlay}>
        <FocusTrap role="dialog" aria-modal="true" aria-labelledby={titleId}>
          {card}
        </FocusTrap>
      </div>
    </div>
  )
}

export default Modal

// The loaders of the built-in views live in this chunk (see builtInViews.ts).
export { builtInSections, builtInViews } from "../views/builtInViews.js"

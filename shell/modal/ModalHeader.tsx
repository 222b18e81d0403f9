import { useTexts } from "../i18n/TextsContext.js"

interface ModalHeaderProps {
  readonly titleId: string
  readonly title: string
  readonly canGoBack: boolean
  readonly onBack: () => void
  readonly onClose: () => void
}

/**
 * Back button, the view's title (animated on change) and the close button. A plain block, not a
 * `<header>`: outside any sectioning element that would be a second banner landmark beside the
 * host page's own header. The back arrow turns round in a right-to-left language.
 */
export const ModalHeader = ({ titleId, title, canGoBack, onBack, onClose }: ModalHeaderProps) => {
  const texts = useTexts()
  return (
    <div className="doorway-header">
      <button type="button" className="doorway-icon-button" aria-label={texts.text("modal.back")} hidden={!canGoBack} onClick={onBack}>
        <span className="doorway-mirror" style={{ display: "inline-block" }} aria-hidden="true">
          {"\u2190"}
        </span>
      </button>
      <h2 key={title} id={titleId} className="doorway-title">
        {title}
      </h2>
      <button type="button" className="doorway-icon-button" aria-label={texts.text("modal.close")} onClick={onClose}>
        {"\u00d7"}
      </button>
    </div>
  )
}

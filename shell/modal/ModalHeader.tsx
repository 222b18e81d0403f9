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
 * host page's own header.
 */
export const ModalHeader = ({ titleId, title, canGoBack, onBack, onClose }: ModalHeaderProps) => (
  <div className="doorway-header">
    <button type="button" className="doorway-icon-button" aria-label="Back" hidden={!canGoBack} onClick={onBack}>
      {"\u2190"}
    </button>
    <h2 key={title} id={titleId} className="doorway-title">
      {title}
    </h2>
    <button type="button" className="doorway-icon-button" aria-label="Close" onClick={onClose}>
      {"\u00d7"}
    </button>
  </div>
)

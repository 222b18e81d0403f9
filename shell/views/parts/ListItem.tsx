import type { ReactNode } from "react"
import { WalletImage } from "./WalletImage.js"

interface ListItemProps {
  readonly name: string
  readonly image: string | undefined
  /** Drawn in place of the image (an icon of the modal's own). */
  readonly icon?: ReactNode
  /** A second line under the name. */
  readonly note?: string | undefined
  /** A short label at the end of the row ("Installed", "Recent", a count). */
  readonly tag?: string | undefined
  readonly tagVariant?: "success" | "accent" | undefined
  readonly onClick?: (() => void) | undefined
  /** The press, before its click: work the click will need can start then. */
  readonly onPointerDown?: (() => void) | undefined
  /** The pointer comes over the row: a click may follow. */
  readonly onPointerEnter?: (() => void) | undefined
  readonly disabled?: boolean
  readonly current?: boolean
  /** Extra content at the end of the row (buttons of a connection). */
  readonly trailing?: ReactNode
  readonly testId?: string | undefined
}

/** One row of a wallet or network list: image, name, an optional note and tag. */
export const ListItem = ({ name, image, icon, note, tag, tagVariant, onClick, onPointerDown, onPointerEnter, disabled, current, trailing, testId }: ListItemProps) => {
  const content = (
    <>
      {icon ?? <WalletImage src={image} name={name} />}
      <span className="doorway-list-text">
        <span className="doorway-list-name">{name}</span>
        {note === undefined ? null : <span className="doorway-list-note">{note}</span>}
      </span>
      {tag === undefined ? null : (
        <span className="doorway-tag" data-variant={tagVariant}>
          {tag}
        </span>
      )}
    </>
  )
  if (trailing !== undefined) {
    return (
      <div className="doorway-list-item" data-testid={testId} aria-current={current ? true : undefined}>
        {content}
        {trailing}
      </div>
    )
  }
  return (
    <button
      type="button"
      className="doorway-list-item"
      data-testid={testId}
      aria-current={current ? true : undefined}
      disabled={disabled}
      onClick={onClick}
      onPointerDown={onPointerDown}
      onPointerEnter={onPointerEnter}
    >
      {content}
    </button>
  )
}

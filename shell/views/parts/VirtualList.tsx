import { useEffect, useRef, useState } from "react"
import type { ReactNode } from "react"
import type { RowRange } from "../../../core/catalogue/allWalletsRows.js"

interface VirtualListProps {
  readonly count: number
  /** Height of a row plus the gap below it, in pixels; every row has this height. */
  readonly rowHeight: number
  /** Height of the scrolling box, in pixels. */
  readonly height: number
  /** Rows rendered beyond each edge of the view, so a scroll never shows a blank. */
  readonly overscan?: number
  /** Called when the rendered rows come within `nearEnd` rows of the last one. */
  readonly onNearEnd?: () => void
  readonly nearEnd?: number
  readonly label: string
  /** When this changes (another list in the same box), the box scrolls back to the top. */
  readonly scrollKey?: string
  /** Renders row `index`; `visible` is the range of rows inside the box right now. */
  readonly renderRow: (index: number, visible: RowRange) => ReactNode
}

/** The rows in the box at `scrollTop`, and the rows to render around them. */
export const windowOf = (
  scrollTop: number,
  props: Pick<VirtualListProps, "count" | "rowHeight" | "height" | "overscan">
): { readonly visible: RowRange; readonly rendered: RowRange } => {
  const overscan = props.overscan ?? 6
  // A list that just got shorter may still carry the old offset: the box shows its end then.
  const top = Math.min(Math.max(0, scrollTop), Math.max(0, props.count * props.rowHeight - props.height))
  const start = Math.min(props.count, Math.floor(top / props.rowHeight))
  const end = Math.min(props.count, Math.ceil((top + props.height) / props.rowHeight))
  return {
    visible: { start, end },
    rendered: { start: Math.max(0, start - overscan), end: Math.min(props.count, end + overscan) }
  }
}

/**
 * A list that keeps only the rows near the scroll position in the document: every row has the
 * same height, so the row at any offset is known without measuring. A list of 500 wallets puts
 * a few dozen rows in the DOM.
 */
export const VirtualList = (props: VirtualListProps) => {
  const { count, rowHeight, height, onNearEnd, nearEnd = 10, label, renderRow, scrollKey } = props
  const box = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const { visible, rendered } = windowOf(scrollTop, props)

  useEffect(() => {
    if (box.current !== null) box.current.scrollTop = 0
    setScrollTop(0)
  }, [scrollKey])

  useEffect(() => {
    if (onNearEnd !== undefined && rendered.end >= count - nearEnd) onNearEnd()
  }, [onNearEnd, rendered.end, count, nearEnd])

  const rows: Array<ReactNode> = []
  for (let index = rendered.start; index < rendered.end; index++) {
    rows.push(
      <div
        key={index}
        role="listitem"
        aria-setsize={count}
        aria-posinset={index + 1}
        style={{ position: "absolute", top: index * rowHeight, insetInline: 0, height: rowHeight }}
      >
        {renderRow(index, visible)}
      </div>
    )
  }
  return (
    <div
      ref={box}
      className="doorway-scroll"
      style={{ height }}
      tabIndex={-1}
      data-testid="virtual-list"
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div role="list" aria-label={label} style={{ position: "relative", height: count * rowHeight }}>
        {rows}
      </div>
    </div>
  )
}

import { useEffect, useRef } from "react"
import type { HTMLAttributes, KeyboardEvent, ReactNode } from "react"
import { afterNextPaint } from "../runtime/afterNextPaint.js"

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "[tabindex]:not([tabindex='-1'])",
  "[contenteditable=true]"
].join(",")

const isReachable = (element: HTMLElement): boolean => !element.hasAttribute("hidden") && element.getClientRects().length > 0

/** The elements Tab can reach inside `container`, in document order. */
export const focusableIn = (container: HTMLElement): Array<HTMLElement> => [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isReachable)

/**
 * The first element Tab can reach inside `container`, else the container: where focus goes when
 * the modal opens. Only the elements before it are measured, not a whole wallet list.
 */
const firstFocusableIn = (container: HTMLElement): HTMLElement => [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].find(isReachable) ?? container

/**
 * An element outside the trap that still counts as inside: the secure wallet frame, shown over
 * the modal for an approval (WIRE §4.1), which lives at the end of the body.
 */
const isCompanion = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest("[data-doorway-companion]") !== null

type FocusTrapProps = HTMLAttributes<HTMLDivElement> & { readonly children: ReactNode }

/**
 * Keeps keyboard focus inside its children (and companions) while mounted: focus moves in once
 * the first frame is drawn (finding where lays the new view out, which would hold that frame
 * back), Tab and Shift+Tab wrap around, focus that lands outside is pulled back, focus lost with
 * the element that held it (a view replaced by the next one) goes to the container, so the next
 * Tab starts in the new view, and the element that had focus before gets it back on unmount.
 */
export const FocusTrap = ({ children, onKeyDown, ...rest }: FocusTrapProps) => {
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = container.current
    if (element === null) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const cancelFocus = afterNextPaint(() => {
      // An element inside that took focus meanwhile (the visitor clicked it) keeps it; the
      // container itself (given focus by a change of the view) passes it on.
      const active = document.activeElement
      if (active === element || !element.contains(active)) firstFocusableIn(element).focus()
    })
    const pullBack = (event: FocusEvent) => {
      if (event.target instanceof Node && !element.contains(event.target) && !isCompanion(event.target)) firstFocusableIn(element).focus()
    }
    document.addEventListener("focusin", pullBack)
    // A removed element loses focus without any focus event; only a DOM change can tell.
    const regain = new MutationObserver(() => {
      if (!element.contains(document.activeElement) && !isCompanion(document.activeElement)) element.focus({ preventScroll: true })
    })
    regain.observe(element, { childList: true, subtree: true })
    return () => {
      cancelFocus()
      regain.disconnect()
      document.removeEventListener("focusin", pullBack)
      if (previous?.isConnected) previous.focus()
    }
  }, [])

  const wrapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event)
    const element = container.current
    if (event.defaultPrevented || event.key !== "Tab" || element === null) return
    const focusable = focusableIn(element)
    const first = focusable[0]
    const last = focusable.at(-1)
    if (first === undefined || last === undefined) {
      event.preventDefault()
      return
    }
    const active = document.activeElement
    if (event.shiftKey && (active === first || !element.contains(active))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !element.contains(active))) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div ref={container} tabIndex={-1} onKeyDown={wrapTab} {...rest}>
      {children}
    </div>
  )
}

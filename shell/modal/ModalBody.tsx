import { useLayoutEffect, useRef, useState } from "react"
import type { ReactNode } from "react"

/**
 * Animates the modal's height between views: the outer box follows the measured height of its
 * content, and the CSS transition (SPEC §9 modal height) does the rest.
 */
export const ModalBody = ({ children }: { readonly children: ReactNode }) => {
  const inner = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number | undefined>(undefined)

  useLayoutEffect(() => {
    const element = inner.current
    if (element === null || typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <div className="doorway-body" style={height === undefined ? undefined : { height }}>
      <div ref={inner}>{children}</div>
    </div>
  )
}

import { Effect } from "effect"
import { useEffect, useRef } from "react"
import type { FramePlacement, SecureFrame } from "../../../core/services/SecureFrame.js"
import { WalletConnections } from "../../../core/services/WalletConnections.js"
import { useTexts } from "../../i18n/TextsContext.js"
import { useHandle } from "../../runtime/HandleContext.js"
import type { ViewProps } from "../ViewProps.js"

/** Tall enough for the frame's request, its fields and its two buttons. */
const FRAME_HEIGHT_PX = 400

const placementOf = (element: HTMLElement): FramePlacement => {
  const box = element.getBoundingClientRect()
  return { top: box.top, left: box.left, width: box.width, height: box.height }
}

/**
 * ApproveTransaction (SPEC §2, §4): the embedded wallet's request is approved inside its secure
 * frame, on the wallet's own origin, where no script of this page can reach. The view keeps a
 * box in the modal and lays the frame over it while shown, following the box wherever it
 * moves; leaving the view hides the frame. core/embedded/followApprovals decides
 * when the view shows and what leaving it means.
 */
const ApproveTransactionView = (_props: ViewProps) => {
  const { runtime } = useHandle()
  const texts = useTexts()
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = box.current
    if (element === null) return
    const withFrame = (use: (frame: SecureFrame["Type"]) => Effect.Effect<void>) =>
      runtime.runFork(Effect.flatMap(WalletConnections, (connections) => Effect.flatMap(connections.secureFrame, use)).pipe(Effect.ignore))
    // The box moves without resizing (the view's entrance, the page scrolling): it is measured
    // each frame, and the frame moved only when the box has moved.
    let last = ""
    let next = requestAnimationFrame(function follow() {
      const placement = placementOf(element)
      const key = JSON.stringify(placement)
      if (key !== last) {
        last = key
        withFrame((frame) => frame.show(placement))
      }
      next = requestAnimationFrame(follow)
    })
    return () => {
      cancelAnimationFrame(next)
      withFrame((frame) => frame.hide)
    }
  }, [runtime])

  return (
    <div ref={box} className="doorway-stack" data-testid="approve-transaction" style={{ height: FRAME_HEIGHT_PX }}>
      <p className="doorway-muted">{texts.text("embedded.openingSecureWallet")}</p>
    </div>
  )
}

export default ApproveTransactionView

import { Effect } from "effect"
import { useEffect } from "react"
import { onFirstUse } from "../../../layers/onFirstUse.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { atIdle } from "./atIdle.js"

const originCheck = onFirstUse(() => import("../../../core/config/checkAllowedOrigins.js"), "checkAllowedOrigins")

/** The instances whose page origin was checked: once each, whichever login section showed first. */
const originChecked = new WeakSet<object>()

/**
 * Once a login section (email, social) has shown, the page's origin is checked against the
 * project's allowed origins (SPEC §4; at start only for a visitor who logged in before, see
 * `initialize`), at idle: the check's chunk and request must not hold the modal's first frames.
 */
export const useOriginCheck = (): void => {
  const { runtime } = useHandle()
  useEffect(() => {
    if (originChecked.has(runtime) || typeof location === "undefined") return
    originChecked.add(runtime)
    const origin = location.origin
    atIdle(() => {
      if (!runtime.isDisposed()) runtime.runFork(Effect.flatMap(originCheck, ({ checkAllowedOrigins }) => checkAllowedOrigins(origin)))
    })
  }, [runtime])
}

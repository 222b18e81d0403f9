import { useMemo } from "react"
import type { Context } from "effect"
import type { AppServices } from "../../../layers/AppLive.js"
import { useHandle } from "../../runtime/HandleContext.js"

/**
 * A service of the modal's instance (its state refs live as long as the runtime), looked up once
 * per runtime. Views read state from it; they change it only by forking core programs.
 */
export const useService = <I extends AppServices, S>(tag: Context.Tag<I, S>): S => {
  const { runtime } = useHandle()
  return useMemo(() => runtime.runSync(tag), [runtime, tag])
}

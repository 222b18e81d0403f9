import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import { useStateRef } from "../../hooks/useStateRef.js"
import type { AppHandle } from "../../runtime/AppHandle.js"

/**
 * The chain family Connect was opened for (`open({ namespace })`), read from the Connect entry of
 * the navigation history, so the views it opens (All Wallets, the wallets behind "Continue with a
 * wallet") keep to it; none when Connect lists every family.
 */
export const useConnectNamespace = ({ runtime, state }: Pick<AppHandle, "runtime" | "state">): ChainNamespace | undefined => {
  const history = useStateRef(runtime, state.router.history)
  return history.filter((entry) => entry.view === "Connect").at(-1)?.data?.namespace
}

import { useMemo } from "react"
import type { ConnectedWalletInfo } from "../../schemas/Account.js"
import { namespaceState, walletInfo } from "../runtime/selectors.js"
import { useInstanceHandle } from "./useInstanceHandle.js"
import { useSubscriptionRef } from "./useSubscriptionRef.js"

export interface UseWalletInfoReturn {
  readonly walletInfo: ConnectedWalletInfo | undefined
}

/** What the connected wallet of the active namespace says about itself (name, icon). */
export const useWalletInfo = (): UseWalletInfoReturn => {
  const { handle } = useInstanceHandle("useWalletInfo")
  const chains = useSubscriptionRef(handle.runtime, handle.state.chains.chains)
  const active = useSubscriptionRef(handle.runtime, handle.state.chains.activeNamespace)
  return useMemo(() => ({ walletInfo: walletInfo(namespaceState(chains, active)) }), [chains, active])
}

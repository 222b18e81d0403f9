import { useMemo } from "react"
import type { ConnectedWalletInfo } from "../../schemas/Account.js"
import { Connectors } from "../../core/services/Connectors.js"
import { namespaceState, walletInfo } from "../runtime/selectors.js"
import { useInstanceHandle } from "./useInstanceHandle.js"
import { useSubscriptionRef } from "./useSubscriptionRef.js"

export interface UseWalletInfoReturn {
  readonly walletInfo: ConnectedWalletInfo | undefined
}

/**
 * What the connected wallet of the active namespace says about itself (name, icon), else the
 * name and icon of the connector it connected through.
 */
export const useWalletInfo = (): UseWalletInfoReturn => {
  const { handle } = useInstanceHandle("useWalletInfo")
  const chains = useSubscriptionRef(handle.runtime, handle.state.chains.chains)
  const active = useSubscriptionRef(handle.runtime, handle.state.chains.activeNamespace)
  const connectorsRef = useMemo(() => handle.runtime.runSync(Connectors).state, [handle])
  const connectors = useSubscriptionRef(handle.runtime, connectorsRef)
  return useMemo(() => ({ walletInfo: walletInfo(namespaceState(chains, active), connectors) }), [chains, active, connectors])
}

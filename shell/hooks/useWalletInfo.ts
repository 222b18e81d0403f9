import { useMemo } from "react"
import type { ConnectedWalletInfo } from "../../schemas/Account.js"
import { namespaceState, walletInfo } from "../runtime/selectors.js"
import { useInstanceHandle } from "./useInstanceHandle.js"
import { useShellState } from "./useShellState.js"

export interface UseWalletInfoReturn {
  readonly walletInfo: ConnectedWalletInfo | undefined
}

/**
 * What the connected wallet of the active namespace says about itself (name, icon), else the
 * name and icon of the connector it connected through.
 */
export const useWalletInfo = (): UseWalletInfoReturn => {
  const { shell } = useInstanceHandle("useWalletInfo")
  const chains = useShellState(shell, "chains")
  const active = useShellState(shell, "activeNamespace")
  const connectors = useShellState(shell, "connectors")
  return useMemo(() => ({ walletInfo: walletInfo(namespaceState(chains, active), connectors) }), [chains, active, connectors])
}

import { useMemo } from "react"
import type { Network } from "../../schemas/Network.js"
import type { NetworkInfo } from "../runtime/selectors.js"
import { namespaceState, networkInfo } from "../runtime/selectors.js"
import { useInstanceHandle } from "./useInstanceHandle.js"
import { useShellState } from "./useShellState.js"

export interface UseAppKitNetworkReturn extends NetworkInfo {
  readonly switchNetwork: (network: Network) => Promise<void>
}

/** The active network (object, CAIP-2 id, chain id) and the switch to another configured one. */
export const useAppKitNetwork = (): UseAppKitNetworkReturn => {
  const { instance, shell } = useInstanceHandle("useAppKitNetwork")
  const chains = useShellState(shell, "chains")
  const active = useShellState(shell, "activeNamespace")
  return useMemo(
    () => ({ ...networkInfo(namespaceState(chains, active)), switchNetwork: instance.switchNetwork }),
    [chains, active, instance]
  )
}

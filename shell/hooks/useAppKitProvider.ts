import { useMemo } from "react"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Connector } from "../../schemas/Connector.js"
import { walletProvider } from "../runtime/selectors.js"
import { useInstanceHandle } from "./useInstanceHandle.js"
import { useShellState } from "./useShellState.js"

export interface UseAppKitProviderReturn<T> {
  /** The connected wallet's provider for the namespace (an EIP-1193 provider on eip155). */
  readonly walletProvider: T | undefined
  /** The kind of connector it came from (ANNOUNCED, INJECTED, …). */
  readonly walletProviderType: Connector["type"] | undefined
}

/**
 * The wallet provider of a namespace: the provider of the connector the namespace is connected
 * through. Both fields are `undefined` while the namespace is not connected.
 */
export const useAppKitProvider = <T = unknown>(namespace: ChainNamespace): UseAppKitProviderReturn<T> => {
  const { shell } = useInstanceHandle("useAppKitProvider")
  const connectors = useShellState(shell, "connectors")
  return useMemo(() => walletProvider(connectors, namespace) as UseAppKitProviderReturn<T>, [connectors, namespace])
}

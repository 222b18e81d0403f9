import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { useInstanceHandle } from "./useInstanceHandle.js"

export interface UseAppKitProviderReturn<T> {
  /** The connected wallet's provider for the namespace (an EIP-1193 provider on eip155). */
  readonly walletProvider: T | undefined
  readonly walletProviderType: string | undefined
}

/**
 * The wallet provider of a namespace. Providers come from wallet connectors, which register with
 * the modal when their feature is built in; until a connected wallet supplies one, both fields
 * are `undefined`, as they are while nothing is connected.
 */
export const useAppKitProvider = <T = unknown>(_namespace: ChainNamespace): UseAppKitProviderReturn<T> => {
  useInstanceHandle("useAppKitProvider")
  return { walletProvider: undefined, walletProviderType: undefined }
}

import { getAddress, type Address } from "viem"
import type { AppKitInstance } from "../shell/AppKitInstance.js"

/** The modal's EVM connection as wagmi sees it. */
export interface EvmConnection {
  readonly accounts: readonly [Address]
  readonly chainId: number
}

/**
 * The modal's EVM connection, once its wallet granted it: none while a stored one is still being
 * restored (shown, but not yet confirmed by the wallet), so wagmi never reports an account the
 * wallet has not granted.
 */
export const evmConnectionOf = (instance: AppKitInstance): EvmConnection | undefined => {
  const account = instance.getAccount("eip155")
  const network = instance.getCaipNetwork("eip155")
  if (!account.isConnected || account.address === undefined || network === undefined) return undefined
  return { accounts: [getAddress(account.address)], chainId: Number(network.id) }
}

/** The EVM network the modal is on, connected or not. */
export const evmChainIdOf = (instance: AppKitInstance): number | undefined => {
  const network = instance.getCaipNetwork("eip155")
  return network === undefined ? undefined : Number(network.id)
}

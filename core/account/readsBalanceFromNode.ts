import type { Network } from "../../schemas/Network.js"

/**
 * Whether the balance of `network`'s currency is read from its node (SPEC §5): an EVM mainnet's
 * is; a testnet's shows 0.00, and another chain family's is not known.
 */
export const readsBalanceFromNode = (network: Network): boolean => network.chainNamespace === "eip155" && network.testnet !== true

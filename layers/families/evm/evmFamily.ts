/**
 * The EVM family (namespace eip155) as the core's programs ask for it: hex addresses compared
 * without regard to letter case (EIP-55 mixes it), balances and `personal_sign` through the
 * instance's EVM adapter.
 */
import { isAddress } from "viem"
import type { ChainFamily } from "../../../core/services/ChainFamily.js"
import type { EvmWallet } from "../../../core/services/EvmWallet.js"

export const makeEvmFamily = (evm: EvmWallet["Type"]): ChainFamily => ({
  namespace: "eip155",
  isAddress: (text) => isAddress(text, { strict: false }),
  sameAddress: (a, b) => a.toLowerCase() === b.toLowerCase(),
  getBalance: evm.getBalance,
  signMessage: evm.personalSign
})

/**
 * The EVM family (namespace eip155) as the core's programs ask for it: hex addresses compared
 * without regard to letter case (EIP-55 mixes it), balances and `personal_sign` through the
 * instance's EVM adapter, sends through the wallet and the network's node.
 */
import type { ChainFamily } from "../../../core/services/ChainFamily.js"
import type { EvmWallet } from "../../../core/services/EvmWallet.js"
import type { RpcTransport } from "../../../core/services/RpcTransport.js"
import { makeEvmTransfers } from "./evmTransfers.js"

/** 20 bytes in hex: the checksum (EIP-55) is the wallet's to check, not worth a hash here. */
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

export const makeEvmFamily = (evm: EvmWallet["Type"], rpc: RpcTransport["Type"]): ChainFamily => ({
  namespace: "eip155",
  isAddress: (text) => EVM_ADDRESS.test(text),
  sameAddress: (a, b) => a.toLowerCase() === b.toLowerCase(),
  getBalance: evm.getBalance,
  signMessage: evm.personalSign,
  transfers: makeEvmTransfers(evm, rpc)
})

import type { TransactionParameters } from "../evm/sendTransaction.js"
import { encodeTransfer } from "./encodeTransfer.js"
import { ERC20_TRANSFER_ABI, USDT_TRANSFER_ABI } from "./transferAbis.js"
import { isUsdtAddress } from "./usdtAddresses.js"
import type { Transfer } from "../services/FamilyTransfers.js"

/** The plain contract address of a CAIP-10 token address (`eip155:1:0xabc…` → `0xabc…`). */
export const plainTokenAddress = (caipAddress: string): string => caipAddress.slice(caipAddress.lastIndexOf(":") + 1)

/**
 * The EVM transaction of a send (SPEC §7 "Send"): the native token is a plain value transfer with
 * empty data; a token is its contract's `transfer(receiver, amount)`, with the no-return ABI for
 * Tether's addresses and the ERC-20 ABI otherwise.
 */
export const evmSendTransaction = (transfer: Transfer): TransactionParameters => {
  if (transfer.token === undefined) return { to: transfer.to, value: transfer.amount, data: "0x" }
  const contract = plainTokenAddress(transfer.token)
  const abi = isUsdtAddress(contract) ? USDT_TRANSFER_ABI : ERC20_TRANSFER_ABI
  return { to: contract, data: encodeTransfer(abi, transfer.to, transfer.amount) }
}

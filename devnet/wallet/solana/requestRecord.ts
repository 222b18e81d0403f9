import { base64 } from "@scure/base"
import type { WalletAccount } from "@wallet-standard/base"
import type { Eip1193RequestArguments } from "../devWallet.js"

/**
 * How the Solana half's requests enter the wallet's shared `requests()` list: `method` is the
 * feature's name and `params` plain JSON, so a page or a browser test can read them.
 */
export type RecordRequest = (request: Eip1193RequestArguments) => void

// As a wallet shows it to its user: a message as UTF-8 text, a transaction as its base64 bytes.
const text = new TextDecoder()

export const messageParams = (inputs: ReadonlyArray<{ readonly account: WalletAccount; readonly message: Uint8Array }>) =>
  inputs.map((input) => ({ account: input.account.address, message: text.decode(input.message) }))

export const transactionParams = (
  inputs: ReadonlyArray<{ readonly account: WalletAccount; readonly transaction: Uint8Array; readonly chain?: string }>
) =>
  inputs.map((input) => ({
    account: input.account.address,
    ...(input.chain === undefined ? {} : { chain: input.chain }),
    transaction: base64.encode(input.transaction)
  }))

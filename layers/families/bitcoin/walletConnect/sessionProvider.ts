/**
 * The Bitcoin provider over a WalletConnect session: the same provider an in-page wallet's
 * connection hands out (BitcoinProvider: BIP-322 `signMessage`, `signPsbt`), over the session's
 * Wallet Standard face, plus the two requests only the session has (the WalletConnect Bitcoin
 * RPC): `sendTransfer`, a payment the wallet builds, signs and sends, and `getAccountAddresses`.
 * Loaded with the first use of a session's Bitcoin namespace.
 */
import type { SessionRequester } from "../../../../core/services/FamilyOverSession.js"
import { makeBitcoinProvider, type BitcoinProvider } from "../BitcoinProvider.js"
import { AccountAddresses, decodeAnswer, SentTransfer, type AccountAddress } from "./sessionAnswers.js"
import { makeSessionWallet } from "./sessionWallet.js"

export type { AccountAddress } from "./sessionAnswers.js"

/** A payment: the amount in sats (a whole positive number), an optional OP_RETURN memo in hex. */
export interface BitcoinTransfer {
  readonly recipient: string
  readonly amount: bigint | string
  readonly memo?: string
}

export interface BitcoinSessionProvider extends BitcoinProvider {
  /** The txid of the payment the wallet made. */
  readonly sendTransfer: (transfer: BitcoinTransfer) => Promise<string>
  /** The account's addresses the wallet names, those of `intentions` ("payment", "ordinal") when given. */
  readonly getAccountAddresses: (intentions?: ReadonlyArray<string>) => Promise<ReadonlyArray<AccountAddress>>
}

/** JSON-RPC "Invalid params": a transfer refused before it reaches the wallet. */
const INVALID_PARAMS_CODE = -32602

const satsOf = (amount: bigint | string): string => {
  const text = typeof amount === "bigint" ? amount.toString() : amount
  if (!/^[1-9]\d*$/.test(text)) throw Object.assign(new Error(`${text} is not a whole positive number of sats`), { code: INVALID_PARAMS_CODE })
  return text
}

export const makeSessionBitcoinProvider = (session: SessionRequester): BitcoinSessionProvider => {
  const { wallet, account, learn } = makeSessionWallet(session)
  const ask = (method: string, params: unknown) => session.request(session.chain(), method, params)
  return {
    ...makeBitcoinProvider(wallet, account, () => session.chain() as `${string}:${string}`),
    sendTransfer: async ({ recipient, amount, memo }) => {
      const params = { account: session.address, recipientAddress: recipient, amount: satsOf(amount), ...(memo === undefined ? {} : { memo }) }
      return decodeAnswer(SentTransfer, "sendTransfer", await ask("sendTransfer", params)).txid
    },
    getAccountAddresses: async (intentions) => {
      const params = { account: session.address, ...(intentions === undefined ? {} : { intentions }) }
      const addresses = decodeAnswer(AccountAddresses, "getAccountAddresses", await ask("getAccountAddresses", params))
      learn(addresses)
      return addresses
    }
  }
}

import type { AccountState } from "../../schemas/Account.js"
import type { CaipAddress } from "../../schemas/Caip.js"

/** What the account view can say about the native balance. */
export type BalanceStatus =
  | { readonly _tag: "Known"; readonly balance: string; readonly symbol: string | undefined }
  /** Not read yet: the read is under way. */
  | { readonly _tag: "Loading" }
  /** The read failed (or the network has none): the balance is unknown, and no number is shown. */
  | { readonly _tag: "Unavailable" }

/**
 * The balance of a connected account as the view shows it: the balance read, else unavailable
 * when its read failed, else still loading. An unknown balance is never a number (SPEC §8 'Token
 * Balance Unavailable').
 */
export const balanceStatus = (account: AccountState, failures: ReadonlyMap<CaipAddress, number>): BalanceStatus => {
  if (account.balance !== undefined) return { _tag: "Known", balance: account.balance, symbol: account.balanceSymbol }
  if (account.caipAddress !== undefined && failures.has(account.caipAddress)) return { _tag: "Unavailable" }
  return { _tag: "Loading" }
}

import type { Network } from "../../schemas/Network.js"
import { formatBalance } from "./formatBalance.js"

/**
 * The native balance line of the account view: the balance to 2 decimals and its symbol (the
 * account's, else the network's currency). Only a balance that was read has a line: an unknown one
 * is never drawn as a number (see balanceStatus). (That a testnet shows 0.00 is the balance
 * fetch's rule: it answers 0.00 for testnets without asking the node.) With a `locale`, the
 * amount is written in that language's symbols.
 */
export const accountBalanceText = (
  balance: string,
  symbol: string | undefined,
  network: Network | undefined,
  locale?: string
): string => {
  const amount = formatBalance(balance, undefined, locale)
  const unit = symbol ?? network?.nativeCurrency.symbol
  return unit === undefined || unit === "" ? amount : `${amount} ${unit}`
}

import { formatUnits } from "../account/formatUnits.js"
import type { PendingTransaction } from "../services/PendingTransactions.js"
import type { SwapAccount } from "./swapAccount.js"
import type { ValidSwap } from "./validateSwap.js"

const transferOf = (token: ValidSwap["sourceToken"], amount: bigint, direction: "in" | "out") => ({
  fungible_info: { name: token.name, symbol: token.symbol, ...(token.logoUri === "" ? {} : { icon: { url: token.logoUri } }) },
  direction,
  quantity: { numeric: formatUnits(amount, token.decimals) }
})

/**
 * The Activity row of a swap just sent (SPEC §3 Transaction, status "pending"): a "trade" of the
 * amount paid out and the quoted amount in, dated `sentAt` (epoch ms), until the history's entry
 * replaces it.
 */
export const swapPendingTransaction = (
  account: SwapAccount,
  swap: ValidSwap,
  toAmount: bigint,
  target: string,
  hash: string,
  sentAt: number
): PendingTransaction => ({
  account: account.caipAddress,
  transaction: {
    id: `pending:${hash}`,
    metadata: {
      operationType: "trade",
      hash,
      chain: account.network.caipNetworkId,
      minedAt: new Date(sentAt).toISOString(),
      sentFrom: account.address,
      sentTo: target,
      status: "pending",
      nonce: 0
    },
    transfers: [transferOf(swap.sourceToken, swap.amount, "out"), transferOf(swap.toToken, toAmount, "in")]
  }
})

import type { CaipAddress } from "../../schemas/Caip.js"
import type { Network } from "../../schemas/Network.js"
import { formatUnits } from "../account/formatUnits.js"
import type { PendingTransaction } from "../services/PendingTransactions.js"

/** What was sent: the token (its symbol, name, icon and decimals), the amount in its smallest unit, to whom. */
export interface SentTransfer {
  readonly token: { readonly name: string; readonly symbol: string; readonly iconUrl: string; readonly quantity: { readonly decimals: string } }
  readonly amount: bigint
  readonly receiverAddress: string
}

/** Who sent it: the account (CAIP-10 and plain) and its network. */
export interface SentFrom {
  readonly caipAddress: CaipAddress
  readonly address: string
  readonly network: Network
}

/**
 * The Activity row of a transaction the modal just sent (SPEC §3 Transaction, status "pending"):
 * a "send" of the amount out of the account, dated `sentAt` (epoch ms) until the history's entry
 * replaces it. The nonce is the wallet's and not known here: 0.
 */
export const pendingTransactionOf = (from: SentFrom, sent: SentTransfer, hash: string, sentAt: number): PendingTransaction => ({
  account: from.caipAddress,
  transaction: {
    id: `pending:${hash}`,
    metadata: {
      operationType: "send",
      hash,
      chain: from.network.caipNetworkId,
      minedAt: new Date(sentAt).toISOString(),
      sentFrom: from.address,
      sentTo: sent.receiverAddress,
      status: "pending",
      nonce: 0
    },
    transfers: [
      {
        fungible_info: {
          name: sent.token.name,
          symbol: sent.token.symbol,
          ...(sent.token.iconUrl === "" ? {} : { icon: { url: sent.token.iconUrl } })
        },
        direction: "out",
        quantity: { numeric: formatUnits(sent.amount, Number(sent.token.quantity.decimals)) }
      }
    ]
  }
})

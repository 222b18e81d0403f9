import type { Transaction, TransactionTransfer } from "../../schemas/Transaction.js"
import { formatBalance } from "../format/formatBalance.js"

/** Amounts in the Activity list are shown to 3 decimals (SPEC §9). */
export const TRANSACTION_AMOUNT_DECIMALS = 3

/** What one transfer of a transaction reads as in the list. */
export interface TransferSummary {
  readonly kind: "fungible" | "nft"
  /** "0.250 ETH" for a fungible transfer, the NFT's name for an NFT ("NFT" when it has none). */
  readonly text: string
  /** What the transfer moved, without its amount: the token's symbol or the NFT's name. */
  readonly label: string | undefined
  /** The token's icon, or the NFT's preview image. */
  readonly imageUrl: string | undefined
  readonly direction: TransactionTransfer["direction"]
}

/** One row of the Activity list (SPEC §3 Transaction). */
export interface TransactionSummary {
  /** The operation, capitalised: "Send", "Receive", "Trade", "Mint" … */
  readonly title: string
  /** The transfers shown: at most the first two (a trade's two legs). */
  readonly transfers: ReadonlyArray<TransferSummary>
  readonly status: Transaction["metadata"]["status"]
  /** Epoch ms the transaction was mined at; undefined when the date does not parse. */
  readonly minedAt: number | undefined
}

const capitalise = (text: string): string => (text === "" ? "Transaction" : `${text.charAt(0).toUpperCase()}${text.slice(1)}`)

/**
 * A transfer as the list reads it: an NFT by name and preview, a fungible amount to 3 decimals
 * with its symbol and icon, the amount in `locale`'s digits and separators when one is given.
 */
export const transferSummary = (transfer: TransactionTransfer, locale?: string): TransferSummary => {
  if (transfer.nft_info !== undefined) {
    const preview = transfer.nft_info.content?.preview?.url ?? transfer.nft_info.content?.detail?.url
    const name = transfer.nft_info.name ?? "NFT"
    return { kind: "nft", text: name, label: name, imageUrl: preview, direction: transfer.direction }
  }
  const amount = formatBalance(transfer.quantity.numeric, TRANSACTION_AMOUNT_DECIMALS, locale)
  const symbol = transfer.fungible_info?.symbol
  const named = symbol !== undefined && symbol !== ""
  return {
    kind: "fungible",
    text: named ? `${amount} ${symbol}` : amount,
    label: named ? symbol : undefined,
    imageUrl: transfer.fungible_info?.icon?.url,
    direction: transfer.direction
  }
}

/** The row of a transaction in the Activity list, its amounts in `locale` when one is given. */
export const transactionSummary = (transaction: Transaction, locale?: string): TransactionSummary => {
  const mined = Date.parse(transaction.metadata.minedAt)
  return {
    title: capitalise(transaction.metadata.operationType),
    transfers: transaction.transfers.slice(0, 2).map((transfer) => transferSummary(transfer, locale)),
    status: transaction.metadata.status,
    minedAt: Number.isNaN(mined) ? undefined : mined
  }
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

/** The heading of a month group of transactionsByYear: "November 2026" (the month key is 0-based). */
export const monthHeading = (year: string, month: string): string => `${MONTHS[Number(month)] ?? month} ${year}`

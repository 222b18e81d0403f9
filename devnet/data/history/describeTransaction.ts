/**
 * One indexed transaction as an account sees it (WIRE §1.3, Transaction): only the movements the
 * account takes part in, each with its direction, and an operation type read from them.
 */
import { formatUnits } from "viem"
import { CaipNetworkId } from "../../../schemas/Caip.js"
import type { Transaction, TransactionTransfer, TransferDirection } from "../../../schemas/Transaction.js"
import type { HistoryEntry, Movement } from "./HistoryEntry.js"
import { sameAddress } from "./HistoryEntry.js"

const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000"

const directionOf = (movement: Movement, viewer: string): TransferDirection => {
  const from = sameAddress(movement.from, viewer)
  const to = sameAddress(movement.to, viewer)
  return from && to ? "self" : from ? "out" : "in"
}

const transferOf = (movement: Movement, viewer: string): TransactionTransfer => {
  const direction = directionOf(movement, viewer)
  const { asset } = movement
  if (asset.kind === "nft") {
    const media = { url: asset.imageUrl, content_type: "image/svg+xml" }
    return {
      nft_info: { name: `${asset.name} #${asset.tokenId}`, content: { preview: media, detail: media }, flags: { is_spam: false } },
      direction,
      quantity: { numeric: "1" }
    }
  }
  const numeric = formatUnits(movement.amount, asset.decimals)
  return {
    fungible_info: { name: asset.name, symbol: asset.symbol, icon: { url: asset.iconUrl } },
    direction,
    quantity: { numeric },
    price: asset.price,
    value: Number(numeric) * asset.price
  }
}

/** deploy, mint, trade, burn, send, receive, approve, execute: the first that fits. */
export const operationTypeOf = (entry: HistoryEntry, viewer: string): string => {
  const mine = entry.movements.filter((movement) => sameAddress(movement.from, viewer) || sameAddress(movement.to, viewer))
  const directions = new Set(mine.map((movement) => directionOf(movement, viewer)))
  const isSender = sameAddress(entry.sentFrom, viewer)
  if (entry.deploy && isSender) return "deploy"
  if (mine.some((movement) => sameAddress(movement.from, ZERO_ADDRESS) && sameAddress(movement.to, viewer))) return "mint"
  if ((entry.swap && isSender) || (directions.has("in") && directions.has("out"))) return "trade"
  if (mine.some((movement) => sameAddress(movement.to, ZERO_ADDRESS) && sameAddress(movement.from, viewer))) return "burn"
  if (directions.has("out") || directions.has("self")) return "send"
  if (directions.has("in")) return "receive"
  if (entry.approval && isSender) return "approve"
  return "execute"
}

export const describeTransaction = (entry: HistoryEntry, viewer: string): Transaction => ({
  id: `${entry.chain}:${entry.hash}`,
  metadata: {
    operationType: operationTypeOf(entry, viewer),
    hash: entry.hash,
    chain: CaipNetworkId.make(entry.chain),
    minedAt: new Date(entry.key.time * 1000).toISOString(),
    sentFrom: entry.sentFrom,
    sentTo: entry.sentTo,
    status: entry.status,
    nonce: entry.nonce
  },
  transfers: entry.movements
    .filter((movement) => sameAddress(movement.from, viewer) || sameAddress(movement.to, viewer))
    .map((movement) => transferOf(movement, viewer))
})

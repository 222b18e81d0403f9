import type { Transaction } from "../../schemas/Transaction.js"

/** A collectible the account holds, as its history tells it (SPEC §3 Transaction nft_info). */
export interface Collectible {
  /** What tells it apart: its name, else its preview's URL. */
  readonly key: string
  readonly name: string
  readonly previewUrl: string | undefined
}

/**
 * The collectibles an account holds, from its history (WIRE §1.3 `nft_info` of each transfer):
 * each one received and not sent since, counted over the transactions given, oldest first; the
 * newest received first. Spam-flagged transfers, and collectibles with neither name nor preview,
 * are left out. The history carries no contract address or token id, so two collectibles with
 * the same name count as one, and one received before the oldest page fetched is missed.
 */
export const collectiblesOf = (transactions: ReadonlyArray<Transaction>): ReadonlyArray<Collectible> => {
  const held = new Map<string, { count: number; collectible: Collectible; order: number }>()
  let order = 0
  // The service sends the newest first: walk them from the oldest.
  for (const transaction of [...transactions].reverse()) {
    for (const transfer of transaction.transfers) {
      const nft = transfer.nft_info
      if (nft === undefined || nft.flags.is_spam || transfer.direction === "self") continue
      const previewUrl = nft.content?.preview?.url ?? nft.content?.detail?.url
      const key = nft.name ?? previewUrl
      if (key === undefined) continue
      const before = held.get(key)
      const count = (before?.count ?? 0) + (transfer.direction === "in" ? 1 : -1)
      order += 1
      held.set(key, {
        count,
        collectible: { key, name: nft.name ?? "NFT", previewUrl: previewUrl ?? before?.collectible.previewUrl },
        order: transfer.direction === "in" ? order : (before?.order ?? order)
      })
    }
  }
  return [...held.values()]
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.order - a.order)
    .map((entry) => entry.collectible)
}

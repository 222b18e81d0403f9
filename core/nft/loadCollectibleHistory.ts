import { Effect } from "effect"
import { EMPTY_HISTORY, loadActivityPage } from "../activity/loadActivityPage.js"
import type { ActivityAccount, ActivityHistory } from "../activity/loadActivityPage.js"

/** The NFTs tab reads at most this many pages of history (100 transactions each): its bound, not a SPEC §9 number. */
export const NFT_HISTORY_PAGES = 5

/**
 * The history the NFTs tab builds its list from: pages of `/v1/account/{address}/history` on the
 * active chain (WIRE §1.3), one after the other, until the last, a failure, or 5 pages.
 */
export const loadCollectibleHistory = (account: ActivityAccount) =>
  Effect.gen(function* () {
    let history: ActivityHistory = EMPTY_HISTORY
    for (let page = 0; page < NFT_HISTORY_PAGES; page += 1) {
      history = yield* loadActivityPage(history, account)
      if (history.failed === true || history.next === undefined) break
    }
    return history
  }).pipe(Effect.withSpan("nft.loadCollectibleHistory"))

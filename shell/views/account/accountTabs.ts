import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import type { TextKey } from "../../i18n/Catalogue.js"
import type { RemoteFeatures } from "../../../schemas/RemoteFeatures.js"
import { loadable } from "../loadable.js"
import type { Loadable } from "../loadable.js"
import type { AccountTabProps } from "./AccountTabProps.js"

/** A tab of the Account view (SPEC §2: Tokens, NFTs, Activity), each its own chunk. */
export interface AccountTab {
  readonly id: string
  /** Its name in the catalogue. */
  readonly label: TextKey
  readonly component: Loadable<AccountTabProps>
  /** Whether the tab shows for the active chain family (SPEC §5: activity only on EVM). */
  readonly isAvailable: (namespace: ChainNamespace) => boolean
  /** The feature that turns the tab off (SPEC §3 remote feature set); none: always on. */
  readonly feature?: "activity"
}

/** The features in effect that decide which tabs show. */
export type AccountTabFeatures = Pick<RemoteFeatures, "activity">

/** The tabs in the order shown; a tab is listed only once it works. */
export const ACCOUNT_TABS: ReadonlyArray<AccountTab> = [
  {
    id: "tokens",
    label: "account.tabTokens",
    component: loadable(() => import("./TokensTab.js")),
    // SPEC §5: balances only on EVM and Solana.
    isAvailable: (namespace) => namespace === "eip155" || namespace === "solana"
  },
  {
    id: "nfts",
    label: "account.tabNfts",
    component: loadable(() => import("./NftsTab.js")),
    // Built from the history, which is read on EVM only.
    isAvailable: (namespace) => namespace === "eip155"
  },
  {
    id: "activity",
    label: "account.tabActivity",
    component: loadable(() => import("./ActivityTab.js")),
    isAvailable: (namespace) => namespace === "eip155",
    // The host's `features.activity` (or `history`), or the project's `activity` entry (WIRE §2.3); off in basic mode.
    feature: "activity"
  }
]

/** The tabs shown for a chain family with the features in effect. */
export const accountTabsFor = (namespace: ChainNamespace, features: AccountTabFeatures): ReadonlyArray<AccountTab> =>
  ACCOUNT_TABS.filter((tab) => tab.isAvailable(namespace) && (tab.feature === undefined || features[tab.feature]))

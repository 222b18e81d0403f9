import { Context } from "effect"
import type { Deferred, Option, SynchronizedRef } from "effect"
import type { AccountState } from "../../schemas/Account.js"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { NetworkState } from "../../schemas/ChainState.js"
import type { StateRef } from "../state/StateRef.js"

/** What the modal knows about one chain family (SPEC §3 "Chain state per namespace"). */
export interface NamespaceState {
  readonly namespace: ChainNamespace
  readonly networkState: NetworkState
  readonly accountState: AccountState
}

export type Chains = ReadonlyMap<ChainNamespace, NamespaceState>

/**
 * Chain state of every configured namespace and which one is active. The active namespace's
 * address and network are "the" address and network of the modal. Written only by core programs.
 */
export class ChainState extends Context.Tag("doorway/ChainState")<
  ChainState,
  {
    readonly activeNamespace: StateRef<Option.Option<ChainNamespace>>
    readonly chains: StateRef<Chains>
    /**
     * The account-data loads under way, by namespace and CAIP-10 address: a second caller (the
     * Account view opening while the connection still loads its data) waits for the first.
     */
    readonly accountLoads: SynchronizedRef.SynchronizedRef<ReadonlyMap<string, Deferred.Deferred<boolean>>>
    /**
     * The accounts (CAIP-10) whose native balance could not be had, with the epoch ms of that
     * failure, until a read succeeds: the balance is unknown, not zero, and no new read is made
     * within 30 s of the failure (SPEC §5).
     */
    readonly balanceFailures: StateRef<ReadonlyMap<CaipAddress, number>>
  }
>() {}

import type { Chains, NamespaceState } from "../../core/services/ChainState.js"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Network } from "../../schemas/Network.js"
import type { StoredAccount } from "./readStoredAccounts.js"

/** The chain state as the hooks and buttons read it: the same, or with stored accounts painted in. */
export type PaintChains = (chains: Chains) => Chains

/** Paints nothing. */
export const paintNothing: PaintChains = (chains) => chains

const restoringStatus = (status: string | undefined): boolean => status === "connecting" || status === "reconnecting"

/**
 * A returning visitor's account, shown from the first frame while the start-up program restores
 * it (SPEC §4: the stored connection synced at start): a namespace that is connecting, with no
 * address of its own yet, shows the address `stored` remembers for it (`readStoredAccounts`), on
 * its stored network when that is one of `networks` (the start-up program selects it again first)
 * and else on its current one, with the status `reconnecting` (AppKit's status for this): the hooks report it as not connected, and the
 * buttons show it busy. The paint ends for good, per namespace, at the first state that is not
 * connecting or has an address of its own: the wallet confirmed (its own address shows), or
 * refused or did not answer (the namespace is disconnected, in the same frame). A later connect
 * never shows it. Only the page's cells are painted: the core's state never holds an address the
 * wallet has not granted in this visit.
 */
export const paintStoredAccounts = (stored: ReadonlyMap<ChainNamespace, StoredAccount>, networks: ReadonlyArray<Network>): PaintChains => {
  if (stored.size === 0) return paintNothing
  const pending = new Map(stored)
  return (chains) => {
    let painted: Map<ChainNamespace, NamespaceState> | undefined
    for (const [namespace, { address, caipNetworkId }] of pending) {
      const state = chains.get(namespace)
      const account = state?.accountState
      if (state === undefined || account === undefined || account.caipAddress !== undefined || !restoringStatus(account.status)) {
        // Settled (or never restoring): nothing to paint from now on.
        pending.delete(namespace)
        continue
      }
      const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId) ?? state.networkState.caipNetwork
      if (network === undefined) continue
      painted ??= new Map(chains)
      const caipAddress = `${network.caipNetworkId}:${address}` as CaipAddress
      painted.set(namespace, {
        ...state,
        networkState: { ...state.networkState, caipNetwork: network },
        accountState: { ...account, status: "reconnecting", caipAddress, address }
      })
    }
    return painted ?? chains
  }
}

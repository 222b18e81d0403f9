import { Array as Arr, Effect, Layer, Option, Ref, Runtime } from "effect"
import type { Scope } from "effect"
import { createStore } from "mipd"
import type { EIP6963ProviderDetail } from "mipd"
import { acceptAnnouncement } from "../core/connectors/acceptAnnouncement.js"
import { WalletDiscovery } from "../core/services/WalletDiscovery.js"
import type { DiscoveredWallet, PageWallet, StandardWallet } from "../core/services/WalletDiscovery.js"
import { makeStateRef } from "../core/state/makeStateRef.js"
import { satsConnectWallets } from "./families/bitcoin/satsConnectWallets.js"
import { followStandardWallets } from "./StandardWalletsBrowser.js"

/**
 * Each announcement checked once (the store hands back the same detail objects on every change),
 * so a refused one is logged once and an accepted one keeps its identity across lists.
 */
const makeAccept = () => {
  const checked = new WeakMap<EIP6963ProviderDetail, Option.Option<DiscoveredWallet>>()
  const acceptOne = (detail: EIP6963ProviderDetail) =>
    Effect.suspend(() => {
      const known = checked.get(detail)
      return known !== undefined
        ? Effect.succeed(known)
        : Effect.tap(acceptAnnouncement(detail), (result) => Effect.sync(() => checked.set(detail, result)))
    })
  return (details: ReadonlyArray<EIP6963ProviderDetail>): Effect.Effect<ReadonlyArray<DiscoveredWallet>> =>
    Effect.map(Effect.forEach(details, acceptOne), Arr.getSomes)
}

/** A plain `window.ethereum` has no EIP-6963 info; it is shown under the generic name. */
const injectedInfo = { uuid: "injected", name: "Browser Wallet", icon: "", rdns: "" } as const

const readInjected: Effect.Effect<Option.Option<DiscoveredWallet>> = Effect.sync(() => {
  const provider = (globalThis.window as { readonly ethereum?: unknown } | undefined)?.ethereum
  return typeof provider === "object" && provider !== null ? Option.some({ info: injectedInfo, provider }) : Option.none()
})

/** The wallets the families' own conventions list: Bitcoin's sats-connect providers. */
const readPageWallets: Effect.Effect<ReadonlyArray<PageWallet>> = Effect.sync(() => satsConnectWallets(globalThis.window))

/**
 * Wallets of the page. The EIP-6963 store is created when this is made, so wallets that
 * announce while the page starts are caught (creating it asks every wallet to announce again);
 * it stops listening when its scope closes. Outside a browser nothing is ever announced.
 * Each list is checked as EIP-6963 asks (`acceptAnnouncement`) when it arrives, with the
 * services of the scope this is made in, so a refusal is logged through the instance's logger;
 * refused wallets are never listed. The checked list is written once, however many follow it.
 * Wallet Standard wallets (other families') are followed beside them, and the wallets of a
 * family's own convention (sats-connect's list) are read when asked.
 */
export const make: Effect.Effect<WalletDiscovery["Type"], never, Scope.Scope> = Effect.gen(function* () {
  const announced = yield* makeStateRef<ReadonlyArray<DiscoveredWallet>>([])
  if (typeof globalThis.window !== "object") {
    return WalletDiscovery.of({
      announced,
      injected: Effect.succeedNone,
      standard: yield* makeStateRef<ReadonlyArray<StandardWallet>>([]),
      pageWallets: Effect.succeed([])
    })
  }
  const accept = makeAccept()
  const runSync = Runtime.runSync(yield* Effect.runtime<never>())
  const store = createStore()
  // Announcements arrive as DOM events, outside any fiber; the check and the write are synchronous.
  const unsubscribe = store.subscribe((details) => runSync(Effect.flatMap(accept(details), (list) => Ref.set(announced, list))), {
    emitImmediately: true
  })
  yield* Effect.addFinalizer(() =>
    Effect.sync(() => {
      unsubscribe()
      store.destroy()
    })
  )
  return WalletDiscovery.of({ announced, injected: readInjected, standard: yield* followStandardWallets, pageWallets: readPageWallets })
})

export const layer: Layer.Layer<WalletDiscovery> = Layer.scoped(WalletDiscovery, make)

import { Effect, Layer, Option, SubscriptionRef } from "effect"
import { createStore } from "mipd"
import type { EIP6963ProviderDetail } from "mipd"
import { WalletDiscovery } from "../core/services/WalletDiscovery.js"
import type { DiscoveredWallet } from "../core/services/WalletDiscovery.js"

const discovered = (detail: EIP6963ProviderDetail): DiscoveredWallet => ({
  info: { uuid: detail.info.uuid, name: detail.info.name, icon: detail.info.icon, rdns: detail.info.rdns },
  provider: detail.provider
})

/** A plain `window.ethereum` has no EIP-6963 info; it is shown under the generic name. */
const injectedInfo = { uuid: "injected", name: "Browser Wallet", icon: "", rdns: "" } as const

const readInjected: Effect.Effect<Option.Option<DiscoveredWallet>> = Effect.sync(() => {
  const provider = (globalThis.window as { readonly ethereum?: unknown } | undefined)?.ethereum
  return typeof provider === "object" && provider !== null ? Option.some({ info: injectedInfo, provider }) : Option.none()
})

/**
 * Wallets of the page. The EIP-6963 store is created when the layer is built, so wallets that
 * announce while the page starts are caught (creating it asks every wallet to announce again);
 * it stops listening when the layer's scope closes. Outside a browser nothing is ever announced.
 * The list lives in a SubscriptionRef (code the page loads anyway) rather than a stream of its own.
 */
export const layer: Layer.Layer<WalletDiscovery> = Layer.scoped(
  WalletDiscovery,
  Effect.gen(function* () {
    const list = yield* SubscriptionRef.make<ReadonlyArray<DiscoveredWallet>>([])
    if (typeof globalThis.window !== "object") return WalletDiscovery.of({ announced: list.changes, injected: Effect.succeedNone })
    const store = createStore()
    // Announcements arrive as DOM events, outside any fiber; the write is synchronous.
    const unsubscribe = store.subscribe((details) => Effect.runSync(SubscriptionRef.set(list, details.map(discovered))), {
      emitImmediately: true
    })
    yield* Effect.addFinalizer(() =>
      Effect.sync(() => {
        unsubscribe()
        store.destroy()
      })
    )
    return WalletDiscovery.of({ announced: list.changes, injected: readInjected })
  })
)

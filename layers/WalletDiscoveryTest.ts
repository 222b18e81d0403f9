import { Context, Effect, Layer, Option, Ref } from "effect"
import { acceptAnnouncement } from "../core/connectors/acceptAnnouncement.js"
import { WalletDiscovery } from "../core/services/WalletDiscovery.js"
import type { DiscoveredWallet, PageWallet, StandardWallet } from "../core/services/WalletDiscovery.js"
import { makeStateRef } from "../core/state/makeStateRef.js"

/** The hand that plays the wallets of a test page. */
export interface DiscoveryScript {
  /**
   * A wallet announces itself; an announcement with a uuid already seen is ignored, as EIP-6963
   * stores do, and one that EIP-6963 refuses is checked and logged as the live discovery does.
   */
  readonly announce: (wallet: DiscoveredWallet) => Effect.Effect<void>
  /** Forgets an announced wallet (an extension disabled while the page is open). */
  readonly remove: (uuid: string) => Effect.Effect<void>
  /** Sets or clears the plain `window.ethereum` provider. */
  readonly setInjected: (wallet: Option.Option<DiscoveredWallet>) => Effect.Effect<void>
  /** A Wallet Standard wallet registers itself (listed after those before it). */
  readonly register: (wallet: StandardWallet) => Effect.Effect<void>
  /** Sets the wallets a family's own page convention lists (no event tells of them, as live). */
  readonly setPageWallets: (wallets: ReadonlyArray<PageWallet>) => Effect.Effect<void>
}

export class WalletDiscoveryScript extends Context.Tag("doorway/test/WalletDiscoveryScript")<
  WalletDiscoveryScript,
  DiscoveryScript
>() {}

export interface ScriptedDiscovery {
  readonly service: WalletDiscovery["Type"]
  readonly script: DiscoveryScript
}

/** What a test page holds before the modal starts. */
export interface DiscoveryInitial {
  readonly announced?: ReadonlyArray<DiscoveredWallet>
  readonly injected?: DiscoveredWallet
  readonly standard?: ReadonlyArray<StandardWallet>
  readonly pageWallets?: ReadonlyArray<PageWallet>
}

/** A discovery whose wallets are played by the script; starts with `initial` already announced. */
export const make = (
  initial: DiscoveryInitial = {}
): Effect.Effect<ScriptedDiscovery> =>
  Effect.gen(function* () {
    const announced = yield* makeStateRef<ReadonlyArray<DiscoveredWallet>>([])
    const injected = yield* Ref.make(Option.fromNullable(initial.injected))
    const standard = yield* makeStateRef<ReadonlyArray<StandardWallet>>(initial.standard ?? [])
    const pageWallets = yield* Ref.make<ReadonlyArray<PageWallet>>(initial.pageWallets ?? [])
    // A StateRef publishes on every write, so unchanged lists are not written at all.
    const lock = yield* Effect.makeSemaphore(1)
    const change = (f: (list: ReadonlyArray<DiscoveredWallet>) => ReadonlyArray<DiscoveredWallet>) =>
      lock.withPermits(1)(
        Effect.flatMap(Ref.get(announced), (list) => {
          const next = f(list)
          return next === list ? Effect.void : Ref.set(announced, next)
        })
      )
    const script: DiscoveryScript = {
      announce: (announcement) =>
        Effect.flatMap(acceptAnnouncement(announcement), (accepted) =>
          Option.match(accepted, {
            onNone: () => Effect.void,
            onSome: (wallet) => change((list) => (list.some((w) => w.info.uuid === wallet.info.uuid) ? list : [...list, wallet]))
          })
        ),
      remove: (uuid) => change((list) => (list.some((w) => w.info.uuid === uuid) ? list.filter((w) => w.info.uuid !== uuid) : list)),
      setInjected: (wallet) => Ref.set(injected, wallet),
      register: (wallet) => Ref.update(standard, (list) => [...list, wallet]),
      setPageWallets: (wallets) => Ref.set(pageWallets, wallets)
    }
    yield* Effect.forEach(initial.announced ?? [], script.announce, { discard: true })
    return { service: WalletDiscovery.of({ announced, injected: Ref.get(injected), standard, pageWallets: Ref.get(pageWallets) }), script }
  })

/** Over a discovery made beforehand (so a test can announce before the layer is built). */
export const layerFrom = (discovery: ScriptedDiscovery): Layer.Layer<WalletDiscovery | WalletDiscoveryScript> =>
  Layer.merge(Layer.succeed(WalletDiscovery, discovery.service), Layer.succeed(WalletDiscoveryScript, discovery.script))

/** A fresh scripted discovery per build, its script available as `WalletDiscoveryScript`. */
export const layer = (
  initial: DiscoveryInitial = {}
): Layer.Layer<WalletDiscovery | WalletDiscoveryScript> => Layer.unwrapEffect(Effect.map(make(initial), layerFrom))

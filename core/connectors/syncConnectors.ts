import { Effect, Ref } from "effect"
import type { Scope } from "effect"
import type { Connector } from "../../schemas/Connector.js"
import type { RemoteFeatures } from "../../schemas/RemoteFeatures.js"
import { Connectors } from "../services/Connectors.js"
import { Features } from "../services/Features.js"
import { Options } from "../services/Options.js"
import { WalletDiscovery } from "../services/WalletDiscovery.js"
import type { DiscoveredWallet, StandardWallet } from "../services/WalletDiscovery.js"
import { followRef } from "../state/followRef.js"
import { buildConnectors } from "./buildConnectors.js"

/** Same connectors in the same order with the same providers: nothing for the views to redraw. */
const sameConnectors = (a: ReadonlyArray<Connector>, b: ReadonlyArray<Connector>): boolean =>
  a.length === b.length &&
  a.every((connector, i) => {
    const other = b[i]
    return (
      other !== undefined &&
      connector.id === other.id &&
      connector.type === other.type &&
      connector.name === other.name &&
      connector.imageUrl === other.imageUrl &&
      connector.provider === other.provider
    )
  })

/**
 * A connector built without a provider (a session's, the embedded wallet's: their kind makes one
 * on connecting) keeps the provider and per-namespace members it was given, so a wallet announced
 * later does not take a connected session's providers away. One built with the provider its
 * connected self was made from (`announcedProvider`) keeps its connected self: the kind's provider
 * over that wallet. A wallet announced again with another provider replaces it.
 */
const keepKindProviders = (built: ReadonlyArray<Connector>, current: ReadonlyArray<Connector>): ReadonlyArray<Connector> =>
  built.map((connector) => {
    const known = current.find((candidate) => candidate.id === connector.id && candidate.chain === connector.chain)
    if (connector.provider !== undefined) {
      return known?.announcedProvider !== undefined && known.announcedProvider === connector.provider
        ? { ...connector, provider: known.provider, announcedProvider: known.announcedProvider }
        : connector
    }
    if (known === undefined || (known.provider === undefined && known.connectors === undefined)) return connector
    return {
      ...connector,
      ...(known.provider === undefined ? {} : { provider: known.provider }),
      ...(known.connectors === undefined ? {} : { connectors: known.connectors })
    }
  })

interface Inputs {
  readonly announced: ReadonlyArray<DiscoveredWallet>
  readonly standard: ReadonlyArray<StandardWallet>
  readonly features: RemoteFeatures
}

/**
 * Keeps the connector list of `Connectors` in step with the page's wallets and the features in
 * effect: writes the list known now, then follows every EIP-6963 announcement and feature change
 * (the embedded wallet comes and goes with email and socials) in fibers that live as long as the
 * caller's scope. Returns once the first list is written, so connectors are known when it returns.
 * With EIP-6963 off (or wallets off, or no EVM network) announcements are not listened to at all,
 * nor Wallet Standard registrations without a network of another family (whose wallets listed by
 * a family's own convention are read again on every change, as `window.ethereum` is).
 * It runs at page start, so both refs are followed straight from their PubSubs (`followRef`).
 */
export const syncConnectors: Effect.Effect<void, never, Options | Features | WalletDiscovery | Connectors | Scope.Scope> =
  Effect.gen(function* () {
    const options = yield* Options
    const features = yield* Features
    const discovery = yield* WalletDiscovery
    const { state } = yield* Connectors
    const listens = options.enableWallets && options.enableEIP6963 && options.networks.some((n) => n.chainNamespace === "eip155")
    // Wallet Standard wallets serve the app's other families.
    const listensStandard = options.enableWallets && options.enableEIP6963 && options.networks.some((n) => n.chainNamespace !== "eip155")
    const inputs = yield* Ref.make<Inputs>({
      announced: listens ? yield* Ref.get(discovery.announced) : [],
      standard: listensStandard ? yield* Ref.get(discovery.standard) : [],
      features: yield* Ref.get(features.state)
    })
    const lock = yield* Effect.makeSemaphore(1)
    // One writer at a time; the window.ethereum provider is read again on every change.
    const write = (change: (current: Inputs) => Inputs) =>
      lock.withPermits(1)(
        Effect.gen(function* () {
          const { announced, standard, features: remote } = yield* Ref.updateAndGet(inputs, change)
          const current = (yield* Ref.get(state)).connectors
          // The families' own page conventions have no events: they are read again on every change.
          const pageWallets = listensStandard ? yield* discovery.pageWallets : []
          const connectors = keepKindProviders(
            buildConnectors({ options, features: remote, announced, standard, injected: yield* discovery.injected, pageWallets }),
            current
          )
          if (sameConnectors(current, connectors)) return
          yield* Ref.update(state, (current) => ({ ...current, connectors }))
        })
      )

    yield* write((current) => current)
    // Each follower hands over its ref's value first: a change made since the reads above is not lost.
    if (listens) yield* Effect.forkScoped(followRef(discovery.announced, (announced) => write((current) => ({ ...current, announced }))))
    if (listensStandard) yield* Effect.forkScoped(followRef(discovery.standard, (standard) => write((current) => ({ ...current, standard }))))
    yield* Effect.forkScoped(followRef(features.state, (remote) => write((current) => ({ ...current, features: remote }))))
  }).pipe(Effect.withSpan("syncConnectors"))

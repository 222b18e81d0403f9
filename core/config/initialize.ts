import { Effect, Option, Ref } from "effect"
import type { AnalyticsEventProps } from "../../schemas/AnalyticsEventCatalogue.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { trackEvent } from "../analytics/trackEvent.js"
import { syncConnectors } from "../connectors/syncConnectors.js"
import { dropHostSessionToken } from "../frame/dropHostSessionToken.js"
import { chainIdOf } from "../networks/chainIdOf.js"
import { Initialization } from "../services/Initialization.js"
import { Features } from "../services/Features.js"
import { Options } from "../services/Options.js"
import { Storage } from "../services/Storage.js"
import { fetchRemoteFeatures } from "./fetchRemoteFeatures.js"
import { loadReconnect } from "./loadReconnect.js"
import { loadStartUpStep } from "./loadStartUpStep.js"
import type { ResolvedOptions } from "./ResolvedOptions.js"
import { usesEmbeddedWallet } from "./usesEmbeddedWallet.js"
import { validateOptions } from "./validateOptions.js"

/**
 * The `INITIALIZE` event's properties (WIRE §3.3): the options in effect, networks as chain ids,
 * the SIWE client as its options only; no adapters, functions, endpoints or RPC URLs.
 */
export const initializeEventProperties = (options: ResolvedOptions): Extract<AnalyticsEventProps, { event: "INITIALIZE" }>["properties"] => {
  const { networks, defaultNetwork, adapters: _adapters, siweConfig, siwx: _siwx, endpoints: _endpoints, customRpcUrls: _rpc, universalProviderConfigOverride: _wc, loginMethods: _logins, ...rest } =
    options
  return {
    ...rest,
    networks: networks.map(chainIdOf),
    ...(defaultNetwork === undefined ? {} : { defaultNetwork: chainIdOf(defaultNetwork) }),
    ...(siweConfig === undefined ? {} : { siweConfig: { options: siweConfig.options ?? {} } })
  }
}

const NAMESPACES: ReadonlySet<string> = new Set<ChainNamespace>(["eip155", "solana", "polkadot", "bip122", "cosmos"])
const isChainNamespace = (value: string): value is ChainNamespace => NAMESPACES.has(value)

/**
 * Reconnects the stored connections of the app's namespaces. Only reading each namespace's stored
 * connector id (a plain string, read without the storage codecs) runs for every page; the
 * reconnection loads when one is there.
 */
const reconnectStored = Effect.gen(function* () {
  const storage = yield* Storage
  const namespaces = [...new Set((yield* Options).networks.map((network) => network.chainNamespace))]
  const stored = yield* Effect.forEach(namespaces, (namespace) => storage.get(`@appkit/${namespace}:connected_connector_id`))
  if (!stored.some(Option.isSome)) return
  const chunk = yield* loadStartUpStep(loadReconnect)
  if (Option.isSome(chunk)) yield* chunk.value.reconnect
})

/** With reconnection off, the stored connections are dropped: nothing is restored, now or later. */
const forgetStored = Effect.gen(function* () {
  const storage = yield* Storage
  // `connected_namespaces` is a comma-joined list (WIRE §5); the program that drops them checks each.
  const stored = Option.getOrElse(yield* storage.get("@appkit/connected_namespaces"), () => "")
  const namespaces = stored.split(",").filter((namespace): namespace is ChainNamespace => isChainNamespace(namespace))
  if (namespaces.length === 0) return
  const chunk = yield* loadStartUpStep(() => import("../connection/forgetConnection.js"))
  if (Option.isSome(chunk)) yield* Effect.forEach(namespaces, chunk.value.forgetConnection, { discard: true })
})

/**
 * The allowed-origin check, loaded only when it applies: while no email or social login is in use
 * (see `checkAllowedOrigins`), the page does not load it. Like the secure frame (SPEC §4), it runs
 * at start only for a visitor who logged in by email or social before; for everyone else the
 * login section runs it when it first shows, so a first visit does not load it.
 */
const checkOrigin = (origin: string) =>
  Effect.gen(function* () {
    const features = yield* Ref.get((yield* Features).state)
    if (!usesEmbeddedWallet(features, (yield* Options).loginMethods)) return
    if (Option.isNone(yield* (yield* Storage).get("@appkit-wallet/EMAIL_LOGIN_USED_KEY"))) return
    const chunk = yield* loadStartUpStep(() => import("./checkAllowedOrigins.js"))
    if (Option.isSome(chunk)) yield* chunk.value.checkAllowedOrigins(origin)
  })

/**
 * The start-up sequence of an instance (SPEC §4): check the options (problems become alerts), track
 * INITIALIZE, start following the page's wallets into the connector list (for as long as the
 * caller's scope lives), drop a session token an earlier version kept in the page (WIRE §4.8),
 * reconnect the stored connection silently (or, with `enableReconnect`
 * off, drop it), load the remote features, run `afterFeatures` (the shell's: a social login the
 * page came back from inside Telegram is completed there, see socialReturnAtStart), check the
 * page's origin when email or social login is on and its section exists, and mark the instance
 * initialized. `origin` is the page's; outside a browser there is none.
 * A failed option check stops the sequence; it is logged with the error's fields.
 */
export const initialize = <R = never>(origin: string | undefined, afterFeatures: Effect.Effect<void, never, R> = Effect.void as Effect.Effect<void, never, R>) =>
  Effect.gen(function* () {
    const options = yield* Options
    yield* validateOptions
    yield* trackEvent({ type: "track", event: "INITIALIZE", properties: initializeEventProperties(options) })
    yield* syncConnectors
    yield* dropHostSessionToken
    yield* options.enableReconnect ? reconnectStored : forgetStored
    yield* fetchRemoteFeatures
    yield* afterFeatures
    if (origin !== undefined) yield* checkOrigin(origin)
    yield* Ref.set((yield* Initialization).initialized, true)
  }).pipe(
    Effect.catchAll((error) => Effect.logError(`The modal could not start: ${error._tag}`, error)),
    Effect.withSpan("initialize")
  )

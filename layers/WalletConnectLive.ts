/**
 * The WalletConnect kind of an instance, made on first use (a WalletConnect connector clicked, or
 * a stored session restored): the universal provider with the instance's options, and the kind over it.
 */
import { Effect, Scope } from "effect"
import type { ResolvedOptions } from "../core/config/ResolvedOptions.js"
import type { RpcTransport } from "../core/services/RpcTransport.js"
import type { Storage } from "../core/services/Storage.js"
import type { WalletConnection } from "../core/services/WalletConnections.js"
import { makeWalletConnectClientLive } from "./WalletConnectClientLive.js"
import { makeWalletConnectConnection } from "./WalletConnectConnection.js"

/** The storage prefix of the first instance; later live ones on the page add `-2`, `-3`… */
const PREFIX = "doorway"
const taken = new Set<string>()

/** The lowest prefix no live instance holds: a reload finds its instance's keys again. */
const takePrefix = Effect.acquireRelease(
  Effect.sync(() => {
    let index = 1
    while (taken.has(index === 1 ? PREFIX : `${PREFIX}-${index}`)) index += 1
    const prefix = index === 1 ? PREFIX : `${PREFIX}-${index}`
    taken.add(prefix)
    return prefix
  }),
  (prefix) => Effect.sync(() => taken.delete(prefix))
)

/** A relay on this machine is a local stand-in: the hosted verify service has nothing to say about it. */
export const isLocalEndpoint = (url: string): boolean => {
  try {
    const host = new URL(url).hostname
    return host === "127.0.0.1" || host === "localhost" || host === "[::1]"
  } catch {
    return false
  }
}

/** What a page that names no metadata tells wallets. */
const metadataOf = (options: ResolvedOptions) =>
  options.metadata ?? {
    name: "Doorway",
    description: "Connect a wallet",
    url: typeof location === "undefined" ? "http://localhost" : location.origin,
    icons: []
  }

export interface WalletConnectDeps {
  readonly options: ResolvedOptions
  readonly storage: Storage["Type"]
  readonly rpc: RpcTransport["Type"]
  /** The instance's scope: the provider's socket and timers close with it. */
  readonly scope: Scope.Scope
}

export const makeWalletConnectKind = (deps: WalletConnectDeps): Effect.Effect<WalletConnection, unknown> =>
  Effect.gen(function* () {
    const relayUrl = deps.options.endpoints.relay
    const storagePrefix = yield* takePrefix
    const client = yield* makeWalletConnectClientLive(
      { projectId: deps.options.projectId, relayUrl, metadata: metadataOf(deps.options), storagePrefix, verify: !isLocalEndpoint(relayUrl) },
      deps.storage
    )
    return yield* makeWalletConnectConnection({ client, networks: deps.options.networks, rpc: deps.rpc })
  }).pipe(Scope.extend(deps.scope))

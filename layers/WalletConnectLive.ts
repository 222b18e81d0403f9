/**
 * The WalletConnect kind of an instance, made on first use (a WalletConnect connector clicked, or
 * a stored session restored): the universal provider with the instance's options, and the kind over it.
 */
import { Context, Effect, Fiber, Option, Scope } from "effect"
import type { ResolvedOptions } from "../core/config/ResolvedOptions.js"
import { Alerts } from "../core/services/Alerts.js"
import { Analytics } from "../core/services/Analytics.js"
import { Options } from "../core/services/Options.js"
import { RpcTransport } from "../core/services/RpcTransport.js"
import { Storage } from "../core/services/Storage.js"
import { oneClickChains } from "../core/siwx/oneClick/oneClickRequest.js"
import { makeWalletReachNotice, type ReachNoticeServices } from "../core/walletconnect/walletReachNotice.js"
import type { ConnectionKind } from "../core/services/WalletConnections.js"
import type { FamilyOverSessionLoader } from "../core/services/FamilyOverSession.js"
import { makeWalletConnectClientLive } from "./WalletConnectClientLive.js"
import { makeWalletConnectConnection } from "./WalletConnectConnection.js"
import { postJson } from "./postJson.js"

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
  /** Where one-click sign-in records its events and shows its failure (SPEC §4). */
  readonly analytics: Analytics["Type"]
  readonly alerts: Alerts["Type"]
  /** The instance's scope: the provider's socket and timers close with it. */
  readonly scope: Scope.Scope
  /** The modal's services, for the notice of a wallet the relay cannot reach (walletReachNotice). */
  readonly modal: Context.Context<ReachNoticeServices>
  /** The app's families beside EVM: a session is proposed for each that takes part in one. */
  readonly families: ReadonlyArray<FamilyOverSessionLoader>
}

/**
 * The app's families other than EVM that take part in a session (Solana), their code loaded now:
 * a session proposed without them could not be used there. One that does not load is left out.
 */
const sessionFamilies = (deps: WalletConnectDeps) =>
  Effect.forEach(
    deps.families,
    ({ namespace, over }) =>
      over.pipe(
        Effect.map((loaded) => [{ namespace, over: loaded }]),
        Effect.catchAll((error) => Effect.as(Effect.logWarning(`WalletConnect sessions leave out ${namespace}`, error), []))
      ),
    { concurrency: "unbounded" }
  ).pipe(Effect.map((found) => found.flat()))

export const makeWalletConnectKind = (deps: WalletConnectDeps): Effect.Effect<ConnectionKind, unknown> =>
  Effect.gen(function* () {
    const relayUrl = deps.options.endpoints.relay
    const storagePrefix = yield* takePrefix
    // The other families' code loads while the SDK starts, not after it.
    const families = yield* Effect.fork(sessionFamilies(deps))
    const client = yield* makeWalletConnectClientLive(
      { projectId: deps.options.projectId, relayUrl, metadata: metadataOf(deps.options), storagePrefix, verify: !isLocalEndpoint(relayUrl) },
      deps.storage
    )
    // With sign-in on and only EVM chains, connecting signs in at once (SPEC §4 one-click auth):
    // the sign-in code loads with the kind then, and not at all otherwise.
    const oneClick = yield* Option.match(oneClickChains(deps.options), {
      onNone: () => Effect.succeed(undefined),
      onSome: (chains) =>
        Effect.tryPromise(() => import("../core/siwx/oneClick/oneClickSignIn.js")).pipe(
          Effect.flatMap(({ makeOneClickSignIn }) => makeOneClickSignIn(chains)),
          Effect.provide(
            Context.make(Options, deps.options).pipe(
              Context.add(Storage, deps.storage),
              Context.add(RpcTransport, deps.rpc),
              Context.add(Analytics, deps.analytics),
              Context.add(Alerts, deps.alerts)
            )
          ),
          // Without it the connection still works: the SIWXSignMessage view asks after connecting.
          Effect.tapError((error) => Effect.logWarning("One-click sign-in is off: its code did not load", error)),
          Effect.orElseSucceed(() => undefined)
        )
    })
    return yield* makeWalletConnectConnection({
      client,
      networks: deps.options.networks,
      families: yield* Fiber.join(families),
      rpc: deps.rpc,
      oneClick,
      notice: makeWalletReachNotice(deps.modal),
      bundler: { blockchainUrl: deps.options.endpoints.blockchain, projectId: deps.options.projectId, post: (url, body) => postJson(url, body) }
    })
  }).pipe(Scope.extend(deps.scope))

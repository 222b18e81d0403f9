/**
 * An in-memory WalletConnect client with a scripted wallet on the other side, for programs and the
 * contract suite: each proposal shows a fresh URI and expires after the SDK's 300 s (on the
 * Clock, so tests move the TestClock); the test approves with chosen chains and accounts, sends
 * the wallet's events, deletes or expires the session, and closes the relay with a reason.
 */
import { Clock, Deferred, Duration, Effect, Fiber, Option, PubSub, Ref, Stream } from "effect"
import type { ForeignFailure } from "../core/evm/walletFailureOf.js"
import type { AuthenticateRequest, SignedCacao } from "../core/siwx/oneClick/oneClickRequest.js"
import type { WalletSession } from "../schemas/WalletSession.js"
import type { AuthenticatedSession, ProposedNamespaces, WalletConnectClient, WalletConnectClientEvent } from "./WalletConnectClient.js"
import type { SessionNamespace } from "../schemas/WalletSession.js"
import { makeStateRef } from "../core/state/makeStateRef.js"
import { awaitRefValue } from "../core/state/followRef.js"

/** The sign client's proposal lifetime (WIRE §6.3: wc_sessionPropose ttl 300 s). */
const PROPOSAL_TTL = "300 seconds"

export interface ScriptedApproval {
  /** CAIP-10 accounts, e.g. `eip155:1:0x…`; each goes to its own namespace (`solana:…` to solana). */
  readonly accounts: ReadonlyArray<string>
  readonly chains: ReadonlyArray<string>
  /** The eip155 methods granted; other namespaces get the methods the proposal asked for them. */
  readonly methods?: ReadonlyArray<string>
  /** The session's properties, as a wallet sets them (e.g. `bundler_name`, SPEC §7). */
  readonly sessionProperties?: WalletSession["sessionProperties"]
}

const namespaceOf = (caip: string): string => caip.slice(0, caip.indexOf(":"))

export interface ScriptedWalletConnect {
  readonly client: WalletConnectClient
  /** The URIs shown so far, in order. */
  readonly uris: Effect.Effect<ReadonlyArray<string>>
  /** The wallet approves the pending proposal (waits for one); a one-click request it answers as a plain proposal. */
  readonly approve: (approval: ScriptedApproval) => Effect.Effect<void>
  /** The wallet answers the pending one-click request with the cacaos it signs for it (waits for one). */
  readonly approveAuthenticate: (
    approval: ScriptedApproval,
    sign: (request: AuthenticateRequest) => Effect.Effect<ReadonlyArray<SignedCacao>>
  ) => Effect.Effect<void>
  /** The namespaces of each proposal made so far, in order. */
  readonly proposals: Effect.Effect<ReadonlyArray<ProposedNamespaces>>
  /** The one-click requests made so far, with the session methods asked. */
  readonly authRequests: Effect.Effect<ReadonlyArray<{ readonly request: AuthenticateRequest; readonly methods: ReadonlyArray<string> }>>
  /** The wallet rejects the pending proposal with a code and message. */
  readonly reject: (failure: ForeignFailure) => Effect.Effect<void>
  /** A wallet event or an SDK lifecycle event. */
  readonly emit: (event: WalletConnectClientEvent) => Effect.Effect<void>
  /** What the wallet answers to session requests, by method; the requests seen. */
  readonly answer: (method: string, result: (params: unknown) => Effect.Effect<unknown, ForeignFailure>) => Effect.Effect<void>
  readonly requests: Effect.Effect<ReadonlyArray<{ readonly chainId: string; readonly method: string; readonly params: unknown }>>
  readonly disconnected: Effect.Effect<boolean>
  /** The relay's socket goes down (false) or comes back (true); it starts open. */
  readonly setRelay: (up: boolean) => Effect.Effect<void>
  /** How often the client was asked to reopen its socket. */
  readonly reconnects: Effect.Effect<number>
}

export const makeScriptedWalletConnect = (stored: Option.Option<WalletSession> = Option.none()): Effect.Effect<ScriptedWalletConnect> =>
  Effect.gen(function* () {
    const hub = yield* PubSub.unbounded<WalletConnectClientEvent>()
    const session = yield* Ref.make(stored)
    const uris = yield* Ref.make<ReadonlyArray<string>>([])
    const pending = yield* makeStateRef<Option.Option<Deferred.Deferred<AuthenticatedSession, ForeignFailure>>>(Option.none())
    const authRequests = yield* Ref.make<ReadonlyArray<{ readonly request: AuthenticateRequest; readonly methods: ReadonlyArray<string> }>>([])
    const answers = yield* Ref.make<ReadonlyMap<string, (params: unknown) => Effect.Effect<unknown, ForeignFailure>>>(new Map())
    const seen = yield* Ref.make<ReadonlyArray<{ readonly chainId: string; readonly method: string; readonly params: unknown }>>([])
    const ended = yield* Ref.make(false)
    const relayUp = yield* makeStateRef(true)
    const reconnects = yield* Ref.make(0)
    let proposals = 0

    const publish = (event: WalletConnectClientEvent) => Effect.asVoid(PubSub.publish(hub, event))
    /** The proposal waiting for the wallet, once there is one. */
    const waitForProposal = awaitRefValue(pending, (current) => current)

    const proposed = yield* Ref.make<ReadonlyArray<ProposedNamespaces>>([])
    const connect = (namespaces: ProposedNamespaces) =>
      Effect.gen(function* () {
        yield* Ref.update(proposed, (all) => [...all, namespaces])
        const chainsAsked = Object.values(namespaces).flatMap((namespace) => namespace.chains)
        const id = ++proposals
        const approval = yield* Deferred.make<AuthenticatedSession, ForeignFailure>()
        // As the SDK does: the URI says when the proposal expires, in seconds.
        const expiresAt = Math.floor(((yield* Clock.currentTimeMillis) + Duration.toMillis(PROPOSAL_TTL)) / 1000)
        const uri = `wc:${id.toString(16).padStart(64, "0")}@2?relay-protocol=irn&symKey=${"1".repeat(64)}&expiryTimestamp=${expiresAt}&chains=${chainsAsked.join(",")}`
        yield* Ref.update(uris, (all) => [...all, uri])
        yield* publish({ _tag: "DisplayUri", uri })
        yield* Ref.set(pending, Option.some(approval))
        // The SDK drops a proposal nobody approved after its TTL and says so.
        const expiry = yield* Effect.fork(Effect.zipRight(Effect.sleep(PROPOSAL_TTL), publish({ _tag: "ProposalExpire", id })))
        return yield* Deferred.await(approval).pipe(Effect.ensuring(Fiber.interrupt(expiry)))
      }).pipe(Effect.ensuring(Ref.set(pending, Option.none())))

    /** The approved namespaces: the approval's accounts and chains by namespace, eip155 always. */
    const namespacesOf = (approval: ScriptedApproval) =>
      Effect.map(Ref.get(proposed), (all): Record<string, SessionNamespace> => {
        const asked = all.at(-1) ?? {}
        const keys = new Set(["eip155", ...approval.accounts.map(namespaceOf), ...approval.chains.map(namespaceOf)])
        return Object.fromEntries(
          [...keys].map((key) => [
            key,
            {
              chains: approval.chains.filter((chain) => namespaceOf(chain) === key),
              accounts: approval.accounts.filter((account) => namespaceOf(account) === key),
              methods:
                key === "eip155"
                  ? [...(approval.methods ?? ["personal_sign", "eth_sendTransaction", "eth_signTypedData_v4"])]
                  : [...(asked[key]?.methods ?? [])],
              events: key === "eip155" ? ["chainChanged", "accountsChanged"] : [...(asked[key]?.events ?? [])]
            }
          ])
        )
      })

    const settle = (approval: ScriptedApproval, sign: (request: AuthenticateRequest) => Effect.Effect<ReadonlyArray<SignedCacao>>) =>
      Effect.flatMap(waitForProposal, (deferred) =>
        Effect.gen(function* () {
          const asked = (yield* Ref.get(authRequests)).at(-1)
          const auths = asked === undefined ? [] : yield* sign(asked.request)
          const namespaces = yield* namespacesOf(approval)
          const properties = approval.sessionProperties === undefined ? {} : { sessionProperties: { ...approval.sessionProperties } }
          return yield* Deferred.succeed(deferred, { auths, session: { topic: "f".repeat(64), expiry: 7 * 24 * 3600, namespaces, ...properties } })
        })
      ).pipe(Effect.asVoid)

    const client: WalletConnectClient = {
      session: Ref.get(session),
      connect: (namespace) =>
        Effect.gen(function* () {
          const result = yield* connect(namespace)
          yield* Ref.set(session, Option.some(result.session))
          return result.session
        }),
      authenticate: (request, namespaces) =>
        Effect.gen(function* () {
          yield* Ref.update(authRequests, (all) => [...all, { request, methods: namespaces["eip155"]?.methods ?? [] }])
          const result = yield* connect(namespaces)
          yield* Ref.set(session, Option.some(result.session))
          return result
        }),
      request: (chainId, method, params) =>
        Effect.gen(function* () {
          if (Option.isNone(yield* Ref.get(session))) return yield* Effect.fail({ message: "Please call connect() before request()" })
          yield* Ref.update(seen, (all) => [...all, { chainId, method, params }])
          const answer = (yield* Ref.get(answers)).get(method)
          if (answer === undefined) return yield* Effect.fail({ code: 5101, message: `Unsupported methods: ${method}` } satisfies ForeignFailure)
          return yield* answer(params)
        }),
      disconnect: Effect.gen(function* () {
        if (Option.isNone(yield* Ref.get(session))) return yield* Effect.fail({ message: "Please call connect() before request()" })
        yield* Ref.set(session, Option.none())
        yield* Ref.set(ended, true)
      }),
      relay: { connected: relayUp, reconnect: Ref.update(reconnects, (count) => count + 1) },
      events: Stream.fromPubSub(hub)
    }

    return {
      client,
      uris: Ref.get(uris),
      approve: (approval) => settle(approval, () => Effect.succeed([])),
      approveAuthenticate: settle,
      proposals: Ref.get(proposed),
      authRequests: Ref.get(authRequests),
      reject: (failure) => Effect.flatMap(waitForProposal, (deferred) => Deferred.fail(deferred, failure)).pipe(Effect.asVoid),
      emit: (event) =>
        Effect.zipRight(
          event._tag === "SessionDelete" || event._tag === "SessionExpire" ? Ref.set(session, Option.none()) : Effect.void,
          publish(event)
        ),
      answer: (method, result) => Ref.update(answers, (all) => new Map(all).set(method, result)),
      requests: Ref.get(seen),
      disconnected: Ref.get(ended),
      setRelay: (up) => Ref.set(relayUp, up),
      reconnects: Ref.get(reconnects)
    } satisfies ScriptedWalletConnect
  })

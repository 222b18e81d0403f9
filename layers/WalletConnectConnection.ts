/**
 * The WalletConnect kind of connection, over a session client (WalletConnectClient): a pairing
 * URI shown until a wallet approves, accounts and chain read from the session's CAIP-10 accounts
 * per namespace, a silent restore of the stored session, chain switching by the rule of SPEC §5,
 * the session's events, and per namespace a provider: on EVM an EIP-1193 provider that sends
 * wallet methods over the session and chain reads through Doorway's own RpcTransport; on another
 * family (Solana) the family's own provider over the session (`FamilyOverSession`). One session
 * serves every namespace it granted; it ends once the last of them is disconnected.
 */
import { Cause, Chunk, Effect, Either, Exit, Option, Ref, Stream } from "effect"
import { messageOf } from "../core/errors/catalogue.js"
import { ConnectFailed, SwitchChainNotApproved } from "../core/errors/ConnectionErrors.js"
import type { DoorwayError } from "../core/errors/DoorwayError.js"
import { JsonRpcError } from "../core/errors/JsonRpcError.js"
import { JsonRpcProviderNotFound, NamespaceNotConfigured, RecordRecentlyDeleted, WalletConnectError } from "../core/errors/WalletConnectErrors.js"
import type { ForeignFailure } from "../core/evm/walletFailureOf.js"
import type { OneClickSignIn } from "../core/siwx/oneClick/oneClickSignIn.js"
import { chainIdHexOf } from "../core/network/addChainParamsOf.js"
import type { RpcTransport } from "../core/services/RpcTransport.js"
import type { WalletEvent } from "../core/services/EvmWallet.js"
import type { OpenError, OpenedSession, ConnectionKind } from "../core/services/WalletConnections.js"
import { makeCapabilitiesCache, walletCapabilities } from "../core/walletconnect/walletCapabilities.js"
import { sessionCallsStatus } from "../core/walletconnect/sessionCallsStatus.js"
import type { BundlerAccess } from "../core/walletconnect/sessionCallsStatus.js"
import { sessionSendCallsRefusal } from "../core/walletconnect/sessionSendCallsRefusal.js"
import { requestOverRelay } from "../core/walletconnect/requestOverRelay.js"
import type { ReachNotice } from "../core/walletconnect/requestOverRelay.js"
import { walletConnectFailureOf } from "../core/walletconnect/walletConnectFailureOf.js"
import type { FamilyOverSession } from "../core/services/FamilyOverSession.js"
import type { CaipNetworkId } from "../schemas/Caip.js"
import type { ChainNamespace } from "../schemas/ChainNamespace.js"
import type { Network } from "../schemas/Network.js"
import type { WalletSession } from "../schemas/WalletSession.js"
import type { Eip1193Listener, Eip1193RequestArguments } from "./EvmWalletEip1193.js"
import { chainIdFrom } from "./EvmWalletEip1193.js"
import { accountsOn, approvedChains } from "./sessionAccounts.js"
import type { ProposedNamespaces, WalletConnectClient, WalletConnectClientEvent } from "./WalletConnectClient.js"
import { makeNamespacesInUse } from "./namespacesInUse.js"
import { runPromiseExit } from "./runPromiseExit.js"

/** The wallet methods a session asks for; chain reads never go to the wallet. */
export const SESSION_METHODS = [
  "personal_sign",
  "eth_signTypedData_v4",
  "eth_sendTransaction",
  "wallet_switchEthereumChain",
  "wallet_addEthereumChain",
  "wallet_getCapabilities",
  "wallet_sendCalls",
  "wallet_getCallsStatus",
  "wallet_grantPermissions",
  "wallet_revokePermissions",
  "wallet_getAssets"
] as const
export const SESSION_EVENTS = ["chainChanged", "accountsChanged"] as const

/** Methods the provider answers from the session or sends to the wallet; every other one is a chain read. */
const WALLET_METHOD = /^(wallet_|personal_sign$|eth_sign|eth_sendTransaction$|eth_requestAccounts$|eth_accounts$|eth_chainId$)/

/** Another chain family in the session: its namespace, the app's chains there, and how it takes part. */
export interface SessionFamily {
  readonly namespace: ChainNamespace
  readonly over: FamilyOverSession
}

export interface WalletConnectConnectionParams {
  readonly client: WalletConnectClient
  /** The app's networks: the chains a session is proposed for (EVM's, and those of `families`). */
  readonly networks: ReadonlyArray<Network>
  /** The app's other families a session is proposed for beside EVM (none: EVM only). */
  readonly families?: ReadonlyArray<SessionFamily> | undefined
  /** Chain reads of the provider (SPEC §9 retry and timeout rules). */
  readonly rpc: RpcTransport["Type"]
  /**
   * Sign-in with the connection (SPEC §4 one-click auth), given when sign-in is on and every chain
   * asked is EVM: the session proposal carries an authentication request (WIRE §6.3), and the
   * wallet's signed answers (cacaos, returned with the approved session) become
   * the sign-in sessions before the connection counts, so the SIWXSignMessage view asks nothing more.
   */
  readonly oneClick?: OneClickSignIn | undefined
  /** Shown while a wallet request waits for the relay's socket (requestOverRelay); nothing without one. */
  readonly notice?: ReachNotice | undefined
  /** The bundlers `wallet_getCallsStatus` may read a batch's status from (`sessionCallsStatus`); none: only the wallet. */
  readonly bundler?: BundlerAccess | undefined
}

const NO_NOTICE: ReachNotice = { show: Effect.void, hide: Effect.void }

interface Active {
  readonly session: WalletSession
  /** The session's active chain (CAIP-2) on each namespace it granted. */
  readonly chains: Readonly<Record<string, string>>
}

const EVM = "eip155"

const failure = (error: ForeignFailure) => walletConnectFailureOf(error)

/** What the provider rejects with: an Error with the catalogue's text, carrying the tagged error's fields. */
const rejectionOf = (error: unknown): unknown =>
  typeof error === "object" && error !== null && "_tag" in error ? Object.assign(new Error(messageOf(error as DoorwayError)), error) : error

export const makeWalletConnectConnection = (params: WalletConnectConnectionParams): Effect.Effect<ConnectionKind> =>
  Effect.gen(function* () {
    const { client, networks, rpc, oneClick } = params
    const notice = params.notice ?? NO_NOTICE
    /** A request to the wallet: sent once the relay's socket is open, within its limit (requestOverRelay). */
    const toWallet = (chain: string, method: string, args: unknown) =>
      requestOverRelay(client.relay, notice, method, client.request(chain, method, args).pipe(Effect.mapError(failure)))
    const runtime = yield* Effect.runtime<never>()
    const active = yield* Ref.make<Option.Option<Active>>(Option.none())
    const capabilities = yield* makeCapabilitiesCache
    const chainsOf = (namespace: ChainNamespace) => networks.filter((network) => network.chainNamespace === namespace).map((network) => network.caipNetworkId)
    const chains = chainsOf(EVM)
    const families = (params.families ?? []).filter((family) => family.namespace !== EVM && chainsOf(family.namespace).length > 0)
    const namespaces: ReadonlyArray<ChainNamespace> = [EVM, ...families.map((family) => family.namespace)]
    /** What a proposal asks: EVM's chains and methods, and each other family's. */
    const proposed: ProposedNamespaces = Object.fromEntries([
      ...(chains.length > 0 ? [[EVM, { chains, methods: SESSION_METHODS, events: SESSION_EVENTS }] as const] : []),
      ...families.map((family) => [family.namespace, { chains: chainsOf(family.namespace), methods: family.over.methods, events: family.over.events }] as const)
    ])
    /** The namespaces the site uses the session on: it ends once none is left (`disconnect`). */
    const inUse = yield* makeNamespacesInUse

    /**
     * Keeps the session with its active chain on each namespace (the one known before when the
     * session still grants it), and answers the accounts of `namespace` with the other
     * namespaces it granted; no account on `namespace` is ConnectFailed.
     */
    const remember = (session: WalletSession, namespace: ChainNamespace) =>
      Effect.flatMap(Ref.get(active), (current) => {
        const granted = namespaces.flatMap((each) =>
          Option.match(accountsOn(session, each, Option.fromNullable(Option.getOrUndefined(current)?.chains[each])), {
            onNone: () => [],
            onSome: (found) => [{ namespace: each, ...found }]
          })
        )
        const own = granted.find((entry) => entry.namespace === namespace)
        if (own === undefined) return Effect.fail(new ConnectFailed({ cause: `The session has no ${namespace} account` }))
        const also = granted.filter((entry) => entry !== own).map(({ namespace: each, accounts, chainId }) => ({ namespace: each, accounts, chainId }))
        return Effect.as(Ref.set(active, Option.some({ session, chains: Object.fromEntries(granted.map((entry) => [entry.namespace, entry.chain])) })), {
          accounts: own.accounts,
          chainId: own.chainId,
          also
        } satisfies OpenedSession)
      })

    /**
     * What the wallet is asked: a plain proposal, or with sign-in on, a proposal with an
     * authentication request (a wallet that approves the session without answering it gives no
     * cacao: no sign-in then, and the SIWXSignMessage view asks after connecting, as for any wallet). Its signed answers are kept
     * once the wallet approved (`signIn`).
     */
    const plain = Effect.map(client.connect(proposed).pipe(Effect.mapError(failure)), (session) => ({
      session,
      signIn: Effect.void as Effect.Effect<void, OpenError>
    }))
    const ask: Effect.Effect<{ readonly session: WalletSession; readonly signIn: Effect.Effect<void, OpenError> }, OpenError> =
      oneClick === undefined
        ? plain
        : Effect.gen(function* () {
            // A store that cannot make the message now (its nonce service down) leaves the plain proposal.
            const request = yield* Effect.either(oneClick.request)
            if (Either.isLeft(request)) {
              yield* Effect.logWarning("One-click sign-in skipped: no sign-in message", request.left.cause)
              return yield* plain
            }
            const { session, auths } = yield* client.authenticate(request.right, proposed).pipe(Effect.mapError(failure))
            return { session, signIn: auths.length === 0 ? Effect.void : oneClick.keep(auths, request.right) }
          })

    /** One proposal: its URIs shown, the wallet's approval awaited; the proposal's expiry or the relay's refusal ends it. */
    const propose = (showUri: (uri: string) => Effect.Effect<void>) =>
      Effect.scoped(
        Effect.gen(function* () {
          // Stream operators the page start already has (runForEachWhile): each one used here would add to it.
          const ending = yield* Ref.make(Option.none<WalletConnectClientEvent>())
          const ended = Stream.runForEachWhile(client.events, (event) =>
            event._tag === "DisplayUri"
              ? Effect.as(showUri(event.uri), true)
              : event._tag === "ProposalExpire" || event._tag === "RelayFailure"
                ? Effect.as(Ref.set(ending, Option.some(event)), false)
                : Effect.succeed(true)
          ).pipe(Effect.zipRight(Ref.get(ending)))
          const watcher = yield* Effect.forkScoped(ended)
          // The stream is subscribed before the proposal is made, so its first URI is seen.
          yield* Effect.yieldNow()
          // The first side to end wins, failed or not (raceFirst, with operators page start has).
          const outcome = yield* Effect.race(
            Effect.either(Effect.map(ask, Either.right)),
            Effect.either(
              watcher.await.pipe(
                Effect.flatMap((exit) => exit),
                Effect.map((event) => Either.left(Option.getOrUndefined(event)))
              )
            )
          )
          return yield* outcome
        })
      )

    const connect: ConnectionKind["connect"] = (connector, prompt) =>
      Effect.gen(function* () {
        for (;;) {
          const outcome = yield* propose(prompt.showUri)
          if (Either.isRight(outcome)) {
            // A sign-in that does not hold ends the session it came with: the connection is refused.
            yield* outcome.right.signIn.pipe(Effect.tapError(() => Effect.ignore(client.disconnect)))
            const opened = yield* remember(outcome.right.session, connector.chain)
            yield* inUse.useOnly([connector.chain, ...(opened.also ?? []).map((entry) => entry.namespace)])
            return opened
          }
          const event = outcome.left
          if (event?._tag === "RelayFailure") return yield* Effect.fail(failure({ message: event.message }))
          // The URI shown no longer pairs: say so once, then offer a fresh one (SPEC §4).
          yield* prompt.notify(new WalletConnectError({ code: "EXPIRED", context: `proposal ${event?._tag === "ProposalExpire" ? event.id : ""}`.trim() }))
        }
      })

    // Each stored namespace is restored on its own: the others it granted are not connected again here.
    const restore: ConnectionKind["restore"] = (connector) =>
      Effect.flatMap(client.session, (session) =>
        Option.match(session, {
          onNone: () => Effect.fail(new ConnectFailed({ cause: "No WalletConnect session is stored" })),
          onSome: (found) =>
            remember(found, connector.chain).pipe(
              Effect.tap(() => inUse.use(connector.chain)),
              Effect.map(({ accounts, chainId }): OpenedSession => ({ accounts, chainId }))
            )
        })
      )

    const current = Effect.flatMap(Ref.get(active), (known) =>
      Option.match(known, { onNone: () => Effect.fail(failure({ message: "Please call connect() before request()" })), onSome: Effect.succeed })
    )

    /** The active chain of a namespace in the session (its first approved one before any is known). */
    const chainOn = (known: Active, namespace: ChainNamespace): string => known.chains[namespace] ?? [...approvedChains(known.session, namespace)][0] ?? ""
    const setChain = (namespace: ChainNamespace, chain: string) =>
      Ref.update(active, Option.map((known) => ({ ...known, chains: { ...known.chains, [namespace]: chain } })))

    const switchChain: ConnectionKind["switchChain"] = (connector, network) =>
      Effect.gen(function* () {
        const known = yield* current
        const namespace = connector.chain
        const target = network.caipNetworkId
        const approved = approvedChains(known.session, namespace).has(target)
        // Only EVM wallets are asked to move to a chain the session did not approve.
        const canSwitch = namespace === EVM && known.session.namespaces[EVM]?.methods.includes("wallet_switchEthereumChain") === true
        if (!approved && !canSwitch) return yield* new SwitchChainNotApproved({ chainId: target })
        // An approved chain is the session's to use at once; another one the wallet is asked for.
        if (!approved) yield* client.request(chainOn(known, EVM), "wallet_switchEthereumChain", [{ chainId: chainIdHexOf(network) }]).pipe(Effect.mapError(failure))
        yield* setChain(namespace, target)
      })

    const eventOf = (event: WalletConnectClientEvent): Effect.Effect<Option.Option<WalletEvent>> => {
      switch (event._tag) {
        case "AccountsChanged":
          return Effect.succeed(Option.some({ _tag: "AccountsChanged", accounts: event.accounts }))
        case "ChainChanged": {
          const text = typeof event.chainId === "string" && event.chainId.startsWith("eip155:") ? event.chainId.slice(7) : event.chainId
          const chainId = chainIdFrom(text)
          if (chainId === undefined) return Effect.succeedNone
          return Effect.as(setChain(EVM, `eip155:${chainId}`), Option.some<WalletEvent>({ _tag: "ChainChanged", chainId }))
        }
        case "SessionDelete":
          return Effect.as(Ref.set(active, Option.none()), Option.some<WalletEvent>({ _tag: "Disconnect", reason: new RecordRecentlyDeleted({ topic: event.topic }) }))
        case "SessionExpire":
          return Effect.as(
            Ref.set(active, Option.none()),
            Option.some<WalletEvent>({ _tag: "Disconnect", reason: new WalletConnectError({ code: "EXPIRED", context: `session topic: ${event.topic}` }) })
          )
        default:
          return Effect.succeedNone
      }
    }

    /** The EIP-1193 provider of the session: wallet methods over it, chain reads through the RpcTransport. */
    const listeners = new Map<string, Set<Eip1193Listener>>()
    const provider = {
      isWalletConnect: true,
      request: ({ method, params: args }: Eip1193RequestArguments): Promise<unknown> =>
        runPromiseExit(
          runtime,
          Effect.flatMap(current, (known): Effect.Effect<unknown, DoorwayError> => {
            const { session } = known
            const chain = chainOn(known, EVM)
            // A session without an EVM namespace cannot take EVM requests (SPEC §8).
            if (session.namespaces["eip155"] === undefined) return Effect.fail(new NamespaceNotConfigured({ namespace: "eip155" }))
            if (method === "eth_accounts" || method === "eth_requestAccounts")
              return Effect.succeed(Option.match(accountsOn(session, EVM, Option.some(chain)), { onNone: () => [], onSome: (opened) => [...opened.accounts] }))
            if (method === "eth_chainId") return Effect.succeed(`0x${Number(chain.slice(7)).toString(16)}`)
            if (method === "wallet_getCapabilities")
              return walletCapabilities(capabilities, session.topic, args, (asked) => client.request(chain, method, asked))
            if (method === "wallet_getCallsStatus")
              return sessionCallsStatus({ session, chain, args, bundler: params.bundler, ask: (asked) => toWallet(chain, method, asked) })
            // The batch's calls are checked, and the session's approval of the method, before the wallet is asked (SPEC §5).
            const refusal = method === "wallet_sendCalls" ? sessionSendCallsRefusal(session, args) : undefined
            if (refusal !== undefined) return Effect.fail(refusal)
            if (WALLET_METHOD.test(method)) return toWallet(chain, method, args)
            // Chain reads go to the app's own nodes: a chain the app is not configured with has none.
            if (!chains.includes(chain as CaipNetworkId)) return Effect.fail(new JsonRpcProviderNotFound({ chainId: chain }))
            return rpc.request(chain as CaipNetworkId, method, Array.isArray(args) ? args : [])
          })
        ).then((exit) =>
          // An EIP-1193 caller reads `message` and `code`: the catalogue's text and the tagged error's fields.
          Exit.isSuccess(exit) ? exit.value : Promise.reject(rejectionOf(Cause.squash(exit.cause)))
        ),
      on: (event: string, listener: Eip1193Listener) => void listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
      removeListener: (event: string, listener: Eip1193Listener) => void listeners.get(event)?.delete(listener)
    }

    /** The provider's EIP-1193 listeners hear the wallet's events too. */
    const tellListeners = (event: WalletEvent) =>
      Effect.sync(() => {
        const name = event._tag === "AccountsChanged" ? "accountsChanged" : event._tag === "ChainChanged" ? "chainChanged" : "disconnect"
        const payload = event._tag === "AccountsChanged" ? event.accounts : event._tag === "ChainChanged" ? `0x${event.chainId.toString(16)}` : {}
        for (const listener of listeners.get(name) ?? []) listener(payload)
      })

    /** A family's provider over the session, one per namespace and session (the same object on each ask). */
    const familyProviders = new Map<string, unknown>()
    const familyProvider = (family: SessionFamily) =>
      Effect.gen(function* () {
        const known = yield* current
        const key = `${known.session.topic}/${family.namespace}`
        const made = familyProviders.get(key)
        if (made !== undefined) return made
        const own = accountsOn(known.session, family.namespace, Option.fromNullable(known.chains[family.namespace]))
        if (Option.isNone(own)) return yield* new NamespaceNotConfigured({ namespace: family.namespace })
        const fresh = yield* family.over
          .provider({
            address: own.value.accounts[0],
            chain: () => Option.match(Effect.runSync(Ref.get(active)), { onNone: () => own.value.chain, onSome: (now) => chainOn(now, family.namespace) }),
            request: (chain, method, args) =>
              runPromiseExit(runtime, toWallet(chain, method, args)).then((exit) =>
                Exit.isSuccess(exit) ? exit.value : Promise.reject(rejectionOf(Cause.squash(exit.cause)))
              )
          })
          // Its code did not load: no provider to sign with (EIP-1193 4900 "Disconnected").
          .pipe(Effect.mapError((error) => new JsonRpcError({ code: 4900, reason: `The ${family.namespace} provider did not load: ${error.url}` })))
        familyProviders.set(key, fresh)
        return fresh
      })

    /** Only the session's own end concerns another family's namespace: accounts and chains there are the session's. */
    const endsOnly = (event: WalletEvent) => event._tag === "Disconnect"

    return {
      connect,
      restore,
      // The session ends with the last namespace the site used it on; before that, only that namespace lets go.
      disconnect: (connector) =>
        Effect.gen(function* () {
          const last = yield* inUse.release(connector.chain)
          if (!last && Option.isSome(yield* Ref.get(active))) return
          yield* client.disconnect.pipe(
            Effect.mapError(failure),
            Effect.ensuring(Effect.zipRight(Ref.set(active, Option.none()), Effect.sync(() => familyProviders.clear())))
          )
        }),
      switchChain,
      events: (connector) =>
        Effect.succeed(
          // One operator rather than mapEffect, filterMap and tap: one pass per chunk of events.
          Stream.mapChunksEffect(client.events, (chunk) =>
            Effect.map(
              Effect.forEach(chunk, (event) =>
                connector.chain === EVM ? Effect.tap(eventOf(event), Option.match({ onNone: () => Effect.void, onSome: tellListeners })) : eventOf(event)
              ),
              (events) =>
                Chunk.fromIterable(
                  events.flatMap((event) => (Option.isSome(event) && (connector.chain === EVM || endsOnly(event.value)) ? [event.value] : []))
                )
            )
          )
        ),
      provider: (connector) => {
        const family = families.find((entry) => entry.namespace === connector.chain)
        return family === undefined ? Effect.as(current, provider) : familyProvider(family)
      }
    } satisfies ConnectionKind
  })


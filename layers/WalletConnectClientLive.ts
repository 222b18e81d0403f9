/**
 * The WalletConnect session client over `@walletconnect/universal-provider` 2.25, imported here
 * only: this module is itself loaded on first use of a WalletConnect connector, never at page
 * start. Telemetry is off, the SDK logs nothing, its key-value storage is Doorway's Storage (raw
 * port, values decoded at this edge), each instance has its own storage prefix, and the provider
 * never pings RPC URLs (chain reads go through Doorway's RpcTransport).
 */
import { Effect, Option, PubSub, Ref, Runtime, Schema, Stream } from "effect"
import type { IKeyValueStorage } from "@walletconnect/keyvaluestorage"
import type { ProjectMetadata } from "../schemas/ProjectMetadata.js"
import { foreignStorageKey } from "../schemas/StorageKeys.js"
import { WalletSession } from "../schemas/WalletSession.js"
import type { Storage } from "../core/services/Storage.js"
import { makeStateRef } from "../core/state/makeStateRef.js"
import { foreignFailureOf } from "./EvmWalletEip1193.js"
import { withMethodsRecap } from "./methodsRecap.js"
import type { ProposedNamespaces, WalletConnectClient, WalletConnectClientEvent } from "./WalletConnectClient.js"

export interface WalletConnectClientConfig {
  readonly projectId: string
  /** The relay's WebSocket URL (the `relay` endpoint; `wss://relay.walletconnect.org` by default). */
  readonly relayUrl: string
  readonly metadata: ProjectMetadata
  /** Keeps this instance's keys and SDK core apart from any other on the page (`wc@2:…:<prefix>//…`). */
  readonly storagePrefix: string
  /**
   * The SDK's verify step: in a browser the dapp waits up to 5 s for a frame of
   * verify.walletconnect.org before each proposal and request. Off, it attaches no attestation.
   */
  readonly verify: boolean
}

/** The SDK's own keys (`wc@2:…`) are stored as named; the others (its client id) get the instance's prefix. */
const storedKeyOf = (key: string, prefix: string): string => (key.startsWith("wc@2:") ? key : `${key}:${prefix}`)

const isRecord = (value: unknown): boolean => typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * Whether `value` is what the SDK keeps under `key` (WIRE §5): under its own `wc@2:` names a map
 * (an object) or a store (an array of records); a store holding text, say, would break its start.
 */
const isSdkValue = (key: string, value: unknown): boolean =>
  !key.startsWith("wc@2:") || isRecord(value) || (Array.isArray(value) && value.every(isRecord))

/**
 * The SDK's key-value storage over Doorway's Storage, run on the instance's `runtime` (its log).
 * Values are JSON of the SDK's shapes; one that is not is dropped with a warning (as Doorway's own
 * keys are), so the SDK starts clean instead of failing.
 */
export const sdkStorageOf = (storage: Storage["Type"], prefix: string, runtime: Runtime.Runtime<never>): IKeyValueStorage => {
  const run = Runtime.runPromise(runtime)
  const read = (key: string) =>
    Effect.gen(function* () {
      const stored = foreignStorageKey(storedKeyOf(key, prefix))
      const raw = yield* storage.get(stored)
      if (Option.isNone(raw)) return undefined
      const parsed = Schema.decodeUnknownOption(Schema.parseJson())(raw.value)
      if (Option.isSome(parsed) && isSdkValue(key, parsed.value)) return parsed.value
      yield* Effect.logWarning(`Removed the unreadable value of ${stored}`)
      yield* storage.remove(stored)
      return undefined
    })
  const keys = Effect.map(storage.keysWith("wc@2:"), (all) => all.filter((key) => key.includes(`:${prefix}//`)) as Array<string>)
  return {
    getKeys: () => run(keys),
    getEntries: <T>() =>
      run(Effect.flatMap(keys, (all) => Effect.forEach(all, (key) => Effect.map(read(key), (value) => [key, value as T] as [string, T])))),
    getItem: <T>(key: string) => run(read(key)) as Promise<T | undefined>,
    setItem: <T>(key: string, value: T) => run(storage.set(foreignStorageKey(storedKeyOf(key, prefix)), JSON.stringify(value))),
    removeItem: (key: string) => run(storage.remove(foreignStorageKey(storedKeyOf(key, prefix))))
  }
}

const decodeSession = Schema.decodeUnknownOption(WalletSession)

/** The proposal's namespaces as the SDK takes them (mutable arrays). */
const optionalNamespacesOf = (namespaces: ProposedNamespaces) =>
  Object.fromEntries(
    Object.entries(namespaces).map(([key, { chains, methods, events }]) => [key, { chains: [...chains], methods: [...methods], events: [...events] }])
  )

/** A provider and its client, made once per instance; closed (socket, timers) with the scope. */
export const makeWalletConnectClientLive = (config: WalletConnectClientConfig, storage: Storage["Type"]) =>
  Effect.gen(function* () {
    const { UniversalProvider } = yield* Effect.tryPromise({
      try: () => import("@walletconnect/universal-provider"),
      catch: (error) => foreignFailureOf(error)
    })
    const runtime = yield* Effect.runtime<never>()
    const hub = yield* PubSub.unbounded<WalletConnectClientEvent>()
    const publish = (event: WalletConnectClientEvent) => void Effect.runSync(PubSub.publish(hub, event))
    const provider = yield* Effect.acquireRelease(
      Effect.tryPromise({
        try: () =>
          UniversalProvider.init({
            projectId: config.projectId,
            relayUrl: config.relayUrl,
            metadata: { ...config.metadata, icons: [...config.metadata.icons] },
            customStoragePrefix: config.storagePrefix,
            storage: sdkStorageOf(storage, config.storagePrefix, runtime),
            telemetryEnabled: false,
            logger: "silent",
            disableProviderPing: true
          }),
        catch: (error) => foreignFailureOf(error)
      }),
      (made) =>
        Effect.promise(async () => {
          await made.client.core.relayer.transportClose().catch(() => undefined)
          made.client.core.heartbeat.stop()
        })
    )
    if (!config.verify) provider.client.core.verify.register = () => Promise.resolve("")
    // A core the SDK kept from an instance made before with this prefix (one destroyed and made
    // again) had its socket closed with that instance: a stored session needs it open again.
    const relayer = provider.client.core.relayer
    if (provider.session !== undefined && !relayer.connected) yield* Effect.promise(() => relayer.transportOpen().catch(() => undefined))
    provider.on("display_uri", (uri: string) => publish({ _tag: "DisplayUri", uri }))
    provider.on("accountsChanged", (accounts: Array<string>) => publish({ _tag: "AccountsChanged", accounts }))
    provider.on("chainChanged", (chainId: unknown) => publish({ _tag: "ChainChanged", chainId }))
    provider.on("session_delete", (event: { topic?: string }) => publish({ _tag: "SessionDelete", topic: event?.topic ?? "" }))
    provider.on("session_expire", (event: { topic?: string }) => publish({ _tag: "SessionExpire", topic: event?.topic ?? "" }))
    provider.client.on("proposal_expire", (event: { id: number }) => publish({ _tag: "ProposalExpire", id: event.id }))
    provider.client.core.relayer.on("relayer_error", (error: unknown) => publish({ _tag: "RelayFailure", message: foreignFailureOf(error).message }))
    // The socket's state as the relayer sees it at each of its connect and disconnect events.
    const connected = yield* makeStateRef(relayer.connected)
    const follow = () => void Effect.runFork(Ref.set(connected, relayer.connected))
    relayer.on("relayer_connect", follow)
    relayer.on("relayer_disconnect", follow)
    yield* Effect.addFinalizer(() =>
      Effect.sync(() => {
        relayer.off("relayer_connect", follow)
        relayer.off("relayer_disconnect", follow)
      })
    )

    const attempt = <A>(run: () => Promise<A>) => Effect.tryPromise({ try: run, catch: (error) => foreignFailureOf(error) })

    return {
      session: Effect.sync(() => (provider.session === undefined ? Option.none() : decodeSession(provider.session))),
      connect: (namespaces) =>
        attempt(() => provider.connect({ optionalNamespaces: optionalNamespacesOf(namespaces) })).pipe(
          // A proposal given up (expired, the view closed) stops waiting in the SDK too.
          Effect.onInterrupt(() => Effect.sync(() => provider.abortPairingAttempt())),
          Effect.flatMap((session) =>
            Option.match(decodeSession(session ?? provider.session), {
              onNone: () => Effect.fail({ message: "Missing or invalid. session" }),
              onSome: Effect.succeed
            })
          )
        ),
      // One proposal carrying the sign-in request (WIRE §6.3): the wallet approves the session and
      // answers with its cacao in the same step; one that skips the request still connects (no auths).
      authenticate: (request, namespaces) =>
        attempt(() =>
          provider.connect({
            optionalNamespaces: optionalNamespacesOf(namespaces),
            authentication: [
              {
                chains: [...request.chains],
                domain: request.domain,
                uri: request.uri,
                nonce: request.nonce,
                // The proposal's lifetime, the same as a plain one's (WIRE §6.3: wc_sessionPropose ttl 300 s).
                ttl: 300,
                // The methods granted, as a ReCap the wallet's statement names (the SDK adds none on this path).
                resources: withMethodsRecap(request.chains[0], namespaces["eip155"]?.methods ?? [], request.resources ?? []),
                ...(request.statement === undefined ? {} : { statement: request.statement }),
                ...(request.exp === undefined ? {} : { exp: request.exp }),
                ...(request.nbf === undefined ? {} : { nbf: request.nbf }),
                ...(request.requestId === undefined ? {} : { requestId: request.requestId })
              }
            ]
          })
        ).pipe(
          Effect.onInterrupt(() => Effect.sync(() => provider.abortPairingAttempt())),
          Effect.flatMap((approved) => {
            const settled = approved ?? provider.session
            return Option.match(decodeSession(settled), {
              onNone: () => Effect.fail({ message: "Missing or invalid. session" }),
              // The cacaos come back on the settled session (`authentication`); the text each stands
              // for is the SDK's EIP-4361 layout of its payload, checked against it by the sign-in code.
              onSome: (session) =>
                Effect.try({
                  try: () => ({
                    session,
                    auths: (settled?.authentication ?? []).map((cacao) => ({
                      cacao,
                      message: provider.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
                    }))
                  }),
                  catch: (error) => foreignFailureOf(error)
                })
            })
          })
        ),
      request: (chainId, method, params) => attempt(() => provider.request({ method, params: params as Array<unknown> }, chainId)),
      disconnect: attempt(() => provider.disconnect()),
      relay: {
        connected,
        // Not awaited: the SDK's own attempt loop can take 15 s; a try already under way is joined.
        reconnect: Effect.sync(() => {
          if (!relayer.connected) relayer.transportOpen().catch(() => undefined)
        })
      },
      // Each run of the stream subscribes to the hub, and unsubscribes when it ends.
      events: Stream.unwrapScoped(Effect.map(PubSub.subscribe(hub), (queue) => Stream.fromQueue(queue)))
    } satisfies WalletConnectClient
  })

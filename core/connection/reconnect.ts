import { Effect, Fiber, Option, Ref } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { Connector } from "../../schemas/Connector.js"
import { fetchAccountData } from "../account/fetchAccountData.js"
import { RECONNECT_CONNECTOR_WAIT } from "../constants.js"
import { findNetworkByCaipId } from "../networks/findNetworkByCaipId.js"
import { selectNetwork } from "../network/selectNetwork.js"
import { ChainState } from "../services/ChainState.js"
import { Connectors } from "../services/Connectors.js"
import { Options } from "../services/Options.js"
import { awaitRefValue } from "../state/followRef.js"
import { readStoredValue } from "../storage/storedValues.js"
import { storedConnectorId } from "./storedConnectorId.js"
import { connectorById } from "./findConnector.js"
import { applyConnection } from "./applyConnection.js"
import { storeActiveNetwork, storeConnection } from "./connectionStorage.js"
import { forgetConnection } from "./forgetConnection.js"
import { forkOnceDrawn } from "./forkOnceDrawn.js"
import { openWallet } from "./openWallet.js"
import { updateNamespaceState } from "./updateNamespaceState.js"
import { startWatchingWallet } from "./watchWallet.js"
import { loadStartUpStep } from "../config/loadStartUpStep.js"
import { showEmbeddedLogin } from "../embedded/showEmbeddedLogin.js"

/**
 * What a reload found: no stored connection; the wallet back; its connector not announced in
 * time; the wallet no longer granting the site access (the stored connection is dropped); or the
 * wallet failing to answer (the stored connection is kept for the next time).
 */
export type ReconnectOutcome = "NothingStored" | "Reconnected" | "ConnectorMissing" | "NotAuthorized" | "Failed"

/** The connector `id` on `namespace` once discovery knows it, waiting at most RECONNECT_CONNECTOR_WAIT. */
const awaitConnector = (id: string, namespace: ChainNamespace) =>
  Effect.gen(function* () {
    const { state } = yield* Connectors
    // Seen on the namespace: a WalletConnect connector is stored under each namespace its session connected.
    const announced = awaitRefValue(state, (current) => connectorById(current.connectors, id, namespace))
    return yield* announced.pipe(
      Effect.timeout(RECONNECT_CONNECTOR_WAIT),
      Effect.asSome,
      Effect.catchTag("TimeoutException", () => Effect.succeedNone)
    )
  })

const setStatus = (namespace: ChainNamespace, status: "connecting" | "disconnected") =>
  updateNamespaceState(namespace, (current) => ({ ...current, accountState: { ...current.accountState, status } }))

// The sign-in step (SPEC §4) loads when it runs: the page's start lists no sign-in chunk.
const signIn = Effect.flatMap(loadStartUpStep(() => import("../siwx/askSignIn.js")), Option.match({ onNone: () => Effect.void, onSome: (chunk) => chunk.askSignIn }))

const restore = (namespace: ChainNamespace, connector: Connector) =>
  Effect.gen(function* () {
    const opened = yield* Effect.either(openWallet(connector, "restore"))
    if (opened._tag === "Left") {
      const notAuthorized = opened.left._tag === "ConnectFailed"
      yield* notAuthorized ? forgetConnection(namespace) : setStatus(namespace, "disconnected")
      yield* Effect.logInfo(`The stored wallet ${connector.id} was not reconnected: ${opened.left._tag}`)
      return (notAuthorized ? "NotAuthorized" : "Failed") satisfies ReconnectOutcome
    }
    yield* applyConnection(opened.right)
    // The embedded wallet's account shows who logged in, as after the login itself.
    if (connector.type === "AUTH") yield* showEmbeddedLogin
    yield* startWatchingWallet(namespace, opened.right.connector, signIn)
    // The stored copy is written again once the account has been drawn.
    const stored = yield* forkOnceDrawn(storeConnection(namespace, opened.right.connector.id, opened.right.network))
    yield* fetchAccountData(namespace)
    yield* Fiber.join(stored)
    return "Reconnected" satisfies ReconnectOutcome
  })

/** Restores the stored connection of one namespace; its stored network is selected first when it is the active one. */
const reconnectNamespace = (namespace: ChainNamespace) =>
  Effect.gen(function* () {
    const connectorId = yield* storedConnectorId(namespace)
    if (Option.isNone(connectorId)) return "NothingStored" satisfies ReconnectOutcome
    const options = yield* Options
    const storedNetwork = yield* readStoredValue("@appkit/active_caip_network_id")
    const network = Option.filter(
      Option.flatMap(storedNetwork, (id) => findNetworkByCaipId(options.networks, id)),
      (found) => found.chainNamespace === namespace
    )
    // Found among the configured networks just above, so it cannot be missing.
    if (Option.isSome(network)) yield* selectNetwork(network.value).pipe(Effect.catchTag("NetworkNotFound", () => Effect.void))

    yield* setStatus(namespace, "connecting")
    const connector = yield* awaitConnector(connectorId.value, namespace)
    if (Option.isNone(connector)) {
      yield* setStatus(namespace, "disconnected")
      return "ConnectorMissing" satisfies ReconnectOutcome
    }
    return yield* restore(namespace, connector.value)
  })

/** One outcome for the reload: a namespace back wins, then the first that had something stored. */
const outcomeOf = (outcomes: ReadonlyArray<ReconnectOutcome>): ReconnectOutcome =>
  outcomes.includes("Reconnected") ? "Reconnected" : (outcomes.find((outcome) => outcome !== "NothingStored") ?? "NothingStored")

/**
 * After a reload, restores every namespace's stored connection without showing anything (SPEC §4,
 * WIRE §5), the namespaces side by side: the stored network is selected again if the app still
 * offers it, the namespace's status is connecting while the stored connector is awaited (wallets
 * announce themselves asynchronously) and asked for the accounts it already granted (never a
 * prompt), then connected, or disconnected on failure. The namespace stored as active is active
 * again when it is back. The modal is never opened, nor a wallet asked to switch. A damaged
 * connector id is repaired from the stored connections (storedConnectorId). The sign-in step
 * (SPEC §4) follows once every namespace has settled.
 */
export const reconnect = Effect.gen(function* () {
  const options = yield* Options
  const namespaces = [...new Set(options.networks.map((network) => network.chainNamespace))]
  // Read before the restores, each of which stores its own namespace as the active one.
  const active = yield* readStoredValue("@appkit/active_namespace")
  const outcomes = yield* Effect.forEach(namespaces, reconnectNamespace, { concurrency: "unbounded" })
  const back = namespaces.filter((_, i) => outcomes[i] === "Reconnected")
  if (back.length > 1 && Option.isSome(active) && back.includes(active.value)) {
    const chainState = yield* ChainState
    yield* Ref.set(chainState.activeNamespace, Option.some(active.value))
    const network = (yield* Ref.get(chainState.chains)).get(active.value)?.networkState.caipNetwork
    if (network !== undefined) yield* storeActiveNetwork(network)
  }
  if (back.length > 0) yield* signIn
  return outcomeOf(outcomes)
}).pipe(Effect.withSpan("connection.reconnect"))

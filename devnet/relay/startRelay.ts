/**
 * Starts the local WalletConnect relay on 127.0.0.1 (port 0 = a free one): WebSockets carrying
 * the relay's JSON-RPC (WIRE.md §6). Each connection's URL is checked first (verifyRelayAuth); a
 * refused one is closed with code 3000 and the reason. With a `dataDir`, stored messages and
 * subscriptions are kept on disk (relayJournalFile.ts), so a restart loses none of them. `makeRelay` lives as long as its Scope;
 * `startRelay` is the same behind a Promise with `stop()`, and serves `/__restart` (devnet/net/restart):
 * stopped and started again on its port, a fresh hub then (from the journal when there is one).
 */
import type { Scope } from "effect"
import { Clock, Deferred, Effect, Either, FiberSet, Queue, Schedule } from "effect"
import { createServer } from "node:http"
import type { IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"
import { WebSocket, WebSocketServer } from "ws"
import { DEMO_PROJECT_ID, TEST_PROJECT_ID } from "../catalogue/ProjectConfig.js"
import { FAULTS_PATH } from "../net/faults/faultsAdmin.js"
import { isPathRoute, makeFaultRegistry, type FaultRegistry } from "../net/faults/FaultRegistry.js"
import { withFaults } from "../net/faults/withFaults.js"
import { restartable } from "../net/restart/restartable.js"
import { withRestartRoute } from "../net/restart/restartRoute.js"
import { startScoped } from "../net/startScoped.js"
import { AUTH_CLOSE_CODE } from "./RelayAuthRejected.js"
import type { RelayHub } from "./RelayHub.js"
import { makeRelayHubWith } from "./RelayHub.js"
import { openRelayJournal } from "./relayJournalFile.js"
import type { RelayStartError } from "./RelayStartError.js"
import { relayStartErrorOf } from "./RelayStartError.js"
import type { RelayAuthContext } from "./verifyRelayAuth.js"
import { verifyRelayAuth, warmUpSignatureCheck } from "./verifyRelayAuth.js"

const HOST = "127.0.0.1"
/**
 * Frames up to this size reach the relay, which answers those over 1 MiB with an error and keeps
 * the socket; anything larger makes the WebSocket layer close it (1009).
 */
const MAX_SOCKET_FRAME_BYTES = 16 * 1024 * 1024
/** The JS client in Node drops a socket that hears nothing for 35 s; a ping counts. */
const PING_EVERY = "20 seconds"

export interface RelayOptions {
  /** 0 (the default) takes a free port. */
  readonly port?: number | undefined
  /**
   * The project ids served, or a live check (e.g. the catalogue's, so projects added there are
   * served here too). Default: `doorway-demo` and `doorway-test`.
   */
  readonly projects?: ReadonlyArray<string> | { readonly isKnown: (projectId: string) => boolean } | undefined
  /**
   * The folder of the relay's journal: messages within their TTL and subscriptions outlive a
   * restart. Without one the relay keeps everything in memory.
   */
  readonly dataDir?: string | undefined
  /** Public relay URLs this one plays: tokens signed for them are accepted too (see verifyRelayAuth). */
  readonly alsoServes?: ReadonlyArray<string> | undefined
}

export interface Relay {
  /** The URL to give the WalletConnect clients as `relayUrl`, e.g. `ws://127.0.0.1:41234`. */
  readonly url: string
  readonly port: number
  /** The state machine behind the sockets (connections, subscriptions, mailbox). */
  readonly hub: RelayHub
  /**
   * What the relay is told to show instead of answering, set at `faultsUrl` (devnet/net/faults):
   * faults on a path meet the WebSocket handshake; "drop" also cuts the sockets open on it.
   */
  readonly faults: FaultRegistry
  readonly faultsUrl: string
}

export interface RunningRelay extends Relay {
  /** Closes every socket and the server; calling it again does nothing. */
  readonly stop: () => Promise<void>
}

const isKnownOf = (projects: RelayOptions["projects"]): ((projectId: string) => boolean) => {
  if (projects !== undefined && "isKnown" in projects) return projects.isKnown
  const known = new Set(projects ?? [DEMO_PROJECT_ID, TEST_PROJECT_ID])
  return (projectId) => known.has(projectId)
}

const textOf = (data: WebSocket.RawData): string =>
  (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)).toString("utf8")

/** One socket from handshake to close: the URL's check, then its frames in order through the hub. */
const serveSocket = (hub: RelayHub, auth: RelayAuthContext, socket: WebSocket, request: IncomingMessage) =>
  Effect.gen(function* () {
    // Frames may arrive while the check runs: they wait in order.
    const inbox = yield* Queue.unbounded<string>()
    const closed = yield* Deferred.make<void>()
    socket.on("message", (data) => Queue.unsafeOffer(inbox, textOf(data)))
    socket.on("close", () => Deferred.unsafeDone(closed, Effect.void))
    socket.on("error", () => socket.terminate())

    const search = new URL(request.url ?? "/", "ws://relay").search
    const checked = yield* Effect.either(verifyRelayAuth(search, auth))
    if (Either.isLeft(checked)) {
      socket.close(AUTH_CLOSE_CODE, checked.left.message)
      return
    }
    const connectionId = yield* hub.open(checked.right, (text) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(text)
    })
    const serve = Effect.forever(Effect.flatMap(Queue.take(inbox), (text) => hub.receive(connectionId, text)))
    const ping = Effect.repeat(
      Effect.sync(() => socket.readyState === WebSocket.OPEN && socket.ping()),
      Schedule.spaced(PING_EVERY)
    )
    yield* Effect.raceFirst(Deferred.await(closed), Effect.zipRight(Effect.fork(ping), serve)).pipe(
      Effect.ensuring(hub.close(connectionId))
    )
  }).pipe(Effect.scoped)

/** `restart`, when given, is what `/__restart` asks for (startRelay's supervisor). */
export const makeRelay = (options: RelayOptions = {}, restart?: (downMs: number) => void): Effect.Effect<Relay, RelayStartError, Scope.Scope> =>
  Effect.gen(function* () {
    const requestedPort = options.port ?? 0
    const journal =
      options.dataDir === undefined ? undefined : openRelayJournal(options.dataDir, yield* Clock.currentTimeMillis)
    const hub = yield* makeRelayHubWith(journal)
    yield* Effect.sync(warmUpSignatureCheck)
    const runConnection = yield* FiberSet.makeRuntime<never>()
    const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_SOCKET_FRAME_BYTES })
    const faults = makeFaultRegistry()
    const faulty = withFaults(
      createServer((_request, response) => {
        response.writeHead(426, { upgrade: "websocket", "content-type": "text/plain" }).end("WalletConnect relay: connect with a WebSocket\n")
      }),
      faults
    )
    const server = restart === undefined ? faulty : withRestartRoute(faulty, restart)
    // Each open socket's path, so a "drop" on a route cuts the sockets it covers.
    const openPaths = new Map<WebSocket, string>()
    faults.onAdd((plan) => {
      if (plan.fault !== "drop" || !isPathRoute(plan.route)) return
      for (const [client, path] of openPaths) if (path.startsWith(plan.route)) client.terminate()
    })
    server.on("clientError", (_error, socket) => socket.destroy())

    const port = yield* Effect.acquireRelease(
      Effect.async<number, RelayStartError>((resume) => {
        server.once("error", (cause) => resume(Effect.fail(relayStartErrorOf(requestedPort, cause))))
        server.listen(requestedPort, HOST, () => resume(Effect.succeed((server.address() as AddressInfo).port)))
      }),
      () =>
        Effect.async<void>((resume) => {
          // Held handshakes go on to the closed WebSocket server, which refuses them.
          faults.clear()
          for (const client of sockets.clients) client.terminate()
          sockets.close()
          server.close(() => resume(Effect.void))
          server.closeAllConnections()
        })
    )
    const url = `ws://${HOST}:${port}`
    const auth: RelayAuthContext = { relayUrl: url, alsoServes: options.alsoServes ?? [], isKnownProject: isKnownOf(options.projects) }
    server.on("upgrade", (request, socket, head) => {
      sockets.handleUpgrade(request, socket, head, (client) => {
        openPaths.set(client, (request.url ?? "/").split("?")[0] ?? "/")
        client.once("close", () => openPaths.delete(client))
        runConnection(serveSocket(hub, auth, client, request))
      })
    })
    return { url, port, hub, faults, faultsUrl: `http://${HOST}:${port}${FAULTS_PATH}` }
  })

export const startRelay = async (options: RelayOptions = {}): Promise<RunningRelay> => {
  const runs = await restartable((port, restart) => startScoped(makeRelay({ ...options, port }, restart)), options.port ?? 0)
  // Each field reads the run that is up: a restart makes a new hub and fault registry.
  return {
    get url() {
      return runs.current().url
    },
    get port() {
      return runs.current().port
    },
    get hub() {
      return runs.current().hub
    },
    get faults() {
      return runs.current().faults
    },
    get faultsUrl() {
      return runs.current().faultsUrl
    },
    stop: runs.stop
  }
}

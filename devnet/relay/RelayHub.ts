/**
 * The relay's state machine as an Effect program: the state in a Ref, the time from Clock, each
 * text frame answered through the connection's `send`, and each push redelivered every 5 s until
 * it is acknowledged (WIRE.md §6.2). Knows nothing of sockets: the WebSocket side (makeRelay)
 * opens a connection per verified client and feeds it frames; tests feed it directly. With a
 * journal (relayJournalFile.ts) it starts from what an earlier run kept, writes every change down
 * before answering, and gives a client that connects again the topics it was subscribed to.
 */
import type { Scope } from "effect"
import { Clock, Duration, Effect, FiberSet, Ref } from "effect"
import { applyRequest, receivedMessageOf } from "./applyRequest.js"
import { decodeRelayFrame } from "./decodeRelayFrame.js"
import type { RelayJournalFile } from "./relayJournalFile.js"
import type { ConnectionId, Push, RelayState } from "./RelayState.js"
import { acknowledge, closeConnection, emptyRelayState, openConnection, redeliver, restoreSubscription } from "./RelayState.js"

/** How long a push waits for the client's `result: true` before it is sent again. */
export const ACK_TIMEOUT = Duration.seconds(5)

export interface RelayHub {
  /** A verified client's socket; `send` writes one text frame to it. */
  readonly open: (clientId: string, send: (text: string) => void) => Effect.Effect<ConnectionId>
  /** One text frame from the connection: answered (and acted on) before the next one is read. */
  readonly receive: (connectionId: ConnectionId, text: string) => Effect.Effect<void>
  readonly close: (connectionId: ConnectionId) => Effect.Effect<void>
  /** The state as it is now (for tests and inspection). */
  readonly state: Effect.Effect<RelayState>
}

const reply = (idJson: string, body: string): string => `{"id":${idJson},"jsonrpc":"2.0",${body}}`

const subscriptionFrame = (push: Push): string =>
  JSON.stringify({
    id: push.pushId,
    jsonrpc: "2.0",
    method: "irn_subscription",
    params: { id: push.subscriptionId, data: receivedMessageOf(push.message) }
  })

export const makeRelayHub: Effect.Effect<RelayHub, never, Scope.Scope> = Effect.suspend(() => makeRelayHubWith(undefined))

/** The hub, kept in `journal` when one is given. */
export const makeRelayHubWith = (journal: RelayJournalFile | undefined): Effect.Effect<RelayHub, never, Scope.Scope> => Effect.gen(function* () {
  const restored = journal?.restored
  const stateRef = yield* Ref.make<RelayState>(
    restored === undefined ? emptyRelayState : { ...emptyRelayState, mailbox: restored.mailbox, nextMessageKey: restored.nextMessageKey }
  )
  // The journal is written in the same step as the change, so its order is the state's order.
  const transition = <A>(change: (state: RelayState) => readonly [A, RelayState]): Effect.Effect<A> =>
    Ref.modify(stateRef, (state) => {
      const [result, next] = change(state)
      journal?.record(state, next)
      return [result, next] as const
    })
  const sinks = new Map<ConnectionId, (text: string) => void>()
  const timers = yield* FiberSet.make()
  let nextConnectionId = 1

  const sendTo = (connectionId: ConnectionId, text: string) => Effect.sync(() => sinks.get(connectionId)?.(text))

  // Sends a push, then after each ACK_TIMEOUT sends it again while the state still has it pending.
  const deliver = (push: Push): Effect.Effect<void> =>
    Effect.zipRight(
      sendTo(push.connectionId, subscriptionFrame(push)),
      FiberSet.run(timers, awaitAck(push.pushId))
    ).pipe(Effect.asVoid)

  const awaitAck = (pushId: number): Effect.Effect<void> =>
    Effect.gen(function* () {
      for (;;) {
        yield* Effect.sleep(ACK_TIMEOUT)
        const now = yield* Clock.currentTimeMillis
        const again = yield* transition((state) => {
          const next = redeliver(state, now, pushId)
          return [next.push, next.state] as const
        })
        if (again === undefined) return
        yield* sendTo(again.connectionId, subscriptionFrame(again))
      }
    })

  const receive = (connectionId: ConnectionId, text: string): Effect.Effect<void> =>
    Effect.gen(function* () {
      const frame = decodeRelayFrame(text)
      switch (frame._tag) {
        case "Ignored":
          return
        case "Ack":
          return yield* transition((state) => [undefined, acknowledge(state, connectionId, frame.pushId)] as const)
        case "Rejected":
          return yield* sendTo(connectionId, reply(frame.idJson, `"error":${JSON.stringify({ code: frame.code, message: frame.message })}`))
        case "Request": {
          const now = yield* Clock.currentTimeMillis
          const applied = yield* transition((state) => {
            const done = applyRequest(state, now, connectionId, frame.request)
            return [done, done.state] as const
          })
          // The answer first: a client learns its subscription before messages arrive on it.
          yield* sendTo(connectionId, reply(frame.idJson, `"result":${JSON.stringify(applied.result)}`))
          yield* Effect.forEach(applied.pushes, deliver, { discard: true })
        }
      }
    })

  return {
    open: (clientId, send) =>
      Effect.gen(function* () {
        const connectionId = nextConnectionId++
        sinks.set(connectionId, send)
        const remembered = [...(journal?.topicsOf(clientId) ?? [])]
        // A client back after a restart finds its subscriptions. What waited on them is pushed when
        // it subscribes again, as the SDK does on reconnecting: pushed sooner, it would be ignored.
        yield* transition((state) => [
          undefined,
          remembered.reduce((current, topic) => restoreSubscription(current, connectionId, topic), openConnection(state, connectionId, clientId))
        ] as const)
        return connectionId
      }),
    receive,
    close: (connectionId) =>
      Effect.gen(function* () {
        sinks.delete(connectionId)
        yield* Ref.update(stateRef, (state) => closeConnection(state, connectionId))
      }),
    state: Ref.get(stateRef)
  }
})

/**
 * A decoded client request applied to the relay state (WIRE.md §6.2, §6.4): the new state, the
 * JSON-RPC result for the caller and the pushes it causes. Pure: the time comes in as `now`.
 */
import type { RelayClientRequest, RelayReceivedMessage } from "../../schemas/RelayMessages.js"
import type { ConnectionId, Push, PublishInput, RelayState, StoredMessage } from "./RelayState.js"
import { fetchMessages, publish, subscribe, unsubscribe } from "./RelayState.js"

/** Tags of the publishes made on a client's behalf by the relay-level session methods (WIRE.md §6.3). */
export const SESSION_PROPOSE_TAG = 1100
export const SESSION_PROPOSE_RESPONSE_TAG = 1101
export const SESSION_SETTLE_TAG = 1102

export interface Applied {
  readonly state: RelayState
  readonly result: unknown
  readonly pushes: ReadonlyArray<Push>
}

/** A stored message as `irn_fetchMessages` and `irn_subscription` hand it out. */
export const receivedMessageOf = (message: StoredMessage): RelayReceivedMessage => ({
  topic: message.topic,
  message: message.message,
  publishedAt: message.publishedAt,
  tag: message.tag,
  attestation: message.attestation
})

type Step = (state: RelayState) => { readonly state: RelayState; readonly pushes?: ReadonlyArray<Push> }

/** Runs steps in order, collecting their pushes. */
const steps = (state: RelayState, ...all: ReadonlyArray<Step>): { readonly state: RelayState; readonly pushes: ReadonlyArray<Push> } =>
  all.reduce<{ state: RelayState; pushes: ReadonlyArray<Push> }>(
    (done, step) => {
      const next = step(done.state)
      return { state: next.state, pushes: [...done.pushes, ...(next.pushes ?? [])] }
    },
    { state, pushes: [] }
  )

export const applyRequest = (state: RelayState, now: number, connectionId: ConnectionId, request: RelayClientRequest): Applied => {
  const subscribeTo = (topic: string): Step => (current) => subscribe(current, now, connectionId, topic)
  const publishOn = (input: PublishInput): Step => (current) => publish(current, now, connectionId, input)
  switch (request.method) {
    case "irn_subscribe": {
      const done = subscribe(state, now, connectionId, request.params.topic)
      return { state: done.state, result: done.subscriptionId, pushes: done.pushes }
    }
    case "irn_batchSubscribe": {
      const ids: Array<string> = []
      const done = steps(
        state,
        ...request.params.topics.map((topic): Step => (current) => {
          const one = subscribe(current, now, connectionId, topic)
          ids.push(one.subscriptionId)
          return one
        })
      )
      return { ...done, result: ids }
    }
    case "irn_unsubscribe":
      return { state: unsubscribe(state, now, connectionId, request.params.topic), result: true, pushes: [] }
    case "irn_batchUnsubscribe": {
      const done = steps(
        state,
        ...request.params.subscriptions.map((entry): Step => (current) => ({ state: unsubscribe(current, now, connectionId, entry.topic) }))
      )
      return { ...done, result: true }
    }
    case "irn_publish":
      return { ...publish(state, now, connectionId, request.params), result: true }
    case "irn_batchPublish":
      return { ...steps(state, ...request.params.messages.map(publishOn)), result: true }
    case "irn_fetchMessages":
    case "irn_batchFetchMessages": {
      const topics = request.method === "irn_fetchMessages" ? [request.params.topic] : request.params.topics
      const done = fetchMessages(state, now, connectionId, topics)
      return { state: done.state, result: { messages: done.messages.map(receivedMessageOf), hasMore: false }, pushes: [] }
    }
    case "wc_proposeSession": {
      // The JS client skips its own subscribe to the pairing topic here: the relay subscribes it.
      const { pairingTopic, sessionProposal, ttl, attestation } = request.params
      const done = steps(
        state,
        subscribeTo(pairingTopic),
        publishOn({ topic: pairingTopic, message: sessionProposal, ttl, tag: SESSION_PROPOSE_TAG, attestation })
      )
      return { ...done, result: true }
    }
    case "wc_approveSession": {
      // Likewise the wallet's subscribe to the new session topic.
      const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ttl } = request.params
      const done = steps(
        state,
        subscribeTo(sessionTopic),
        publishOn({ topic: pairingTopic, message: sessionProposalResponse, ttl, tag: SESSION_PROPOSE_RESPONSE_TAG }),
        publishOn({ topic: sessionTopic, message: sessionSettlementRequest, ttl, tag: SESSION_SETTLE_TAG })
      )
      return { ...done, result: true }
    }
  }
}

/**
 * The relay's rules as pure transitions over an immutable state (WIRE.md §6): topics, the mailbox,
 * subscriptions and unacknowledged pushes. Every transition takes the current time in ms and first
 * drops what has expired, so an expired message is never handed out. The Effect side (RelayHub)
 * keeps the state in a Ref, reads the time from Clock, sends the pushes and times redelivery.
 */
import { subscriptionIdOf } from "./subscriptionId.js"

export type ConnectionId = number

/** A message as stored: kept until `expiresAt` (ms), handed to each client at most until it acknowledges. */
export interface StoredMessage {
  readonly key: number
  readonly topic: string
  readonly message: string
  readonly publishedAt: number
  readonly expiresAt: number
  readonly tag: number
  readonly attestation: string | null
  /** The publishing client: it is never sent its own message. */
  readonly sender: string
  /** Clients that acknowledged the message (or fetched it): it is not handed to them again. */
  readonly receivedBy: ReadonlySet<string>
}

export interface Connection {
  readonly clientId: string
  /** Subscribed topics and their subscription ids. */
  readonly topics: ReadonlyMap<string, string>
}

/** A push sent and not yet acknowledged. */
export interface PendingPush {
  readonly connectionId: ConnectionId
  readonly messageKey: number
  readonly subscriptionId: string
}

export interface RelayState {
  readonly connections: ReadonlyMap<ConnectionId, Connection>
  /** Every unexpired message, oldest first. */
  readonly mailbox: ReadonlyArray<StoredMessage>
  /** By push id (the JSON-RPC id of the `irn_subscription` request). */
  readonly pending: ReadonlyMap<number, PendingPush>
  readonly nextPushId: number
  readonly nextMessageKey: number
}

/** An `irn_subscription` to send: the shell writes it to the connection and times its redelivery. */
export interface Push {
  readonly pushId: number
  readonly connectionId: ConnectionId
  readonly subscriptionId: string
  readonly message: StoredMessage
}

export interface PublishInput {
  readonly topic: string
  readonly message: string
  /** Seconds. */
  readonly ttl: number
  readonly tag: number
  readonly attestation?: string | undefined
}

export const emptyRelayState: RelayState = {
  connections: new Map(),
  mailbox: [],
  pending: new Map(),
  nextPushId: 1,
  nextMessageKey: 1
}

/** Deliverable to `clientId` at `now`: unexpired (the TTL's last ms is the last one), not its own, not yet acknowledged by it. */
export const isDeliverable = (message: StoredMessage, clientId: string, now: number): boolean =>
  now < message.expiresAt && message.sender !== clientId && !message.receivedBy.has(clientId)

/** Drops expired messages and the pushes that point at them. */
export const dropExpired = (state: RelayState, now: number): RelayState => {
  if (state.mailbox.every((message) => now < message.expiresAt)) return state
  const mailbox = state.mailbox.filter((message) => now < message.expiresAt)
  const live = new Set(mailbox.map((message) => message.key))
  const pending = new Map([...state.pending].filter(([, push]) => live.has(push.messageKey)))
  return { ...state, mailbox, pending }
}

export const openConnection = (state: RelayState, connectionId: ConnectionId, clientId: string): RelayState => ({
  ...state,
  connections: new Map(state.connections).set(connectionId, { clientId, topics: new Map() })
})

/** The socket is gone: its subscriptions and pending pushes go; its messages stay for their TTL. */
export const closeConnection = (state: RelayState, connectionId: ConnectionId): RelayState => {
  const connections = new Map(state.connections)
  connections.delete(connectionId)
  const pending = new Map([...state.pending].filter(([, push]) => push.connectionId !== connectionId))
  return { ...state, connections, pending }
}

const hasPending = (state: RelayState, connectionId: ConnectionId, messageKey: number): boolean =>
  [...state.pending.values()].some((push) => push.connectionId === connectionId && push.messageKey === messageKey)

/** Queues pushes of `messages` to one connection, skipping any already waiting for its ack there. */
const pushAll = (
  state: RelayState,
  connectionId: ConnectionId,
  subscriptionId: string,
  messages: ReadonlyArray<StoredMessage>
): { readonly state: RelayState; readonly pushes: ReadonlyArray<Push> } => {
  const pending = new Map(state.pending)
  const pushes: Array<Push> = []
  let nextPushId = state.nextPushId
  for (const message of messages) {
    if (hasPending(state, connectionId, message.key)) continue
    const pushId = nextPushId++
    pending.set(pushId, { connectionId, messageKey: message.key, subscriptionId })
    pushes.push({ pushId, connectionId, subscriptionId, message })
  }
  return { state: { ...state, pending, nextPushId }, pushes }
}

/**
 * Subscribes a connection to a topic (again is fine: same id). Unexpired messages waiting on the
 * topic that this client has not acknowledged are pushed at once.
 */
export const subscribe = (
  current: RelayState,
  now: number,
  connectionId: ConnectionId,
  topic: string
): { readonly state: RelayState; readonly subscriptionId: string; readonly pushes: ReadonlyArray<Push> } => {
  const state = dropExpired(current, now)
  const connection = state.connections.get(connectionId)
  if (connection === undefined) return { state, subscriptionId: "", pushes: [] }
  const subscriptionId = subscriptionIdOf(topic, connection.clientId)
  const connections = new Map(state.connections).set(connectionId, {
    ...connection,
    topics: new Map(connection.topics).set(topic, subscriptionId)
  })
  const waiting = state.mailbox.filter((message) => message.topic === topic && isDeliverable(message, connection.clientId, now))
  const pushed = pushAll({ ...state, connections }, connectionId, subscriptionId, waiting)
  return { state: pushed.state, subscriptionId, pushes: pushed.pushes }
}

/** Subscribes a connection to a topic again without pushing anything (a client back after a restart). */
export const restoreSubscription = (state: RelayState, connectionId: ConnectionId, topic: string): RelayState => {
  const connection = state.connections.get(connectionId)
  if (connection === undefined) return state
  const topics = new Map(connection.topics).set(topic, subscriptionIdOf(topic, connection.clientId))
  return { ...state, connections: new Map(state.connections).set(connectionId, { ...connection, topics }) }
}

/** Ends a connection's subscription to a topic; its pending pushes on that topic are dropped. */
export const unsubscribe = (current: RelayState, now: number, connectionId: ConnectionId, topic: string): RelayState => {
  const state = dropExpired(current, now)
  const connection = state.connections.get(connectionId)
  if (connection === undefined || !connection.topics.has(topic)) return state
  const topics = new Map(connection.topics)
  topics.delete(topic)
  const onTopic = new Set(state.mailbox.filter((message) => message.topic === topic).map((message) => message.key))
  const pending = new Map(
    [...state.pending].filter(([, push]) => !(push.connectionId === connectionId && onTopic.has(push.messageKey)))
  )
  return { ...state, connections: new Map(state.connections).set(connectionId, { ...connection, topics }), pending }
}

/**
 * Stores a message for its TTL and pushes it to every connection subscribed to the topic, except
 * the sender's own. With nobody else subscribed it waits in the mailbox for the next subscriber.
 */
export const publish = (
  current: RelayState,
  now: number,
  connectionId: ConnectionId,
  input: PublishInput
): { readonly state: RelayState; readonly pushes: ReadonlyArray<Push> } => {
  const state = dropExpired(current, now)
  const sender = state.connections.get(connectionId)?.clientId ?? ""
  const message: StoredMessage = {
    key: state.nextMessageKey,
    topic: input.topic,
    message: input.message,
    publishedAt: now,
    expiresAt: now + input.ttl * 1000,
    tag: input.tag,
    attestation: input.attestation ?? null,
    sender,
    receivedBy: new Set()
  }
  let next: RelayState = { ...state, mailbox: [...state.mailbox, message], nextMessageKey: state.nextMessageKey + 1 }
  const pushes: Array<Push> = []
  for (const [id, connection] of next.connections) {
    const subscriptionId = connection.topics.get(input.topic)
    if (subscriptionId === undefined || !isDeliverable(message, connection.clientId, now)) continue
    const pushed = pushAll(next, id, subscriptionId, [message])
    next = pushed.state
    pushes.push(...pushed.pushes)
  }
  return { state: next, pushes }
}

const markReceived = (state: RelayState, keys: ReadonlySet<number>, clientId: string): RelayState => ({
  ...state,
  mailbox: state.mailbox.map((message) =>
    keys.has(message.key) ? { ...message, receivedBy: new Set(message.receivedBy).add(clientId) } : message
  )
})

/**
 * The client acknowledged a push: the message counts as received by that client (on every one of
 * its connections), so it is neither redelivered nor handed out again. An unknown id changes nothing.
 */
export const acknowledge = (current: RelayState, connectionId: ConnectionId, pushId: number): RelayState => {
  const push = current.pending.get(pushId)
  const connection = current.connections.get(connectionId)
  if (push === undefined || push.connectionId !== connectionId || connection === undefined) return current
  const state = markReceived(current, new Set([push.messageKey]), connection.clientId)
  const pending = new Map(
    [...state.pending].filter(([, other]) => {
      if (other.messageKey !== push.messageKey) return true
      return state.connections.get(other.connectionId)?.clientId !== connection.clientId
    })
  )
  return { ...state, pending }
}

/**
 * The ack wait of a push ran out: the same push again while it is unacknowledged, its connection
 * open and its message unexpired; otherwise nothing (and an expired one is forgotten).
 */
export const redeliver = (
  current: RelayState,
  now: number,
  pushId: number
): { readonly state: RelayState; readonly push: Push | undefined } => {
  const state = dropExpired(current, now)
  const pending = state.pending.get(pushId)
  const message = pending && state.mailbox.find((stored) => stored.key === pending.messageKey)
  if (pending === undefined || message === undefined || !state.connections.has(pending.connectionId)) {
    return { state, push: undefined }
  }
  return { state, push: { pushId, connectionId: pending.connectionId, subscriptionId: pending.subscriptionId, message } }
}

/**
 * `irn_fetchMessages`: the unexpired messages on the topics that this client has not received, oldest
 * first; handing them out counts as receiving them.
 */
export const fetchMessages = (
  current: RelayState,
  now: number,
  connectionId: ConnectionId,
  topics: ReadonlyArray<string>
): { readonly state: RelayState; readonly messages: ReadonlyArray<StoredMessage> } => {
  const state = dropExpired(current, now)
  const connection = state.connections.get(connectionId)
  if (connection === undefined) return { state, messages: [] }
  const wanted = new Set(topics)
  const messages = state.mailbox.filter((message) => wanted.has(message.topic) && isDeliverable(message, connection.clientId, now))
  const keys = new Set(messages.map((message) => message.key))
  const marked = markReceived(state, keys, connection.clientId)
  const pending = new Map(
    [...marked.pending].filter(([, push]) => !(keys.has(push.messageKey) && marked.connections.get(push.connectionId)?.clientId === connection.clientId))
  )
  return { state: { ...marked, pending }, messages }
}

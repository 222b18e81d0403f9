/**
 * What the relay keeps across a restart, as a journal of changes: the messages it stores (each
 * until its TTL), which clients received each one, and the topics each client subscribed to.
 * Pure: `journalOf` turns one state transition into entries, `replayJournal` rebuilds what a
 * restarted relay starts from, dropping what expired meanwhile. The file side is
 * relayJournalFile.ts.
 */
import { Schema } from "effect"
import type { RelayState, StoredMessage } from "./RelayState.js"

const Published = Schema.TaggedStruct("Published", {
  key: Schema.Number,
  topic: Schema.String,
  message: Schema.String,
  publishedAt: Schema.Number,
  expiresAt: Schema.Number,
  tag: Schema.Number,
  attestation: Schema.NullOr(Schema.String),
  sender: Schema.String
})
const Received = Schema.TaggedStruct("Received", { key: Schema.Number, clientId: Schema.String })
const Subscribed = Schema.TaggedStruct("Subscribed", { clientId: Schema.String, topic: Schema.String })
const Unsubscribed = Schema.TaggedStruct("Unsubscribed", { clientId: Schema.String, topic: Schema.String })

export const JournalEntry = Schema.Union(Published, Received, Subscribed, Unsubscribed)
export type JournalEntry = typeof JournalEntry.Type

/** A restarted relay's starting point. */
export interface Restored {
  /** Unexpired messages, oldest first, with who received them. */
  readonly mailbox: ReadonlyArray<StoredMessage>
  readonly nextMessageKey: number
  /** The topics each client was subscribed to: it gets them back when it connects again. */
  readonly clientTopics: ReadonlyMap<string, ReadonlySet<string>>
}

export const nothingRestored: Restored = { mailbox: [], nextMessageKey: 1, clientTopics: new Map() }

const publishedOf = (message: StoredMessage): JournalEntry => ({
  _tag: "Published",
  key: message.key,
  topic: message.topic,
  message: message.message,
  publishedAt: message.publishedAt,
  expiresAt: message.expiresAt,
  tag: message.tag,
  attestation: message.attestation,
  sender: message.sender
})

/**
 * The entries one transition adds: new messages, new receipts, and topics subscribed or
 * unsubscribed on a connection that stays open. A closed connection unsubscribes nothing (its
 * client comes back), and an expired message needs no entry (replay drops it by its time).
 */
export const journalOf = (before: RelayState, after: RelayState): ReadonlyArray<JournalEntry> => {
  const entries: Array<JournalEntry> = []
  if (before.mailbox !== after.mailbox) {
    const earlier = new Map(before.mailbox.map((message) => [message.key, message]))
    for (const message of after.mailbox) {
      const previous = earlier.get(message.key)
      if (previous === undefined && message.key >= before.nextMessageKey) entries.push(publishedOf(message))
      if (previous?.receivedBy === message.receivedBy) continue
      for (const clientId of message.receivedBy) {
        if (previous?.receivedBy.has(clientId) !== true) entries.push({ _tag: "Received", key: message.key, clientId })
      }
    }
  }
  if (before.connections !== after.connections) {
    for (const [id, connection] of after.connections) {
      const previous = before.connections.get(id)
      if (previous === undefined || previous.topics === connection.topics) continue
      for (const topic of connection.topics.keys()) {
        if (!previous.topics.has(topic)) entries.push({ _tag: "Subscribed", clientId: connection.clientId, topic })
      }
      for (const topic of previous.topics.keys()) {
        if (!connection.topics.has(topic)) entries.push({ _tag: "Unsubscribed", clientId: connection.clientId, topic })
      }
    }
  }
  return entries
}

/** Applies one entry to the client topics map in place (the journal file keeps it current). */
export const applyToClientTopics = (clientTopics: Map<string, Set<string>>, entry: JournalEntry): void => {
  if (entry._tag === "Subscribed") {
    const topics = clientTopics.get(entry.clientId) ?? new Set<string>()
    clientTopics.set(entry.clientId, topics.add(entry.topic))
  } else if (entry._tag === "Unsubscribed") {
    clientTopics.get(entry.clientId)?.delete(entry.topic)
  }
}

/** What the entries add up to at `now`: a message whose TTL ran out is gone, with its receipts. */
export const replayJournal = (entries: Iterable<JournalEntry>, now: number): Restored => {
  const messages = new Map<number, { message: StoredMessage; receivedBy: Set<string> }>()
  const clientTopics = new Map<string, Set<string>>()
  let nextMessageKey = 1
  for (const entry of entries) {
    switch (entry._tag) {
      case "Published": {
        const { _tag, ...fields } = entry
        const receivedBy = new Set<string>()
        messages.set(entry.key, { message: { ...fields, receivedBy }, receivedBy })
        nextMessageKey = Math.max(nextMessageKey, entry.key + 1)
        break
      }
      case "Received":
        messages.get(entry.key)?.receivedBy.add(entry.clientId)
        break
      default:
        applyToClientTopics(clientTopics, entry)
    }
  }
  const mailbox = [...messages.values()]
    .map(({ message, receivedBy }) => ({ ...message, receivedBy: new Set(receivedBy) }))
    .filter((message) => now < message.expiresAt)
    .sort((a, b) => a.key - b.key)
  return { mailbox, nextMessageKey, clientTopics }
}

/** The shortest journal that replays to the same thing: one entry per live fact. */
export const snapshotOf = (
  mailbox: ReadonlyArray<StoredMessage>,
  clientTopics: ReadonlyMap<string, ReadonlySet<string>>
): ReadonlyArray<JournalEntry> => [
  ...mailbox.flatMap((message) => [
    publishedOf(message),
    ...[...message.receivedBy].map((clientId): JournalEntry => ({ _tag: "Received", key: message.key, clientId }))
  ]),
  ...[...clientTopics].flatMap(([clientId, topics]) =>
    [...topics].map((topic): JournalEntry => ({ _tag: "Subscribed", clientId, topic }))
  )
]

/**
 * The relay's journal on disk: one JSON entry per line in `relay-journal.jsonl` under the data
 * folder. Each change is appended before the relay answers the request that made it, so a
 * message acknowledged to its publisher survives a restart, even a killed process. At start the
 * journal is replayed and rewritten as a snapshot of what is still live; it is rewritten the
 * same way whenever it grows past a bound, so the file stays about the size of the live state.
 */
import { appendFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { Either, Schema } from "effect"
import type { RelayState } from "./RelayState.js"
import type { JournalEntry, Restored } from "./RelayJournal.js"
import { JournalEntry as JournalEntrySchema, applyToClientTopics, journalOf, replayJournal, snapshotOf } from "./RelayJournal.js"

export const RELAY_JOURNAL_FILE = "relay-journal.jsonl"

/** Where `npm start` keeps the relay's journal. */
export const DEFAULT_RELAY_DATA_DIR = fileURLToPath(new URL("./data/", import.meta.url))

/** Lines appended since the last snapshot before the journal is rewritten. */
const COMPACT_AFTER_LINES = 20_000

export interface RelayJournalFile {
  readonly restored: Restored
  /** Appends what `before` → `after` changed. */
  readonly record: (before: RelayState, after: RelayState) => void
  /** The topics a client was subscribed to, also across a restart. */
  readonly topicsOf: (clientId: string) => ReadonlySet<string>
}

const decodeLine = Schema.decodeEither(Schema.parseJson(JournalEntrySchema))

const readEntries = (file: string): ReadonlyArray<JournalEntry> => {
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return []
    throw error
  }
  const entries: Array<JournalEntry> = []
  let skipped = 0
  for (const line of text.split("\n")) {
    if (line === "") continue
    const decoded = decodeLine(line)
    if (Either.isRight(decoded)) entries.push(decoded.right)
    else skipped++
  }
  // A line cut short by a crash mid-write is the usual case: the rest still counts.
  if (skipped > 0) console.warn(`relay: ${skipped} unreadable line(s) of ${file} skipped`)
  return entries
}

const linesOf = (entries: ReadonlyArray<JournalEntry>): string => entries.map((entry) => `${JSON.stringify(entry)}\n`).join("")

/** Opens the journal in `dataDir` (created if missing) and replays it as of `now` (ms). */
export const openRelayJournal = (dataDir: string, now: number): RelayJournalFile => {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, RELAY_JOURNAL_FILE)
  const restored = replayJournal(readEntries(file), now)
  const clientTopics = new Map([...restored.clientTopics].map(([clientId, topics]) => [clientId, new Set(topics)]))

  const rewrite = (state: Pick<RelayState, "mailbox">) => {
    const temporary = `${file}.tmp`
    writeFileSync(temporary, linesOf(snapshotOf(state.mailbox, clientTopics)))
    renameSync(temporary, file)
  }
  rewrite(restored)

  let linesSinceSnapshot = 0
  return {
    restored,
    record: (before, after) => {
      const entries = journalOf(before, after)
      if (entries.length === 0) return
      for (const entry of entries) applyToClientTopics(clientTopics, entry)
      linesSinceSnapshot += entries.length
      if (linesSinceSnapshot > COMPACT_AFTER_LINES) {
        linesSinceSnapshot = 0
        rewrite(after)
      } else {
        appendFileSync(file, linesOf(entries))
      }
    },
    topicsOf: (clientId) => clientTopics.get(clientId) ?? new Set()
  }
}

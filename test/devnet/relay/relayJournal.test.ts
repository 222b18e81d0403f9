/**
 * The relay's journal (WIRE.md §6, kept across restarts): a hub with a journal writes each change
 * down; a new hub opened on the same folder, as after a restart, still holds every message within
 * its TTL (and not one past it), remembers who received what, and gives a client that connects
 * again its subscriptions and what waited on them. On the TestClock: no sockets, no sleeps.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Scope, Exit, TestClock } from "effect"
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach } from "vitest"
import { makeRelayHubWith } from "../../../devnet/relay/RelayHub.js"
import { replayJournal } from "../../../devnet/relay/RelayJournal.js"
import { RELAY_JOURNAL_FILE, openRelayJournal } from "../../../devnet/relay/relayJournalFile.js"
import { hubClient, topic } from "./hubClient.js"

const DAPP = "did:key:z6MkDapp"
const WALLET = "did:key:z6MkWallet"
const SESSION = topic("session")

const folders: Array<string> = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})
const dataFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), "relay-journal-"))
  folders.push(folder)
  return folder
}

/** A relay run on `folder`, from start to stop: its hub lives in a scope closed by `stop`. */
const run = (folder: string) =>
  Effect.gen(function* () {
    const scope = yield* Scope.make()
    const now = yield* Effect.clockWith((clock) => clock.currentTimeMillis)
    const hub = yield* Scope.extend(makeRelayHubWith(openRelayJournal(folder, now)), scope)
    return { hub, stop: Scope.close(scope, Exit.void) }
  })

const publishParams = (message: string, ttl: number) => ({ topic: SESSION, message, ttl, tag: 1108, prompt: false })

describe("the relay's journal", () => {
  it.effect("a message published while its receiver is away is there after a restart, until its TTL's last ms", () =>
    Effect.gen(function* () {
      const folder = dataFolder()
      const first = yield* run(folder)
      const dapp = yield* hubClient(first.hub, DAPP)
      expect((yield* dapp.call("irn_publish", publishParams("kept", 300))).result).toBe(true)
      expect((yield* dapp.call("irn_publish", publishParams("short", 30))).result).toBe(true)
      yield* first.stop

      yield* TestClock.adjust(29_999)
      const second = yield* run(folder)
      const wallet = yield* hubClient(second.hub, WALLET)
      const fetched = yield* wallet.call("irn_batchFetchMessages", { topics: [SESSION] })
      expect((fetched.result as { messages: Array<{ message: string }> }).messages.map((m) => m.message)).toEqual(["kept", "short"])
      yield* second.stop

      // Fetched by the wallet: not handed to it again. At 30,000 ms the 30 s message is gone.
      yield* TestClock.adjust(1)
      const third = yield* run(folder)
      const again = yield* hubClient(third.hub, WALLET)
      const refetched = yield* again.call("irn_batchFetchMessages", { topics: [SESSION] })
      expect((refetched.result as { messages: Array<unknown> }).messages).toEqual([])
      const state = yield* third.hub.state
      expect(state.mailbox.map((m) => m.message)).toEqual(["kept"])
      yield* third.stop
    }))

  it.effect("a client that connects again after a restart gets its subscriptions back; what waited comes when it subscribes again", () =>
    Effect.gen(function* () {
      const folder = dataFolder()
      const first = yield* run(folder)
      const wallet = yield* hubClient(first.hub, WALLET)
      const subscribed = yield* wallet.call("irn_subscribe", { topic: SESSION })
      yield* wallet.close
      const dapp = yield* hubClient(first.hub, DAPP)
      yield* dapp.call("irn_publish", publishParams("while away", 300))
      yield* first.stop

      const second = yield* run(folder)
      const back = yield* hubClient(second.hub, WALLET)
      // Nothing before it subscribes again (the SDK ignores a push it is not yet listening for).
      expect(back.pushes()).toEqual([])
      const again = yield* back.call("irn_subscribe", { topic: SESSION })
      expect(again.result).toBe(subscribed.result)
      expect(back.pushes().map((push) => push.params?.data.message)).toEqual(["while away"])
      yield* back.ack(back.pushes()[0]!)
      // A new message on the kept subscription is pushed at once; nothing is sent twice.
      const dappAgain = yield* hubClient(second.hub, DAPP)
      yield* dappAgain.call("irn_publish", publishParams("after the restart", 300))
      expect(back.pushes().map((push) => push.params?.data.message)).toEqual(["while away", "after the restart"])
      yield* back.ack(back.pushes()[1]!)
      yield* second.stop

      // Acknowledged before the next restart: not delivered again.
      const third = yield* run(folder)
      const later = yield* hubClient(third.hub, WALLET)
      yield* later.call("irn_subscribe", { topic: SESSION })
      expect(later.pushes()).toEqual([])
      yield* third.stop
    }))

  it.effect("an unsubscribed topic is not given back", () =>
    Effect.gen(function* () {
      const folder = dataFolder()
      const first = yield* run(folder)
      const wallet = yield* hubClient(first.hub, WALLET)
      const subscribed = yield* wallet.call("irn_subscribe", { topic: SESSION })
      yield* wallet.call("irn_unsubscribe", { topic: SESSION, id: subscribed.result })
      yield* first.stop
      const second = yield* run(folder)
      const dapp = yield* hubClient(second.hub, DAPP)
      const back = yield* hubClient(second.hub, WALLET)
      yield* dapp.call("irn_publish", publishParams("after", 300))
      expect(back.pushes()).toEqual([])
      yield* second.stop
    }))

  it.effect("a line cut short by a crash is skipped; the rest still counts, and the file is rewritten as a snapshot", () =>
    Effect.gen(function* () {
      const folder = dataFolder()
      const first = yield* run(folder)
      const dapp = yield* hubClient(first.hub, DAPP)
      yield* dapp.call("irn_publish", publishParams("one", 300))
      yield* dapp.call("irn_publish", publishParams("two", 300))
      yield* first.stop
      const file = join(folder, RELAY_JOURNAL_FILE)
      appendFileSync(file, '{"_tag":"Published","key":9,"topic')
      const warnings: Array<unknown> = []
      const warn = console.warn
      console.warn = (...args: Array<unknown>) => void warnings.push(args.join(" "))
      const second = yield* run(folder).pipe(Effect.ensuring(Effect.sync(() => (console.warn = warn))))
      expect(warnings).toEqual([`relay: 1 unreadable line(s) of ${file} skipped`])
      expect((yield* second.hub.state).mailbox.map((m) => m.message)).toEqual(["one", "two"])
      const lines = readFileSync(file, "utf8").trim().split("\n")
      expect(lines.map((line) => (JSON.parse(line) as { _tag: string })._tag)).toEqual(["Published", "Published"])
      yield* second.stop
    }))
})

describe("replayJournal", () => {
  it("keeps a message while now < expiresAt, with its receipts and the next key after the highest", () => {
    const published = { _tag: "Published", key: 4, topic: SESSION, message: "m", publishedAt: 0, expiresAt: 300_000, tag: 1108, attestation: null, sender: DAPP } as const
    const entries = [published, { _tag: "Received", key: 4, clientId: WALLET } as const]
    const kept = replayJournal(entries, 299_999)
    expect(kept.mailbox.map((m) => [m.key, [...m.receivedBy]])).toEqual([[4, [WALLET]]])
    expect(kept.nextMessageKey).toBe(5)
    expect(replayJournal(entries, 300_000).mailbox).toEqual([])
  })
})

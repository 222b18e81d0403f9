import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Queue, Stream } from "effect"
import type { Layer, Scope } from "effect"
import { readLogs } from "../../../core/logging/readLogs.js"
import { WalletDiscovery } from "../../../core/services/WalletDiscovery.js"
import type { DiscoveredWallet } from "../../../core/services/WalletDiscovery.js"
import * as LogTest from "../../../layers/LogTest.js"
import { provider, wallet } from "./wallets.js"
import { changesOf } from "../../../core/state/changesOf.js"

/** One page with its wallets, and the discovery layer over it. */
export interface DiscoveryHarness {
  readonly layer: Layer.Layer<WalletDiscovery>
  /** A wallet announces itself as EIP-6963 wallets do. */
  readonly announce: (wallet: DiscoveredWallet) => Effect.Effect<void>
  /** Sets the plain `window.ethereum` (undefined: none). */
  readonly setInjected: (provider: unknown) => Effect.Effect<void>
}

/** Follows `announced` into a queue; each `take` is the next list. */
const follow = Effect.gen(function* () {
  const discovery = yield* WalletDiscovery
  const lists = yield* Queue.unbounded<ReadonlyArray<DiscoveredWallet>>()
  yield* Effect.forkScoped(Stream.runForEach(changesOf(discovery.announced), (list) => Queue.offer(lists, list)))
  return lists
})

const names = (list: ReadonlyArray<DiscoveredWallet>) => list.map((w) => w.info.name)

/** What every WalletDiscovery must do. `makeHarness` gives a fresh page, cleaned up with its scope. */
export const discoveryContract = (name: string, makeHarness: Effect.Effect<DiscoveryHarness, never, Scope.Scope>) =>
  describe(`${name} (wallet discovery contract)`, () => {
    it.scoped("lists nothing while no wallet has announced", () =>
      Effect.gen(function* () {
        const page = yield* makeHarness
        const first = yield* Effect.flatMap(WalletDiscovery, (d) => Stream.runHead(changesOf(d.announced))).pipe(Effect.provide(page.layer))
        expect(first).toEqual(Option.some([]))
      }))

    it.scoped("a wallet that announced before discovery started is in the first list, info and provider as announced", () =>
      Effect.gen(function* () {
        const page = yield* makeHarness
        const early = wallet("Early Wallet", "com.example.early")
        yield* page.announce(early)
        const first = yield* Effect.flatMap(WalletDiscovery, (d) => Stream.runHead(changesOf(d.announced))).pipe(Effect.provide(page.layer))
        const list = Option.getOrThrow(first)
        expect(list).toHaveLength(1)
        expect(list[0]?.info).toEqual(early.info)
        expect(list[0]?.provider).toBe(early.provider)
      }))

    it.scoped("gives the whole list again on each announcement, in announcement order", () =>
      Effect.gen(function* () {
        const page = yield* makeHarness
        yield* Effect.gen(function* () {
          const lists = yield* follow
          expect(yield* Queue.take(lists)).toEqual([])
          yield* page.announce(wallet("Alpha", "com.example.alpha"))
          expect(names(yield* Queue.take(lists))).toEqual(["Alpha"])
          yield* page.announce(wallet("Beta", "com.example.beta"))
          expect(names(yield* Queue.take(lists))).toEqual(["Alpha", "Beta"])
        }).pipe(Effect.provide(page.layer))
      }))

    it.scoped("an announcement repeated with the same uuid is listed once", () =>
      Effect.gen(function* () {
        const page = yield* makeHarness
        yield* Effect.gen(function* () {
          const lists = yield* follow
          yield* Queue.take(lists)
          const alpha = wallet("Alpha", "com.example.alpha")
          yield* page.announce(alpha)
          yield* page.announce(alpha)
          yield* page.announce(wallet("Beta", "com.example.beta"))
          // A follower may skip lists it was too slow for, never the latest one.
          const seen: Array<ReadonlyArray<string>> = []
          while (seen.at(-1)?.length !== 2) seen.push(names(yield* Queue.take(lists)))
          expect(seen.at(-1)).toEqual(["Alpha", "Beta"])
          expect(seen.every((list) => list[0] === "Alpha" && new Set(list).size === list.length)).toBe(true)
        }).pipe(Effect.provide(page.layer))
      }))

    it.scoped("lists only what EIP-6963 allows: a bad uuid or an empty name is refused, a remote icon dropped, each logged once", () =>
      Effect.gen(function* () {
        const page = yield* makeHarness
        const alpha = wallet("Alpha", "com.example.alpha")
        yield* Effect.gen(function* () {
          const lists = yield* follow
          yield* Queue.take(lists)
          yield* page.announce(wallet("Bad Uuid", "com.example.bad", "1"))
          yield* page.announce(wallet("   ", "com.example.blank"))
          const tracker = wallet("Tracker", "com.example.tracker")
          yield* page.announce({ ...tracker, info: { ...tracker.info, icon: "https://tracker.example/pixel.png" } })
          yield* page.announce(alpha)
          let list = yield* Queue.take(lists)
          while (!names(list).includes("Alpha")) list = yield* Queue.take(lists)
          expect(list.map((w) => [w.info.name, w.info.icon])).toEqual([
            ["Tracker", ""],
            ["Alpha", alpha.info.icon]
          ])
          // A second follower sees the same list and logs nothing again.
          expect(Option.map(yield* Effect.flatMap(WalletDiscovery, (d) => Stream.runHead(changesOf(d.announced))), names)).toEqual(
            Option.some(["Tracker", "Alpha"])
          )
        }).pipe(Effect.provide(page.layer))
        const logs = yield* readLogs
        expect(logs.map((line) => line.replace(/^\S+ /, ""))).toEqual([
          'WARN EIP-6963 announcement of wallet "Bad Uuid" refused: its uuid is not a UUIDv4',
          expect.stringMatching(/^WARN EIP-6963 announcement [0-9a-f-]{36} refused: its name is empty or not text$/),
          'WARN EIP-6963 icon of wallet "Tracker" not shown: it is not a data:image URI'
        ])
      }).pipe(Effect.provide(LogTest.layer({ level: "warn" }))))

    it.scoped("each new follower starts from the current list", () =>
      Effect.gen(function* () {
        const page = yield* makeHarness
        yield* Effect.gen(function* () {
          const discovery = yield* WalletDiscovery
          yield* page.announce(wallet("Alpha", "com.example.alpha"))
          const one = yield* Stream.runHead(changesOf(discovery.announced))
          const two = yield* Stream.runHead(changesOf(discovery.announced))
          expect(Option.map(one, names)).toEqual(Option.some(["Alpha"]))
          expect(Option.map(two, names)).toEqual(Option.some(["Alpha"]))
        }).pipe(Effect.provide(page.layer))
      }))

    it.scoped("injected is the plain window.ethereum, read when asked", () =>
      Effect.gen(function* () {
        const page = yield* makeHarness
        yield* Effect.gen(function* () {
          const discovery = yield* WalletDiscovery
          expect(yield* discovery.injected).toEqual(Option.none())
          const ethereum = provider("Legacy Wallet")
          yield* page.setInjected(ethereum)
          const found = yield* discovery.injected
          expect(Option.map(found, (w) => w.provider)).toEqual(Option.some(ethereum))
          expect(Option.getOrThrow(found).provider).toBe(ethereum)
          yield* page.setInjected(undefined)
          expect(yield* discovery.injected).toEqual(Option.none())
        }).pipe(Effect.provide(page.layer))
      }))
  })

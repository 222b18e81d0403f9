/**
 * A wallet request while the relay's socket is down (requestOverRelay), on the TestClock: sent the
 * moment the socket is back; never sent and failed with 'Failed to reach the wallet' when it is not
 * back within 60 s; the notice after the socket has been down 1 s, gone when it is back; the
 * client asked to reopen it every second meanwhile. Each number pinned at its boundary.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Fiber, Ref, TestClock } from "effect"
import { messageOf } from "../../../core/errors/catalogue.js"
import { makeStateRef } from "../../../core/state/makeStateRef.js"
import type { RelayLink } from "../../../core/walletconnect/RelayLink.js"
import { requestOverRelay } from "../../../core/walletconnect/requestOverRelay.js"

const settle = Effect.repeatN(Effect.yieldNow(), 30)
const advance = (ms: number) => Effect.zipRight(TestClock.adjust(`${ms} millis`), settle)

/** A socket that starts `up`, a notice that records what it shows, a request that records when it was sent. */
const harness = (up: boolean) =>
  Effect.gen(function* () {
    const connected = yield* makeStateRef(up)
    const reconnects = yield* Ref.make(0)
    const notice = yield* Ref.make<ReadonlyArray<"show" | "hide">>([])
    const sent = yield* Ref.make(0)
    const answer = yield* Ref.make<Effect.Effect<string>>(Effect.succeed("0xsigned"))
    const link: RelayLink = { connected, reconnect: Ref.update(reconnects, (n) => n + 1) }
    const request = requestOverRelay(
      link,
      { show: Ref.update(notice, (all) => [...all, "show" as const]), hide: Ref.update(notice, (all) => [...all, "hide" as const]) },
      "personal_sign",
      Effect.zipRight(Ref.update(sent, (n) => n + 1), Effect.flatten(Ref.get(answer)))
    )
    return {
      request,
      setUp: (value: boolean) => Effect.zipRight(Ref.set(connected, value), settle),
      reconnects: Ref.get(reconnects),
      notice: Ref.get(notice),
      sent: Ref.get(sent),
      answerWith: (effect: Effect.Effect<string>) => Ref.set(answer, effect)
    }
  })

describe("a wallet request over the relay", () => {
  it.effect("with the socket open: sent at once, no notice, no reconnect asked", () =>
    Effect.gen(function* () {
      const relay = yield* harness(true)
      expect(yield* relay.request).toBe("0xsigned")
      expect(yield* relay.sent).toBe(1)
      expect(yield* relay.notice).toEqual([])
      expect(yield* relay.reconnects).toBe(0)
    }))

  it.effect("with the socket down: held (notice at 1,000 ms, not 999), reconnect asked every 1,000 ms, sent the moment it is back at 59,999 ms", () =>
    Effect.gen(function* () {
      const relay = yield* harness(false)
      const fiber = yield* Effect.fork(relay.request)
      yield* settle
      expect(yield* relay.sent).toBe(0)
      expect(yield* relay.reconnects).toBe(1)
      yield* advance(999)
      expect(yield* relay.notice).toEqual([])
      expect(yield* relay.reconnects).toBe(1)
      yield* advance(1)
      expect(yield* relay.notice).toEqual(["show"])
      expect(yield* relay.reconnects).toBe(2)
      yield* advance(58_999)
      // 59,999 ms: still held, never sent, asked again each second.
      expect(yield* relay.sent).toBe(0)
      expect(yield* relay.reconnects).toBe(60)
      expect(fiber.unsafePoll()).toBeNull()
      yield* relay.setUp(true)
      expect(yield* Fiber.join(fiber)).toBe("0xsigned")
      expect(yield* relay.sent).toBe(1)
      expect(yield* relay.notice).toEqual(["show", "hide"])
      // Back: no more reconnects asked.
      yield* advance(5_000)
      expect(yield* relay.reconnects).toBe(60)
    }))

  it.effect("with the socket down for 60,000 ms: fails with 'Failed to reach the wallet', never sent, the notice gone", () =>
    Effect.gen(function* () {
      const relay = yield* harness(false)
      const fiber = yield* Effect.fork(relay.request)
      yield* advance(59_999)
      expect(fiber.unsafePoll()).toBeNull()
      yield* advance(1)
      const exit = yield* Fiber.await(fiber)
      expect(Exit.isFailure(exit)).toBe(true)
      const error = yield* Effect.flip(Fiber.join(fiber))
      expect(error).toMatchObject({ _tag: "WalletUnreachable", method: "personal_sign", code: 4900 })
      expect(messageOf(error as Parameters<typeof messageOf>[0])).toBe("Failed to reach the wallet")
      expect(yield* relay.notice).toEqual(["show", "hide"])
      // Ended: no more reconnects asked; back later, the request that failed is not sent after all.
      const asked = yield* relay.reconnects
      yield* advance(10_000)
      expect(yield* relay.reconnects).toBe(asked)
      yield* relay.setUp(true)
      yield* advance(60_000)
      expect(yield* relay.sent).toBe(0)
    }))

  it.effect("a drop while the wallet's answer is awaited: the notice after 1,000 ms, gone when back; the answer still comes; a blip under 1,000 ms shows nothing", () =>
    Effect.gen(function* () {
      const relay = yield* harness(true)
      yield* relay.answerWith(Effect.as(Effect.sleep("30 seconds"), "0xlate"))
      const fiber = yield* Effect.fork(relay.request)
      yield* settle
      expect(yield* relay.sent).toBe(1)
      yield* relay.setUp(false)
      yield* advance(999)
      yield* relay.setUp(true)
      expect(yield* relay.notice).toEqual([])
      yield* relay.setUp(false)
      yield* advance(1_000)
      expect(yield* relay.notice).toEqual(["show"])
      yield* advance(5_000)
      yield* relay.setUp(true)
      expect(yield* relay.notice).toEqual(["show", "hide"])
      yield* advance(30_000)
      expect(yield* Fiber.join(fiber)).toBe("0xlate")
      expect(yield* relay.sent).toBe(1)
    }))
})

/**
 * An open without a named view, while the start-up restores the active namespace's stored
 * connection, waits for it to end, at most 1 s: the painted account of a returning visitor opens
 * as Account once the wallet confirms it, and the modal opens anyway at 1,000 ms.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, Ref, TestClock } from "effect"
import { viewToOpen } from "../../../core/router/openModal.js"
import { awaitActiveRestore } from "../../../core/router/awaitActiveRestore.js"
import { ChainState } from "../../../core/services/ChainState.js"
import { Initialization } from "../../../core/services/Initialization.js"
import { connectAccount, testEnv } from "./testEnv.js"

const setActiveStatus = (status: "connecting" | "disconnected") =>
  Effect.gen(function* () {
    const state = yield* ChainState
    const namespace = Option.getOrThrow(yield* Ref.get(state.activeNamespace))
    yield* Ref.update(state.chains, (chains) => {
      const chain = chains.get(namespace)
      return chain === undefined ? chains : new Map(chains).set(namespace, { ...chain, accountState: { ...chain.accountState, status } })
    })
  })

/** The view an open without a name picks, forked after what the start-up shows. */
const pickView = Effect.fork(Effect.zipRight(awaitActiveRestore, viewToOpen()))

describe("awaitActiveRestore", () => {
  it.effect("waits for the restore to end and then opens Account when the wallet confirmed it", () =>
    Effect.gen(function* () {
      yield* setActiveStatus("connecting")
      const picked = yield* pickView
      yield* TestClock.adjust("500 millis")
      expect(Option.isNone(yield* Fiber.poll(picked))).toBe(true)
      yield* connectAccount()
      expect(yield* Fiber.join(picked)).toBe("Account")
    }).pipe(Effect.provide(testEnv())))

  it.effect("opens Connect as soon as the restore fails", () =>
    Effect.gen(function* () {
      yield* setActiveStatus("connecting")
      const picked = yield* pickView
      yield* setActiveStatus("disconnected")
      expect(yield* Fiber.join(picked)).toBe("Connect")
    }).pipe(Effect.provide(testEnv())))

  it.effect("waits no longer than 1,000 ms for a wallet that does not answer: not at 999 ms, at 1,000 ms", () =>
    Effect.gen(function* () {
      yield* setActiveStatus("connecting")
      const picked = yield* pickView
      yield* TestClock.adjust("999 millis")
      expect(Option.isNone(yield* Fiber.poll(picked))).toBe(true)
      yield* TestClock.adjust("1 millis")
      expect(yield* Fiber.join(picked)).toBe("Connect")
    }).pipe(Effect.provide(testEnv())))

  it.effect("does not wait once the start-up is done (a connection under way then is not a restore)", () =>
    Effect.gen(function* () {
      yield* Effect.flatMap(Initialization, ({ initialized }) => Ref.set(initialized, true))
      yield* setActiveStatus("connecting")
      expect(yield* Fiber.join(yield* pickView)).toBe("Connect")
    }).pipe(Effect.provide(testEnv())))

  it.effect("ends with the start-up, should it finish with the namespace still connecting", () =>
    Effect.gen(function* () {
      yield* setActiveStatus("connecting")
      const picked = yield* pickView
      yield* Effect.flatMap(Initialization, ({ initialized }) => Ref.set(initialized, true))
      expect(yield* Fiber.join(picked)).toBe("Connect")
    }).pipe(Effect.provide(testEnv())))

  it.effect("does not wait when nothing is being restored", () =>
    Effect.gen(function* () {
      expect(yield* Fiber.join(yield* pickView)).toBe("Connect")
    }).pipe(Effect.provide(testEnv())))
})

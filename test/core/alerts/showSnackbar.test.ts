import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Ref, TestClock } from "effect"
import { closeSnackbar } from "../../../core/alerts/closeSnackbar.js"
import { showSnackbar } from "../../../core/alerts/showSnackbar.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { testEnv } from "../router/testEnv.js"

const snackbar = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.snackbar))

describe("showSnackbar", () => {
  it.effect("shows at once when no banner is open", () =>
    Effect.gen(function* () {
      yield* showSnackbar("Authenticating...", "loading")
      expect(yield* snackbar).toMatchObject({ open: true, message: "Authenticating...", variant: "loading" })
    }).pipe(Effect.provide(testEnv())))

  it.effect("over an open banner: closes it, then shows the new one after 150 ms", () =>
    Effect.gen(function* () {
      yield* showSnackbar("Authenticating...", "loading")
      const first = yield* snackbar
      const fiber = yield* Effect.fork(showSnackbar("Error signing message", "error"))
      yield* TestClock.adjust("149 millis")
      expect(yield* snackbar).toMatchObject({ open: false, message: "Authenticating..." })
      yield* TestClock.adjust("1 millis")
      yield* Fiber.join(fiber)
      const shown = yield* snackbar
      expect(shown).toMatchObject({ open: true, message: "Error signing message", variant: "error" })
      expect(shown.id).not.toBe(first.id)
    }).pipe(Effect.provide(testEnv())))

  it.effect("the latest banner wins when several switch at once", () =>
    Effect.gen(function* () {
      yield* showSnackbar("one", "loading")
      const second = yield* Effect.fork(showSnackbar("two", "success"))
      yield* TestClock.adjust("50 millis")
      // Nothing is open during the switch, so the third shows at once.
      yield* showSnackbar("three", "error")
      expect(yield* snackbar).toMatchObject({ open: true, message: "three" })
      yield* TestClock.adjust("100 millis")
      yield* Fiber.join(second)
      expect(yield* snackbar).toMatchObject({ open: true, message: "three", variant: "error" })
    }).pipe(Effect.provide(testEnv())))
})

describe("closeSnackbar", () => {
  it.effect("hides the banner", () =>
    Effect.gen(function* () {
      yield* showSnackbar("Copied", "success")
      yield* closeSnackbar
      expect((yield* snackbar).open).toBe(false)
    }).pipe(Effect.provide(testEnv())))

  it.effect("cancels a banner waiting for its turn", () =>
    Effect.gen(function* () {
      yield* showSnackbar("one", "loading")
      const pending = yield* Effect.fork(showSnackbar("two", "success"))
      yield* TestClock.adjust("100 millis")
      yield* closeSnackbar
      yield* TestClock.adjust("100 millis")
      yield* Fiber.join(pending)
      expect(yield* snackbar).toMatchObject({ open: false, message: "one" })
    }).pipe(Effect.provide(testEnv())))
})

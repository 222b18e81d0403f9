/**
 * The frame's timeouts are shown to the visitor as alerts (SPEC §8, WIRE §4.2), not only failed
 * with: a frame that never says READY within 20 s shows 'Could not load embedded wallet'; a
 * device approval (CONNECT_DEVICE) not answered within 120 s shows 'Embedded Wallet Request Timed
 * Out'. Both go through the program the email view runs, `approveDevice`. On a page whose origin
 * the project's allowed origins refused, the frame that does not load shows 'Unverified Domain'.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer, Ref, TestClock } from "effect"
import { mainnet } from "doorway-connect/networks"
import { approveDevice } from "../../../core/embedded/approveDevice.js"
import { alertDescriptions } from "../../../core/errors/catalogue.js"
import type { OriginCheck } from "../../../core/config/OriginCheck.js"
import { AppConfigServerError, OriginNotAllowed } from "../../../core/errors/AlertErrors.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { Features } from "../../../core/services/Features.js"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import { AlertsLive, FeaturesLive, ModalLive } from "../../../layers/StateLive.js"
import { OptionsLive } from "../../../layers/StateOptions.js"
import { readyFrame } from "../embedded/embeddedTestEnv.js"
import { FRAME_SRC, frameTestEnv } from "./frameTestEnv.js"

const options = OptionsLive({ projectId: "p1", networks: [mainnet] })
const env = Layer.mergeAll(frameTestEnv, AlertsLive, ModalLive, options, Layer.provide(FeaturesLive, options))
const alert = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.alert))

/** A frame that never says READY, and the email view's program waiting on it. */
const frameNeverReady = Effect.zipRight(
  Effect.flatMap(SecureFrame, (frame) => frame.create(FRAME_SRC)),
  Effect.fork(approveDevice)
)

/** The page's origin check as it ended. */
const originChecked = (check: OriginCheck) =>
  Effect.flatMap(Features, (features) => Ref.set(features.originCheck, check))

describe("the frame's timeouts shown as alerts (SPEC §8)", () => {
  it.effect("no READY within 20 s: the alert 'Could not load embedded wallet' shows at 20,000 ms, not at 19,999 ms", () =>
    Effect.gen(function* () {
      const approval = yield* frameNeverReady
      yield* TestClock.adjust("19999 millis")
      expect((yield* alert).open).toBe(false)
      yield* TestClock.adjust("1 millis")
      // The alert is shown before the failure ends the program.
      expect((yield* Effect.flip(Fiber.join(approval)))._tag).toBe("FrameLoadFailed")
      expect(yield* alert).toEqual({
        open: true,
        message: "Could not load embedded wallet",
        description: alertDescriptions.EmbeddedWalletLoadFailed,
        variant: "error"
      })
    }).pipe(Effect.provide(env)))

  it.effect("on a page whose origin the project refused, the frame that never says READY shows 'Unverified Domain' at 20,000 ms", () =>
    Effect.gen(function* () {
      yield* originChecked({ _tag: "Refused", error: new OriginNotAllowed({ origin: "https://other.site" }) })
      const approval = yield* frameNeverReady
      yield* TestClock.adjust("19999 millis")
      expect((yield* alert).open).toBe(false)
      yield* TestClock.adjust("1 millis")
      expect((yield* Effect.flip(Fiber.join(approval)))._tag).toBe("FrameLoadFailed")
      expect(yield* alert).toEqual({ open: true, message: "Unverified Domain", description: alertDescriptions.UnverifiedDomain, variant: "error" })
    }).pipe(Effect.provide(env)))

  it.effect("an origin check that only could not be made leaves the frame's failure as 'Could not load embedded wallet'", () =>
    Effect.gen(function* () {
      yield* originChecked({ _tag: "Refused", error: new AppConfigServerError({ status: 502 }) })
      const approval = yield* frameNeverReady
      yield* TestClock.adjust("20000 millis")
      expect((yield* Effect.flip(Fiber.join(approval)))._tag).toBe("FrameLoadFailed")
      expect((yield* alert).message).toBe("Could not load embedded wallet")
    }).pipe(Effect.provide(env)))

  it.effect("CONNECT_DEVICE unanswered: 'Embedded Wallet Request Timed Out' shows at 120,000 ms, not at 119,999 ms", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      const approval = yield* Effect.fork(approveDevice)
      expect((yield* script.nextSent).type).toBe("@w3m-app/CONNECT_DEVICE")
      yield* TestClock.adjust("119999 millis")
      expect((yield* alert).open).toBe(false)
      yield* TestClock.adjust("1 millis")
      expect((yield* Effect.flip(Fiber.join(approval)))._tag).toBe("EmbeddedWalletRequestTimedOut")
      expect(yield* alert).toEqual({
        open: true,
        message: "Embedded Wallet Request Timed Out",
        description: alertDescriptions.EmbeddedWalletRequestTimedOut,
        variant: "error"
      })
    }).pipe(Effect.provide(env)))
})

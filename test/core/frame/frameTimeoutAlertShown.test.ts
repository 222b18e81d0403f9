/**
 * The frame's timeouts are shown to the visitor as alerts (SPEC §8, WIRE §4.2), not only failed
 * with: a frame that never says READY within 20 s shows 'Could not load embedded wallet'; a
 * device approval (CONNECT_DEVICE) not answered within 120 s shows 'Embedded Wallet Request Timed
 * Out'. Both go through the program the email view runs, `approveDevice`.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer, Ref, TestClock } from "effect"
import { mainnet } from "doorway-connect/networks"
import { approveDevice } from "../../../core/embedded/approveDevice.js"
import { alertDescriptions } from "../../../core/errors/catalogue.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import { AlertsLive, ModalLive } from "../../../layers/StateLive.js"
import { OptionsLive } from "../../../layers/StateOptions.js"
import { readyFrame } from "../embedded/embeddedTestEnv.js"
import { FRAME_SRC, frameTestEnv } from "./frameTestEnv.js"

const env = Layer.mergeAll(frameTestEnv, AlertsLive, ModalLive, OptionsLive({ projectId: "p1", networks: [mainnet] }))
const alert = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.alert))

describe("the frame's timeouts shown as alerts (SPEC §8)", () => {
  it.effect("no READY within 20 s: the alert 'Could not load embedded wallet' shows at 20,000 ms, not at 19,999 ms", () =>
    Effect.gen(function* () {
      yield* Effect.flatMap(SecureFrame, (frame) => frame.create(FRAME_SRC))
      const approval = yield* Effect.fork(approveDevice)
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

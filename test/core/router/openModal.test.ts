import { describe, expect, it } from "@effect/vitest"
import { Effect, SubscriptionRef } from "effect"
import { openModal } from "../../../core/router/openModal.js"
import { push } from "../../../core/router/push.js"
import { Modal } from "../../../core/services/Modal.js"
import { connectAccount, historyOf, testEnv, views } from "./testEnv.js"

const modalState = Effect.flatMap(Modal, (modal) => SubscriptionRef.get(modal.state))

describe("openModal", () => {
  it.effect("without a view opens Connect when disconnected", () =>
    Effect.gen(function* () {
      yield* push("AllWallets")
      yield* openModal()
      expect(yield* views).toEqual(["Connect"])
      expect(yield* modalState).toEqual({ open: true, loading: false })
    }).pipe(Effect.provide(testEnv())))

  it.effect("without a view opens Account when connected", () =>
    Effect.gen(function* () {
      yield* connectAccount()
      yield* openModal()
      expect(yield* views).toEqual(["Account"])
      expect((yield* modalState).open).toBe(true)
    }).pipe(Effect.provide(testEnv())))

  it.effect("with a view opens that view with its data, connected or not", () =>
    Effect.gen(function* () {
      yield* connectAccount()
      yield* openModal({ view: "SwitchNetwork", data: { caipNetworkId: "eip155:137" } })
      expect(yield* historyOf).toEqual([{ view: "SwitchNetwork", data: { caipNetworkId: "eip155:137" } }])
    }).pipe(Effect.provide(testEnv())))
})

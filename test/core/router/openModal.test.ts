import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { openModal } from "../../../core/router/openModal.js"
import { push } from "../../../core/router/push.js"
import type { ViewName } from "../../../core/router/ViewName.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { Modal } from "../../../core/services/Modal.js"
import { connectAccount, historyOf, testEnv, views } from "./testEnv.js"

const modalState = Effect.flatMap(Modal, (modal) => Ref.get(modal.state))

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

  it.effect("a name that is not one of the views fails with UnknownView and leaves the modal as it was", () =>
    Effect.gen(function* () {
      yield* push("AllWallets")
      // A host's JavaScript, unchecked by the types.
      const error = yield* Effect.flip(openModal({ view: "Settings" as ViewName }))
      expect(error._tag).toBe("UnknownView")
      expect(error).toMatchObject({ view: "Settings" })
      expect(messageOf(error)).toBe('There is no view named "Settings"')
      expect(yield* views).toEqual(["Connect", "AllWallets"])
      expect(yield* modalState).toEqual({ open: false, loading: false })
    }).pipe(Effect.provide(testEnv())))
})

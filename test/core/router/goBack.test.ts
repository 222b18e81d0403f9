import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { goBack } from "../../../core/router/goBack.js"
import { openModal } from "../../../core/router/openModal.js"
import { push } from "../../../core/router/push.js"
import { Modal } from "../../../core/services/Modal.js"
import { connectAccount, historyOf, setHistory, siwxConfig, testEnv, views } from "./testEnv.js"

const modalOpen = Effect.flatMap(Modal, (modal) => Ref.get(modal.state)).pipe(Effect.map((s) => s.open))

describe("goBack", () => {
  it.effect("shows the previous view with the data it was opened with", () =>
    Effect.gen(function* () {
      yield* push("ConnectingExternalWallet", { connectorId: "a" })
      yield* push("AllWallets")
      yield* goBack
      expect(yield* historyOf).toEqual([{ view: "Connect" }, { view: "ConnectingExternalWallet", data: { connectorId: "a" } }])
    }).pipe(Effect.provide(testEnv())))

  it.effect("with one entry in the history, closes the modal", () =>
    Effect.gen(function* () {
      yield* openModal({ view: "Connect" })
      expect(yield* modalOpen).toBe(true)
      yield* goBack
      expect(yield* modalOpen).toBe(false)
      expect(yield* views).toEqual(["Connect"])
    }).pipe(Effect.provide(testEnv())))

  it.effect("landing on Connect while an address is connected shows Account", () =>
    Effect.gen(function* () {
      yield* setHistory([{ view: "Connect" }, { view: "SwitchNetwork" }])
      yield* connectAccount()
      yield* goBack
      expect(yield* views).toEqual(["Account"])
    }).pipe(Effect.provide(testEnv())))

  it.effect("landing on Connect while disconnected shows Connect", () =>
    Effect.gen(function* () {
      yield* setHistory([{ view: "Connect" }, { view: "SwitchNetwork" }])
      yield* goBack
      expect(yield* views).toEqual(["Connect"])
    }).pipe(Effect.provide(testEnv())))

  it.effect("closing by going back obeys the sign-in rule", () =>
    Effect.gen(function* () {
      yield* connectAccount()
      yield* openModal({ view: "SIWXSignMessage" })
      const error = yield* Effect.flip(goBack)
      expect(error).toMatchObject({ _tag: "ModalCloseBlocked", view: "SIWXSignMessage" })
      expect(yield* modalOpen).toBe(true)
    }).pipe(Effect.provide(testEnv({ siwx: siwxConfig({ required: true }) }))))
})

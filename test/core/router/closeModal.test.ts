import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, SubscriptionRef } from "effect"
import { closeModal } from "../../../core/router/closeModal.js"
import { forceCloseModal } from "../../../core/router/forceCloseModal.js"
import { openModal } from "../../../core/router/openModal.js"
import { Modal } from "../../../core/services/Modal.js"
import { SignInState } from "../../../core/services/SignInState.js"
import { connectAccount, siwxConfig, testEnv, views } from "./testEnv.js"

const modalOpen = Effect.flatMap(Modal, (modal) => SubscriptionRef.get(modal.state)).pipe(Effect.map((s) => s.open))

const required = testEnv({ siwx: siwxConfig({ required: true }) })

/** A sign-in port whose account already has a session. */
const withSession = Layer.succeed(SignInState, { required: true, hasSession: Effect.succeed(true) })

describe("closeModal", () => {
  it.effect("closes the modal and restarts the history at Connect", () =>
    Effect.gen(function* () {
      yield* openModal({ view: "AllWallets" })
      yield* closeModal
      expect(yield* modalOpen).toBe(false)
      expect(yield* views).toEqual(["Connect"])
    }).pipe(Effect.provide(testEnv())))

  for (const view of ["SIWXSignMessage", "ApproveTransaction"] as const) {
    it.effect(`on ${view} with sign-in required and no session, fails and keeps the modal open`, () =>
      Effect.gen(function* () {
        yield* connectAccount()
        yield* openModal({ view })
        const error = yield* Effect.flip(closeModal)
        expect(error._tag).toBe("ModalCloseBlocked")
        expect(error.view).toBe(view)
        expect(yield* modalOpen).toBe(true)
        expect(yield* views).toEqual([view])
      }).pipe(Effect.provide(required)))
  }

  it.effect("on the sign-in view closes once a session exists", () =>
    Effect.gen(function* () {
      yield* openModal({ view: "SIWXSignMessage" })
      yield* closeModal
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(Layer.merge(required, withSession))))

  it.effect("on the sign-in view closes when sign-in is not required", () =>
    Effect.gen(function* () {
      yield* openModal({ view: "SIWXSignMessage" })
      yield* closeModal
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(testEnv({ siwx: siwxConfig({ required: false }) }))))

  it.effect("on other views closes even when sign-in is required", () =>
    Effect.gen(function* () {
      yield* openModal({ view: "Account" })
      yield* closeModal
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(required)))

  it.effect("the older SIWE client counts as required unless it says otherwise", () =>
    Effect.gen(function* () {
      yield* openModal({ view: "SIWXSignMessage" })
      expect((yield* Effect.flip(closeModal))._tag).toBe("ModalCloseBlocked")
    }).pipe(Effect.provide(testEnv({ siweConfig: siweConfig }))))

  it.effect("forceCloseModal closes whatever the sign-in state", () =>
    Effect.gen(function* () {
      yield* openModal({ view: "SIWXSignMessage" })
      yield* forceCloseModal
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(required)))

  it.effect("an embedded modal shows Account after closing while connected", () =>
    Effect.gen(function* () {
      yield* connectAccount()
      yield* openModal({ view: "SwitchNetwork" })
      yield* closeModal
      expect(yield* views).toEqual(["Account"])
    }).pipe(Effect.provide(testEnv({ embedded: true }))))
})

const siweConfig = {
  getNonce: () => Promise.resolve("nonce"),
  createMessage: () => "message",
  methods: {
    getSession: () => Promise.resolve(null),
    verifyMessage: () => Promise.resolve(true),
    signOut: () => Promise.resolve(true)
  }
}

/**
 * The approval view follows the embedded wallet's requests (SPEC §2, §4): it shows while a request
 * that needs approval waits, and goes when the last one is answered; dismissing it aborts them.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Ref, TestClock } from "effect"
import { followApprovals } from "../../../core/embedded/followApprovals.js"
import { closeModal } from "../../../core/router/closeModal.js"
import { goBack } from "../../../core/router/goBack.js"
import { openModal } from "../../../core/router/openModal.js"
import { push } from "../../../core/router/push.js"
import { Modal } from "../../../core/services/Modal.js"
import { connectAccount, testEnv, views } from "../router/testEnv.js"
import { makeStateRef } from "../../../core/state/makeStateRef.js"

interface Request {
  readonly id: number
  readonly needsApproval: boolean
}

const modalOpen = Effect.flatMap(Modal, (modal) => Ref.get(modal.state)).pipe(Effect.map((state) => state.open))

/** Lets the follower see the latest change (its stream runs on its own fiber). */
const settle = TestClock.adjust(0).pipe(Effect.zipRight(Effect.yieldNow()), Effect.repeatN(5))

/** A follower over requests the test writes, counting the aborts it asks for. */
const follow = Effect.gen(function* () {
  const openRequests = yield* makeStateRef<ReadonlyArray<Request>>([])
  const aborts = yield* Ref.make(0)
  const abortRequests = Effect.zipRight(
    Ref.update(aborts, (n) => n + 1),
    Ref.update(openRequests, (list) => list.filter((request) => !request.needsApproval))
  )
  const fiber = yield* Effect.fork(followApprovals({ openRequests, abortRequests }))
  yield* settle
  const set = (list: ReadonlyArray<Request>) => Effect.zipRight(Ref.set(openRequests, list), settle)
  return { set, aborts: Ref.get(aborts), openRequests: Ref.get(openRequests), fiber }
})

const SIGN = { id: 1, needsApproval: true }
const READ = { id: 2, needsApproval: false }

describe("followApprovals", () => {
  it.effect("opens the modal on the approval view for a request that needs approval, and closes it once answered", () =>
    Effect.gen(function* () {
      yield* connectAccount()
      const { set, aborts, fiber } = yield* follow
      yield* set([READ])
      expect(yield* modalOpen).toBe(false)
      yield* set([READ, SIGN])
      expect(yield* modalOpen).toBe(true)
      expect(yield* views).toEqual(["ApproveTransaction"])
      yield* set([READ])
      expect(yield* modalOpen).toBe(false)
      expect(yield* aborts).toBe(0)
      yield* Fiber.interrupt(fiber)
    }).pipe(Effect.provide(testEnv())))

  it.effect("over an open modal, shows the approval on top and brings the view before it back", () =>
    Effect.gen(function* () {
      yield* connectAccount()
      yield* openModal({ view: "Account" })
      yield* push("WalletSend")
      const { set, fiber } = yield* follow
      yield* set([SIGN])
      expect(yield* views).toEqual(["Account", "WalletSend", "ApproveTransaction"])
      // A second request while the first waits keeps the one view.
      yield* set([SIGN, { id: 3, needsApproval: true }])
      expect(yield* views).toEqual(["Account", "WalletSend", "ApproveTransaction"])
      yield* set([{ id: 3, needsApproval: true }])
      expect(yield* views).toEqual(["Account", "WalletSend", "ApproveTransaction"])
      yield* set([])
      expect(yield* views).toEqual(["Account", "WalletSend"])
      expect(yield* modalOpen).toBe(true)
      yield* Fiber.interrupt(fiber)
    }).pipe(Effect.provide(testEnv())))

  it.effect("closing the modal on the approval view aborts the waiting requests; safe ones stay", () =>
    Effect.gen(function* () {
      yield* connectAccount()
      const { set, aborts, openRequests, fiber } = yield* follow
      yield* set([READ, SIGN])
      yield* closeModal
      yield* settle
      expect(yield* aborts).toBe(1)
      expect(yield* openRequests).toEqual([READ])
      expect(yield* modalOpen).toBe(false)
      yield* Fiber.interrupt(fiber)
    }).pipe(Effect.provide(testEnv())))

  it.effect("going back from the approval view aborts too, and the view before it stays", () =>
    Effect.gen(function* () {
      yield* connectAccount()
      yield* openModal({ view: "Account" })
      const { set, aborts, fiber } = yield* follow
      yield* set([SIGN])
      yield* goBack
      yield* settle
      expect(yield* aborts).toBe(1)
      expect(yield* views).toEqual(["Account"])
      expect(yield* modalOpen).toBe(true)
      yield* Fiber.interrupt(fiber)
    }).pipe(Effect.provide(testEnv())))

  it.effect("an answer after the person moved on leaves the modal where it is", () =>
    Effect.gen(function* () {
      yield* connectAccount()
      yield* openModal({ view: "Account" })
      const { set, fiber } = yield* follow
      yield* set([SIGN])
      // A program (a send that got its hash) moved on before the follower saw the answer.
      yield* set([])
      yield* openModal({ view: "Account" })
      yield* settle
      expect(yield* views).toEqual(["Account"])
      expect(yield* modalOpen).toBe(true)
      yield* Fiber.interrupt(fiber)
    }).pipe(Effect.provide(testEnv())))
})

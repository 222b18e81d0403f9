import { Effect, Ref, Stream } from "effect"
import { ModalClosed } from "../errors/ConnectionErrors.js"
import { Modal } from "../services/Modal.js"
import { changesOf } from "../state/changesOf.js"

/**
 * SPEC §4: closing the modal rejects a login in progress. While the modal is open, `login` runs
 * until it ends or the modal closes, which stops it and fails with ModalClosed ('Modal closed').
 * A login started with the modal closed (a host's own call) is not tied to it.
 */
export const rejectOnModalClose = <A, E, R>(login: Effect.Effect<A, E, R>): Effect.Effect<A, E | ModalClosed, R | Modal> =>
  Effect.gen(function* () {
    const modal = yield* Modal
    if (!(yield* Ref.get(modal.state)).open) return yield* login
    const closed = changesOf(modal.state).pipe(
      Stream.filter((state) => !state.open),
      Stream.take(1),
      Stream.runDrain,
      Effect.zipRight(Effect.fail(new ModalClosed()))
    )
    return yield* Effect.raceFirst(login, closed)
  })

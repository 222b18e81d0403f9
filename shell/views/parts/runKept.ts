import { Effect, Ref } from "effect"
import type { DoorwayError } from "../../../core/errors/DoorwayError.js"
import type { StateRef } from "../../../core/state/StateRef.js"
import type { AppServices } from "../../../layers/AppLive.js"
import type { InstanceRuntime } from "../../runtime/InstanceRuntime.js"
import { statusOfExit, type ProgramStatus } from "./useProgram.js"

/**
 * Runs a program that outlives its view (a wallet's approval view may take the view's place
 * meanwhile), its status kept in `status`: Running, then how it ended. `onEnd` sees that status.
 */
export const runKept = (
  runtime: InstanceRuntime<AppServices>,
  program: Effect.Effect<unknown, DoorwayError, AppServices>,
  status: StateRef<ProgramStatus<DoorwayError>>,
  onEnd: (ended: ProgramStatus<DoorwayError>) => void = () => undefined
): void => {
  Effect.runSync(Ref.set(status, { _tag: "Running" }))
  runtime.runFork(program).addObserver((exit) => {
    const ended = statusOfExit<DoorwayError>(exit)
    Effect.runSync(Ref.set(status, ended))
    onEnd(ended)
  })
}

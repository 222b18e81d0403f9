import { Effect } from "effect"
import type { DoorwayError } from "../../../core/errors/DoorwayError.js"
import { makeStateRef } from "../../../core/state/makeStateRef.js"
import type { StateRef } from "../../../core/state/StateRef.js"
import type { AppServices } from "../../../layers/AppLive.js"
import type { InstanceRuntime } from "../../runtime/InstanceRuntime.js"
import type { ProgramStatus } from "../parts/useProgram.js"

/**
 * What the name registration keeps beyond its view. Kept here, not in the view: a wallet whose
 * approval is a view of its own (the embedded wallet's ApproveTransaction) replaces the register
 * view while it signs, and the view shown again must still hold the typed name and say how the
 * registration ended (SPEC §4: on error, back to the register view).
 */
export interface NameServices {
  /** The label typed, without its suffix. */
  readonly label: StateRef<string>
  readonly lastRegistration: StateRef<ProgramStatus<DoorwayError>>
}

const byRuntime = new WeakMap<object, NameServices>()

/** The name registration state of an instance, made the first time the register view opens. */
export const nameServicesOf = (runtime: InstanceRuntime<AppServices>): NameServices => {
  const known = byRuntime.get(runtime)
  if (known !== undefined) return known
  const services: NameServices = {
    label: Effect.runSync(makeStateRef("")),
    lastRegistration: Effect.runSync(makeStateRef<ProgramStatus<DoorwayError>>({ _tag: "Idle" }))
  }
  byRuntime.set(runtime, services)
  return services
}

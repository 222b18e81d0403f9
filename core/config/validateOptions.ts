import { Effect, Option } from "effect"
import { showAlert } from "../alerts/showAlert.js"
import { ProjectIdNotConfigured } from "../errors/AlertErrors.js"
import { SiweAndSiwxBothSet } from "../errors/ConfigErrors.js"
import { Options } from "../services/Options.js"
import { loadStartUpStep } from "./loadStartUpStep.js"

/**
 * Checks the host's options at start (SPEC §1, §5). A missing project id is shown as an alert, and
 * the modal still starts (the hosted services will refuse it); setting both sign-in options, or
 * listing adapters that leave a configured network without its family's, is a configuration error
 * and fails.
 */
export const validateOptions = Effect.gen(function* () {
  const options = yield* Options
  if (options.projectId === "") yield* showAlert(new ProjectIdNotConfigured())
  if (options.siweConfig !== undefined && options.siwx !== undefined) return yield* new SiweAndSiwxBothSet()
  if (options.adapters === undefined) return
  // Only a host that lists adapters loads their check; should it not load, the types checked them already.
  const check = yield* loadStartUpStep(() => import("./checkAdapters.js"))
  if (Option.isSome(check)) yield* check.value.checkAdapters(options)
}).pipe(Effect.withSpan("config.validateOptions"))

import { Effect, Option } from "effect"
import { showAlert } from "../alerts/showAlert.js"
import { SiweAndSiwxBothSet } from "../errors/AccountErrors.js"
import { ProjectIdNotConfigured } from "../errors/AlertErrors.js"
import { Options } from "../services/Options.js"

/**
 * The adapters check loads only for a host that lists adapters (a page without them does not
 * fetch it). Should its chunk not load, the start goes on unchecked: the types checked it already.
 */
const loadCheckAdapters = Effect.tryPromise(() => import("./checkAdapters.js")).pipe(
  Effect.tapError((error) => Effect.logWarning("The adapters check could not be loaded", error.cause)),
  Effect.option
)

/**
 * Checks the host's options at start (SPEC §1, §5). A missing project id is shown as an alert, and
 * the modal still starts (the hosted services will refuse it); setting both sign-in options, or
 * listing adapters that leave a configured network without its family's, is a configuration
 * error and fails.
 */
export const validateOptions = Effect.gen(function* () {
  const options = yield* Options
  if (options.projectId === "") yield* showAlert(new ProjectIdNotConfigured())
  if (options.siweConfig !== undefined && options.siwx !== undefined) return yield* new SiweAndSiwxBothSet()
  if (options.adapters === undefined) return
  const check = yield* loadCheckAdapters
  if (Option.isSome(check)) yield* check.value.checkAdapters(options)
}).pipe(Effect.withSpan("config.validateOptions"))

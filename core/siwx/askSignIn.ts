import { Effect, Option } from "effect"
import { loadStartUpStep } from "../config/loadStartUpStep.js"
import { Options } from "../services/Options.js"

/**
 * The sign-in step after a connection, a reconnection, or a change of account or network (SPEC
 * §4): with `siwx` or `siweConfig` set, the sign-in flow's chunk loads and asks an account without
 * a session to sign in (`requestSignIn`); without them nothing more loads. Succeeds with whether
 * the step decided what the modal shows: SIWXSignMessage opened, or Connect after a failure. The caller goes on whatever happens: a chunk
 * that does not load is logged. The connection programs import this module when they run it
 * (`runAskSignIn`), so the chunks a page lists at start do not grow.
 */
export const askSignIn = Effect.gen(function* () {
  const options = yield* Options
  if (options.siwx === undefined && options.siweConfig === undefined) return false
  const flow = yield* loadStartUpStep(() => import("./flow/requestSignIn.js"))
  if (Option.isNone(flow)) return false
  const request = yield* flow.value.requestSignIn
  return request === "Asked" || request === "Failed"
}).pipe(Effect.withSpan("siwx.askSignIn"))

import { Effect, Option } from "effect"
import { loadStartUpStep } from "../config/loadStartUpStep.js"
import { Options } from "../services/Options.js"
import type * as SignInFlowModule from "./flow/requestSignIn.js"

type SignInFlow = typeof SignInFlowModule

/** The sign-in flow's chunk once it has loaded: later steps use it without waiting a turn. */
let loadedFlow: SignInFlow | undefined

/** Loads the sign-in flow's chunk (a warm-up may call it ahead of the connection). */
export const loadSignInFlow = (): Promise<SignInFlow> =>
  import("./flow/requestSignIn.js").then((flow) => (loadedFlow = flow))

/**
 * The sign-in step after a connection, a reconnection, or a change of account or network (SPEC
 * §4): with `siwx` or `siweConfig` set, the sign-in flow's chunk loads and asks an account without
 * a session to sign in (`requestSignIn`); without them nothing more loads. Succeeds with whether
 * the step decided what the modal shows: SIWXSignMessage opened, or Connect after a failure. The
 * caller goes on whatever happens: a chunk that does not load is logged. This module is small and
 * imported by the connection chunk itself, and a flow loaded ahead is used at once, so deciding
 * the step after a wallet's approval waits for no chunk; the page's start lists none of it.
 */
export const askSignIn = Effect.gen(function* () {
  const options = yield* Options
  if (options.siwx === undefined && options.siweConfig === undefined) return false
  const flow = loadedFlow === undefined ? yield* loadStartUpStep(loadSignInFlow) : Option.some(loadedFlow)
  if (Option.isNone(flow)) return false
  const request = yield* flow.value.requestSignIn
  return request === "Asked" || request === "Failed"
}).pipe(Effect.withSpan("siwx.askSignIn"))

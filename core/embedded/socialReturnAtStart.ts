import { Effect, Option } from "effect"
import { loadStartUpStep } from "../config/loadStartUpStep.js"
import { PageNavigation } from "../services/PageNavigation.js"
import { socialResultInAddress } from "./socialResultInAddress.js"

/**
 * The page back from a Telegram social login (SPEC §2, WIRE §4.7, 5): only an address carrying
 * `result_uri` loads the step that takes it out of the address bar and completes the login. Run by
 * the start-up sequence after the remote features (`initialize`'s `afterFeatures`); the shell loads
 * it, with the page's services, only when the address has the parameter.
 */
export const socialReturnAtStart = Effect.gen(function* () {
  const address = yield* (yield* PageNavigation).address
  if (Option.isNone(socialResultInAddress(address))) return
  const chunk = yield* loadStartUpStep(() => import("./finishSocialRedirect.js"))
  if (Option.isSome(chunk)) yield* chunk.value.finishSocialRedirect(address)
})

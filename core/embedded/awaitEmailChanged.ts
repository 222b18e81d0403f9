import { Effect, Option } from "effect"
import type { Email } from "../../schemas/Forms.js"
import { getActiveNetwork } from "../connection/getActiveNetwork.js"
import { frameTimeoutAlerts } from "../frame/alertFrameTimeout.js"
import { EMAIL_UPDATE_POLL_INTERVAL } from "../frame/frameTimings.js"
import { sendFrameRequest } from "../frame/sendFrameRequest.js"

/** The secure site keeps addresses in lower case; the one typed may not be. */
const sameAddress = (a: string | null | undefined, b: string): boolean => a?.toLowerCase() === b.toLowerCase()

/**
 * After an email update's last code (SPEC §4, §9): asks the frame for the user (GET_USER, on the
 * network the account is on: EVM by its number, another family by its CAIP-2 id, WIRE §4.3) at
 * once, then every 1 s after each answer, until the user has `email`. Gives that user.
 */
export const awaitEmailChanged = Effect.fn("embedded.awaitEmailChanged")(function* (email: typeof Email.Type) {
  const onTimeout = yield* frameTimeoutAlerts
  const network = Option.getOrUndefined(yield* getActiveNetwork)
  const payload = network === undefined ? undefined : { chainId: network.chainNamespace === "eip155" ? network.id : network.caipNetworkId }
  const ask = sendFrameRequest({ type: "@w3m-app/GET_USER", ...(payload === undefined ? {} : { payload }) }, onTimeout)
  const poll: typeof ask = Effect.flatMap(ask, (user) =>
    sameAddress(user.email, email) ? Effect.succeed(user) : Effect.zipRight(Effect.sleep(EMAIL_UPDATE_POLL_INTERVAL), Effect.suspend(() => poll))
  )
  return yield* poll
})

import { Effect, Option } from "effect"
import { getActiveNetwork } from "../connection/getActiveNetwork.js"
import { openFrame } from "../frame/openFrame.js"

/**
 * Creates the secure frame on first need (SPEC §4: the email field gaining focus, a login, a
 * restore), on the active EVM network, unless it exists already.
 */
export const prepareEmbeddedWallet = Effect.gen(function* () {
  const active = Option.filter(yield* getActiveNetwork, (network) => network.chainNamespace === "eip155")
  yield* openFrame(Option.getOrUndefined(active))
}).pipe(Effect.withSpan("embedded.prepareEmbeddedWallet"))

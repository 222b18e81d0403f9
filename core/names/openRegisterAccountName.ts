import { Effect, Ref } from "effect"
import { trackEvent } from "../analytics/trackEvent.js"
import { push } from "../router/push.js"
import { ChainState } from "../services/ChainState.js"

/** The Account view's way to RegisterAccountName (SPEC §2): tracks OPEN_ENS_FLOW (WIRE §3) and shows the view. */
export const openRegisterAccountName = Effect.gen(function* () {
  const chainState = yield* ChainState
  const account = (yield* Ref.get(chainState.chains)).get("eip155")?.accountState
  const isSmartAccount = account?.preferredAccountType === "smartAccount"
  yield* trackEvent({
    type: "track",
    event: "OPEN_ENS_FLOW",
    ...(account?.address === undefined ? {} : { address: account.address }),
    properties: { isSmartAccount }
  })
  yield* push("RegisterAccountName")
}).pipe(Effect.withSpan("names.openRegisterAccountName"))

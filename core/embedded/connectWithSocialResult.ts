import { Effect, Option } from "effect"
import type { SocialProvider } from "../../schemas/Forms.js"
import { embeddedAccountTypeOf } from "../account/embeddedAccountType.js"
import { trackEvent } from "../analytics/trackEvent.js"
import { getActiveNetwork } from "../connection/getActiveNetwork.js"
import type { OnFrameTimeout } from "../frame/FrameTimeoutReason.js"
import { sendFrameRequest } from "../frame/sendFrameRequest.js"
import { withInstanceFrame } from "../frame/withInstanceFrame.js"
import { completeEmbeddedLogin } from "./completeEmbeddedLogin.js"
import { keepSocialLogin } from "./keepSocialLogin.js"
import { prepareEmbeddedWallet } from "./prepareEmbeddedWallet.js"

/**
 * The login with a social login's result, from the popup or the address (WIRE §4.3, §4.7):
 * CONNECT_SOCIAL on the network the modal is on, as the account type of SPEC §4
 * (`embeddedAccountTypeOf`; the frame made first if need be), the provider
 * and account name kept, then the embedded wallet connects as after an email login.
 */
export const connectWithSocialResult = (provider: SocialProvider, resultUri: string, onTimeout: OnFrameTimeout) =>
  Effect.gen(function* () {
    yield* trackEvent({ type: "track", event: "SOCIAL_LOGIN_REQUEST_USER_DATA", properties: { provider } })
    const network = Option.getOrUndefined(yield* getActiveNetwork)
    const preferredAccountType = yield* embeddedAccountTypeOf(network?.chainNamespace ?? "eip155", "connect")
    const payload = { uri: resultUri, preferredAccountType, ...(network === undefined ? {} : { chainId: network.caipNetworkId }) }
    const user = yield* withInstanceFrame(Effect.zipRight(prepareEmbeddedWallet, sendFrameRequest({ type: "@w3m-app/CONNECT_SOCIAL", payload }, onTimeout)))
    yield* keepSocialLogin(provider, user.userName)
    yield* withInstanceFrame(completeEmbeddedLogin)
  })

import { Effect } from "effect"
import type { SocialProvider } from "../../schemas/Forms.js"
import { SocialConnectionFailed } from "../errors/ConnectionErrors.js"
import type { OnFrameTimeout } from "../frame/FrameTimeoutReason.js"
import { sendFrameRequest } from "../frame/sendFrameRequest.js"
import { withInstanceFrame } from "../frame/withInstanceFrame.js"
import { prepareEmbeddedWallet } from "./prepareEmbeddedWallet.js"

/**
 * The provider's authorize URL, from the frame (GET_SOCIAL_REDIRECT_URI, WIRE §4.7), the frame made
 * first if need be. Any failure of it, its 120 s timeout included, is SocialConnectionFailed.
 */
export const socialRedirectUri = (provider: SocialProvider, onTimeout: OnFrameTimeout) =>
  withInstanceFrame(
    Effect.zipRight(prepareEmbeddedWallet, sendFrameRequest({ type: "@w3m-app/GET_SOCIAL_REDIRECT_URI", payload: { provider } }, onTimeout))
  ).pipe(
    Effect.map(({ uri }) => uri),
    Effect.mapError((cause) => new SocialConnectionFailed({ cause }))
  )

import { Effect } from "effect"
import type { EmbeddedAccountType } from "../../schemas/Forms.js"
import type { ChainIdLike } from "../../schemas/Hex.js"
import type { SiwxMessage } from "../../schemas/Siwx.js"
import type { OnFrameTimeout } from "../frame/FrameTimeoutReason.js"
import { recordLoginSuccess } from "../frame/recordLoginSuccess.js"
import { sendFrameRequest } from "../frame/sendFrameRequest.js"
import { writeStoredValue } from "../storage/storedValues.js"

/** What GET_USER asks for (WIRE §4.3): the chain to open the wallet on and the account type wanted. */
export interface UserRequest {
  readonly chainId: ChainIdLike
  readonly preferredAccountType: EmbeddedAccountType
  readonly rpcUrl?: string | undefined
  /** A sign-in message for the frame to fill in with the user's address and sign (SPEC §4). */
  readonly siwxMessage?: SiwxMessage | undefined
}

/**
 * Asks the frame for the logged-in user (GET_USER, WIRE §4.3, §4.4). The login is then a success
 * (SPEC §4: email and email-login-used flag stored, last email login time cleared) and the user's
 * chain is kept as the last used one (WIRE §4.8).
 */
export const fetchEmbeddedUser = Effect.fn("embedded.fetchEmbeddedUser")(function* (request: UserRequest, onTimeout: OnFrameTimeout) {
  const payload = {
    chainId: request.chainId,
    preferredAccountType: request.preferredAccountType,
    ...(request.rpcUrl === undefined ? {} : { rpcUrl: request.rpcUrl }),
    ...(request.siwxMessage === undefined ? {} : { siwxMessage: request.siwxMessage })
  }
  const user = yield* sendFrameRequest({ type: "@w3m-app/GET_USER", payload }, onTimeout)
  yield* recordLoginSuccess(user.email)
  yield* Effect.orDie(writeStoredValue("@appkit-wallet/LAST_USED_CHAIN_KEY", String(user.chainId)))
  return user
})

import { Effect, Option, Ref } from "effect"
import { updateNamespaceState } from "../connection/updateNamespaceState.js"
import { FarcasterConnectFailed } from "../errors/ConnectionErrors.js"
import { frameTimeoutAlerts } from "../frame/alertFrameTimeout.js"
import type { OnFrameTimeout } from "../frame/FrameTimeoutReason.js"
import { sendFrameRequest } from "../frame/sendFrameRequest.js"
import { withInstanceFrame } from "../frame/withInstanceFrame.js"
import { ChainState } from "../services/ChainState.js"
import { completeEmbeddedLogin } from "./completeEmbeddedLogin.js"
import { finishInInstance } from "./finishInInstance.js"
import { keepSocialLogin } from "./keepSocialLogin.js"
import { prepareEmbeddedWallet } from "./prepareEmbeddedWallet.js"
import { rejectOnModalClose } from "./rejectOnModalClose.js"
import { trackSocialLogin } from "./trackSocialLogin.js"

/** Sets (or, with undefined, removes) the Farcaster sign-in URL in the active namespace's account state (SPEC §3). */
const setFarcasterUrl = (url: string | undefined) =>
  Effect.gen(function* () {
    const active = yield* Ref.get((yield* ChainState).activeNamespace)
    if (Option.isNone(active)) return
    yield* updateNamespaceState(active.value, (current) => {
      const { farcasterUrl: _url, ...account } = current.accountState
      return { ...current, accountState: url === undefined ? account : { ...account, farcasterUrl: url } }
    })
  })

/**
 * The frame's part (WIRE §4.6): the sign-in URL (GET_FARCASTER_URI), shown as the account
 * state's `farcasterUrl` for the view's QR code while it is good, then the wait until the person
 * approves in their Farcaster app (CONNECT_FARCASTER), which answers the account name.
 */
const approvedUserName = (onTimeout: OnFrameTimeout) =>
  withInstanceFrame(
    Effect.gen(function* () {
      yield* prepareEmbeddedWallet
      const { url } = yield* sendFrameRequest({ type: "@w3m-app/GET_FARCASTER_URI" }, onTimeout)
      yield* setFarcasterUrl(url)
      const { userName } = yield* sendFrameRequest({ type: "@w3m-app/CONNECT_FARCASTER" }, onTimeout)
      return userName
    })
  ).pipe(
    Effect.mapError((cause) => new FarcasterConnectFailed({ cause })),
    Effect.ensuring(setFarcasterUrl(undefined))
  )

/**
 * Farcaster login (SPEC §4, WIRE §4.6), run while ConnectingFarcaster shows: its QR code is the
 * sign-in URL, approved in the Farcaster app; any failure of the frame is FarcasterConnectFailed
 * ('Failed to connect to farcaster'), closing the modal ModalClosed (SPEC §4). Left before the
 * approval (the view left), the wait is aborted in the frame (RPC_ABORT with its id, see
 * makeFrameMailbox). Once approved, the login is finished in the instance: the account name is
 * kept, the wallet connects and Account shows. The outcome is tracked (SOCIAL_LOGIN_*).
 */
export const connectFarcaster = Effect.gen(function* () {
  const onTimeout = yield* frameTimeoutAlerts
  const userName = yield* rejectOnModalClose(approvedUserName(onTimeout))
  yield* finishInInstance(Effect.zipRight(keepSocialLogin("farcaster", userName), withInstanceFrame(completeEmbeddedLogin)))
}).pipe(trackSocialLogin("farcaster"), Effect.withSpan("embedded.connectFarcaster"))

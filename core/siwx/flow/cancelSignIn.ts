import { Effect, Either, Option } from "effect"
import { trackEvent } from "../../analytics/trackEvent.js"
import { disconnect } from "../../connection/disconnect.js"
import { switchNetworkInWallet } from "../../network/switchNetworkInWallet.js"
import { forceCloseModal } from "../../router/forceCloseModal.js"
import { Options } from "../../services/Options.js"
import { siwxClient } from "../siwxClient.js"
import { currentSessions } from "./currentSessions.js"
import { signInAccount } from "./signInAccount.js"
import type { SignInAccount } from "./signInAccount.js"

/** What cancelling did: closed the modal, moved to a network that has a session, or disconnected. */
export type SignInCancel = "Closed" | "Switched" | "Disconnected"

/** Another configured network of the account's family on which it has a session in force. */
const networkWithSession = (account: SignInAccount) =>
  Effect.gen(function* () {
    const client = yield* siwxClient
    const options = yield* Options
    const others = options.networks.filter(
      (network) => network.chainNamespace === account.namespace && network.caipNetworkId !== account.caipNetworkId
    )
    for (const network of others) {
      const sessions = yield* Effect.either(currentSessions(client, network.caipNetworkId, account.address))
      if (Either.isRight(sessions) && sessions.right.length > 0) return Option.some(network)
    }
    return Option.none()
  })

/**
 * The user cancels sign-in (SPEC §4): records CLICK_CANCEL_SIWX. Sign-in not required: the modal
 * closes. Required: when another network the account signed in on still has a session, the
 * wallet moves there and the modal closes; otherwise (or when the wallet does not move) the
 * wallet is disconnected. Sign-in off: SiwxNotEnabled.
 */
export const cancelSignIn = Effect.gen(function* () {
  const client = yield* siwxClient
  const account = yield* signInAccount
  yield* trackEvent({
    type: "track",
    event: "CLICK_CANCEL_SIWX",
    ...(Option.isSome(account) ? { address: account.value.address } : {}),
    properties: Option.match(account, { onNone: () => ({ network: "", isSmartAccount: false }), onSome: (a) => a.eventProperties })
  })
  if (!client.required) {
    yield* forceCloseModal
    return "Closed" satisfies SignInCancel
  }
  if (Option.isSome(account)) {
    const earlier = yield* networkWithSession(account.value)
    if (Option.isSome(earlier)) {
      const switched = yield* Effect.either(switchNetworkInWallet(earlier.value))
      if (Either.isRight(switched)) {
        yield* forceCloseModal
        return "Switched" satisfies SignInCancel
      }
      yield* Effect.logWarning("The wallet did not move to the network it signed in on", switched.left)
    }
  }
  yield* disconnect().pipe(Effect.catchAll((error) => Effect.zipRight(Effect.logWarning("Disconnect on sign-in cancel failed", error), forceCloseModal)))
  return "Disconnected" satisfies SignInCancel
}).pipe(Effect.withSpan("siwx.cancelSignIn"))

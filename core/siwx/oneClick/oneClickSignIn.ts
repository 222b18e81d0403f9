import { Effect } from "effect"
import { showSnackbar } from "../../alerts/showSnackbar.js"
import { trackEvent } from "../../analytics/trackEvent.js"
import { SignMessageFailed } from "../../errors/AccountErrors.js"
import type { SiwxNotEnabled } from "../../errors/AccountErrors.js"
import { messageOf } from "../../errors/catalogue.js"
import type { Alerts } from "../../services/Alerts.js"
import type { Analytics } from "../../services/Analytics.js"
import type { Options } from "../../services/Options.js"
import type { RpcTransport } from "../../services/RpcTransport.js"
import type { Storage } from "../../services/Storage.js"
import { siwxClient } from "../siwxClient.js"
import { oneClickRequest } from "./oneClickRequest.js"
import type { AuthenticateRequest, SignedCacao } from "./oneClickRequest.js"
import { sessionOfCacao } from "./sessionOfCacao.js"

/**
 * Sign-in as part of a WalletConnect connection (SPEC §4, one-click auth): the request the
 * connection's session proposal carries, and what becomes of the wallet's answers.
 */
export interface OneClickSignIn {
  readonly request: Effect.Effect<AuthenticateRequest, SignMessageFailed>
  /**
   * Each answer verified (sessionOfCacao) and kept in the sign-in store, then SIWX_AUTH_SUCCESS
   * recorded for the first account; so the SIWXSignMessage view has nothing to ask afterwards. A
   * failure records SIWX_AUTH_ERROR, shows 'Error signing message' and fails with SignMessageFailed.
   */
  readonly keep: (auths: ReadonlyArray<SignedCacao>, request: AuthenticateRequest) => Effect.Effect<void, SignMessageFailed>
}

export type OneClickServices = Options | Storage | RpcTransport | Analytics | Alerts

/** One-click sign-in over the instance's sign-in store, for these chains; SiwxNotEnabled without one. */
export const makeOneClickSignIn = (chains: AuthenticateRequest["chains"]): Effect.Effect<OneClickSignIn, SiwxNotEnabled, OneClickServices> =>
  Effect.gen(function* () {
    const context = yield* Effect.context<OneClickServices>()
    const client = yield* siwxClient
    const keep = (auths: ReadonlyArray<SignedCacao>, request: AuthenticateRequest) =>
      Effect.gen(function* () {
        if (auths.length === 0) return yield* new SignMessageFailed({ cause: "the wallet signed nothing" })
        const sessions = yield* Effect.forEach(auths, (signed) => sessionOfCacao(signed, request))
        yield* Effect.forEach(sessions, (session) => client.addSession(session), { discard: true })
        const first = sessions[0]
        if (first !== undefined) {
          yield* trackEvent({
            type: "track",
            event: "SIWX_AUTH_SUCCESS",
            address: first.data.accountAddress,
            properties: { network: first.data.chainId, isSmartAccount: false }
          })
        }
      }).pipe(
        Effect.tapError((error) =>
          Effect.gen(function* () {
            yield* Effect.logWarning("One-click sign-in failed", error.cause)
            yield* trackEvent({ type: "track", event: "SIWX_AUTH_ERROR", properties: { network: request.chains[0], isSmartAccount: false } })
            yield* showSnackbar(messageOf(error), "error")
          })
        ),
        Effect.provide(context),
        Effect.withSpan("siwx.oneClick.keep")
      )
    return { request: oneClickRequest(client, chains), keep } satisfies OneClickSignIn
  })

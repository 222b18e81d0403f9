import { Effect, Either, Option } from "effect"
import type { CaipNetworkId } from "../../../schemas/Caip.js"
import { ACCOUNT_PLACEHOLDER } from "../../../schemas/Siwx.js"
import type { SiwxMessage } from "../../../schemas/Siwx.js"
import { trackEvent } from "../../analytics/trackEvent.js"
import type { SiwxNotEnabled } from "../../errors/AccountErrors.js"
import type { Analytics } from "../../services/Analytics.js"
import type { Options } from "../../services/Options.js"
import type { RpcTransport } from "../../services/RpcTransport.js"
import type { Storage } from "../../services/Storage.js"
import { siwxClient } from "../siwxClient.js"
import type { SignInMessage } from "../siwxClient.js"
import { placeholderMessage } from "./placeholderMessage.js"

/** What the frame answered GET_USER with (WIRE §4.4): the user's address and, when it signed, the text and signature. */
export interface SignedLogin {
  readonly address: string
  readonly message?: string | undefined
  readonly signature?: string | undefined
}

/** A message asked for at login: the store's message for the placeholder account, and the text the frame fills in. */
export interface LoginMessage {
  readonly made: SignInMessage
  /** GET_USER's `siwxMessage`: the fields, the account still the placeholder, and the text. */
  readonly siwxMessage: SiwxMessage
}

/**
 * Sign-in riding on the embedded wallet's login (SPEC §4): GET_USER carries a sign-in message for
 * the account still unknown, the frame signs it as the user logs in (the login is the consent),
 * and the session is kept at once, so the SIWXSignMessage view has nothing to ask afterwards.
 */
export interface EmbeddedSignIn {
  /** The message for the user's account on `chainId`; none when the store cannot make one now (then GET_USER goes without it). */
  readonly message: (chainId: CaipNetworkId) => Effect.Effect<Option.Option<LoginMessage>>
  /**
   * The frame's answer kept as the user's session when it signed the text asked, the placeholder
   * replaced by the user's address; true when kept (SIWX_AUTH_SUCCESS recorded). No signature, a
   * different text, or a store that refuses it: false, and the usual flow asks afterwards.
   */
  readonly keep: (asked: LoginMessage, login: SignedLogin) => Effect.Effect<boolean>
}

export type EmbeddedSignInServices = Options | Storage | RpcTransport | Analytics

/** Sign-in at login over the instance's sign-in store; SiwxNotEnabled without one. */
export const makeEmbeddedSignIn: Effect.Effect<EmbeddedSignIn, SiwxNotEnabled, EmbeddedSignInServices> = Effect.gen(function* () {
  const context = yield* Effect.context<EmbeddedSignInServices>()
  const client = yield* siwxClient

  const message = (chainId: CaipNetworkId) =>
    Effect.gen(function* () {
      const made = yield* Effect.either(client.createMessage({ accountAddress: ACCOUNT_PLACEHOLDER, chainId }))
      if (Either.isLeft(made)) {
        yield* Effect.logWarning("No sign-in message for the login: the usual sign-in follows", made.left.cause)
        return Option.none<LoginMessage>()
      }
      const { data } = made.right
      // Doorway's layout has no text for the placeholder account (one-click auth's SDK writes its own).
      const text = made.right.message === "" ? placeholderMessage(data) : Either.right(made.right.message)
      if (Either.isLeft(text)) {
        yield* Effect.logWarning("No sign-in message for the login: the usual sign-in follows", text.left.reason)
        return Option.none<LoginMessage>()
      }
      return Option.some({ made: { data, message: text.right }, siwxMessage: { ...data, serializedMessage: text.right } })
    }).pipe(Effect.withSpan("siwx.embedded.message"))

  const keep = (asked: LoginMessage, login: SignedLogin) =>
    Effect.gen(function* () {
      const { message: signed, signature } = login
      if (signed === undefined || signature === undefined) return false
      const eventProperties = { network: asked.made.data.chainId, isSmartAccount: false }
      const expected = asked.made.message.split(ACCOUNT_PLACEHOLDER).join(login.address)
      if (signed !== expected) {
        yield* Effect.logWarning("The frame signed another text than the sign-in message asked: the usual sign-in follows")
        yield* trackEvent({ type: "track", event: "SIWX_AUTH_ERROR", address: login.address, properties: eventProperties })
        return false
      }
      const data = { ...asked.made.data, accountAddress: login.address }
      const kept = yield* Effect.either(client.addSession({ data, message: signed, signature }))
      if (Either.isLeft(kept)) {
        yield* Effect.logWarning("The sign-in store did not keep the login's signature: the usual sign-in follows", kept.left.cause)
        yield* trackEvent({ type: "track", event: "SIWX_AUTH_ERROR", address: login.address, properties: eventProperties })
        return false
      }
      yield* trackEvent({ type: "track", event: "SIWX_AUTH_SUCCESS", address: login.address, properties: eventProperties })
      return true
    }).pipe(Effect.provide(context), Effect.withSpan("siwx.embedded.keep"))

  return { message, keep } satisfies EmbeddedSignIn
})

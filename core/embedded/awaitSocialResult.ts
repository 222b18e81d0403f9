import { Effect, Option, Schema, Stream } from "effect"
import type { SocialProvider } from "../../schemas/Forms.js"
import { SocialLoginResult } from "../../schemas/SocialLoginResult.js"
import { trackEvent } from "../analytics/trackEvent.js"
import type { Analytics } from "../services/Analytics.js"
import type { PageMessage } from "../services/SocialPopup.js"

const decode = Schema.decodeUnknownOption(SocialLoginResult)

/** The result URI a message carries when it is the popup's answer; a foreign one is reported. */
const resultOf = (provider: SocialProvider, secureSiteOrigin: string) => (message: PageMessage) =>
  Option.match(decode(message.data), {
    // The page's other traffic: not the login's.
    onNone: () => Effect.succeedNone,
    onSome: ({ resultUri }) =>
      message.origin === secureSiteOrigin
        ? Effect.succeedSome(resultUri)
        : Effect.logWarning(`A social login result from ${message.origin} was refused: only the secure site answers`).pipe(
            Effect.zipRight(trackEvent({ type: "track", event: "SOCIAL_LOGIN_ERROR", properties: { provider } })),
            Effect.as(Option.none<string>())
          )
  })

/**
 * The popup's answer (WIRE §4.7): the `resultUri` of the first message whose data decodes as
 * SocialLoginResult and whose origin is the secure site's. The same from any other origin is
 * refused (SOCIAL_LOGIN_ERROR tracked) and the wait goes on; any other message is passed over.
 */
export const awaitSocialResult = (
  provider: SocialProvider,
  secureSiteOrigin: string,
  messages: Stream.Stream<PageMessage>
): Effect.Effect<string, never, Analytics> =>
  messages.pipe(
    Stream.mapEffect(resultOf(provider, secureSiteOrigin)),
    Stream.filterMap((result) => result),
    Stream.runHead,
    Effect.flatMap(Option.match({ onNone: () => Effect.never, onSome: Effect.succeed }))
  )

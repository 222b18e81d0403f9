import { Effect, Option, Schema } from "effect"
import { SocialProvider } from "../../schemas/Forms.js"
import { SocialResultUri } from "../../schemas/SocialLoginResult.js"
import { showSnackbar } from "../alerts/showSnackbar.js"
import { SocialConnectionFailed } from "../errors/ConnectionErrors.js"
import { messageOf } from "../errors/catalogue.js"
import type { DoorwayError } from "../errors/DoorwayError.js"
import { frameTimeoutAlerts } from "../frame/alertFrameTimeout.js"
import { openModal } from "../router/openModal.js"
import { PageNavigation } from "../services/PageNavigation.js"
import { Platform } from "../services/Platform.js"
import { readStoredValue } from "../storage/storedValues.js"
import { removeStored } from "../storage/storedWithCodec.js"
import { connectWithSocialResult } from "./connectWithSocialResult.js"
import { socialResultInAddress } from "./socialResultInAddress.js"
import { trackSocialLogin } from "./trackSocialLogin.js"

const decodeProvider = Schema.decodeUnknownOption(SocialProvider)
const decodeResultUri = Schema.decodeUnknownEither(SocialResultUri)

/** The provider a Telegram login kept before the page left (WIRE §5 `@appkit/social_provider`). */
const keptProvider = Effect.map(readStoredValue("@appkit/social_provider"), Option.flatMap(decodeProvider))

/**
 * The login with the result, the provider forgotten however it ends. A result that is not an
 * http(s) URL is refused before the frame hears of it: anyone can put one in a link to the app.
 */
const completeWith = (provider: SocialProvider, resultUri: string) =>
  Effect.gen(function* () {
    const decoded = decodeResultUri(resultUri)
    if (decoded._tag === "Left") return yield* new SocialConnectionFailed({ cause: decoded.left })
    yield* connectWithSocialResult(provider, decoded.right, yield* frameTimeoutAlerts)
  }).pipe(trackSocialLogin(provider), Effect.ensuring(removeStored("@appkit/social_provider")))

/** A failed return is shown: the modal opens on Connect with the failure in the catalogue's words (SPEC §8). */
const showFailure = (error: DoorwayError) =>
  Effect.zipRight(Effect.ignore(openModal({ view: "Connect" })), showSnackbar(messageOf(error), "error"))

/**
 * The page back from a Telegram social login (SPEC §2, WIRE §4.7, 5), at start, given the page's
 * address. `result_uri` leaves the address bar first (`history.replaceState`), so a reload or a
 * shared link never carries it again; then, with the provider the login kept before the page left,
 * the login completes with it as the popup's does (CONNECT_SOCIAL, the embedded wallet connected
 * and named), and the provider is forgotten. A result without a provider kept (a login already
 * finished, a link someone made) is removed inside Telegram and ignored; outside Telegram such a
 * parameter is the host's own and left alone. A failure opens the modal on Connect with its
 * message; it is logged and tracked (SOCIAL_LOGIN_ERROR), and nothing of the login is kept.
 */
export const finishSocialRedirect = (address: string) =>
  Effect.gen(function* () {
    const returned = socialResultInAddress(address)
    if (Option.isNone(returned)) return
    const provider = yield* keptProvider
    if (Option.isNone(provider) && !(yield* Platform).isTelegram) return
    yield* (yield* PageNavigation).replaceAddress(returned.value.without)
    if (Option.isNone(provider)) {
      yield* removeStored("@appkit/social_provider")
      return yield* Effect.logWarning("A social login result came back with no login under way: ignored")
    }
    yield* completeWith(provider.value, returned.value.resultUri).pipe(
      Effect.tapError((error) => Effect.logWarning(`The social login that came back failed: ${error._tag}`, error)),
      Effect.catchAll(showFailure)
    )
  }).pipe(Effect.withSpan("embedded.finishSocialRedirect"))

import { Option, Schema } from "effect"
import { useEffect, useMemo } from "react"
import { loginWithSocial } from "../../core/embedded/loginWithSocial.js"
import { PopupBlocked } from "../../core/errors/EmbeddedWalletErrors.js"
import { replace } from "../../core/router/replace.js"
import { Platform } from "../../core/services/Platform.js"
import { withPagePlatform } from "../../layers/PlatformBrowser.js"
import { withPageSocialLogin } from "../../layers/withPageSocialLogin.js"
import { SocialProvider } from "../../schemas/Forms.js"
import { useTexts } from "../i18n/TextsContext.js"
import { useHandle } from "../runtime/HandleContext.js"
import type { ViewProps } from "./ViewProps.js"
import { failureText } from "./parts/failureText.js"
import { SocialIcon } from "./parts/SocialIcon.js"
import { SOCIAL_NAMES } from "./parts/socialNames.js"
import { useProgram } from "./parts/useProgram.js"

const decodeProvider = Schema.decodeUnknownOption(SocialProvider)

/**
 * ConnectingSocial (SPEC §2, §4): a social login under way in its popup (route data `provider`),
 * the one the Connect view's click opened. The view says to go on in that window, and follows the
 * login to its end: Account once connected, else the failure's text ('Popup closed', 'Failed to
 * initiate social connection', the secure site's own) with Try again. A popup the browser blocked
 * is offered again on a button: a window opened from a click is allowed. Leaving the view (Back,
 * or the modal closed) ends the login and closes the popup. Inside a Telegram mini app there is no
 * popup: the page itself goes to the provider and comes back (WIRE §4.7, 5), and the view says so.
 */
const ConnectingSocialView = ({ data }: ViewProps) => {
  const { runtime } = useHandle()
  const texts = useTexts()
  const provider = Option.getOrUndefined(decodeProvider(data?.provider))
  const login = useProgram<unknown>()
  const { run } = login
  const connect = () => {
    if (provider !== undefined) run(withPageSocialLogin(loginWithSocial(provider)))
  }
  const inTelegram = useMemo(() => runtime.runSync(withPagePlatform(Platform)).isTelegram, [runtime])

  useEffect(() => {
    if (provider !== undefined) run(withPageSocialLogin(loginWithSocial(provider)))
  }, [provider, run])

  if (provider === undefined) {
    return (
      <div className="doorway-empty">
        <p className="doorway-empty-title">{texts.text("social.noneChosen")}</p>
        <button type="button" className="doorway-button" onClick={() => runtime.runFork(replace("Connect"))}>
          {texts.text("social.chooseWay")}
        </button>
      </div>
    )
  }

  const name = SOCIAL_NAMES[provider]
  const badge = (
    <span className="doorway-image" data-size="l" aria-hidden="true">
      <SocialIcon provider={provider} size={40} />
    </span>
  )
  if (login.status._tag === "Failed") {
    const error = Option.getOrUndefined(login.status.error)
    const blocked = error instanceof PopupBlocked
    return (
      <div className="doorway-stack" data-testid="connecting-social" data-status={blocked ? "blocked" : "failed"}>
        {badge}
        <p className="doorway-error-text" role="alert">
          {error === undefined ? texts.text("common.somethingWentWrong") : failureText(error, texts)}
        </p>
        <p className="doorway-muted">
          {blocked ? texts.text("social.openWindowNote", { name }) : texts.text("social.tryAgainNote", { name })}
        </p>
        <button type="button" className="doorway-button" onClick={connect}>
          {blocked ? texts.text("social.openWindow", { name }) : texts.text("common.tryAgain")}
        </button>
      </div>
    )
  }
  return (
    <div className="doorway-stack" data-testid="connecting-social" data-status="waiting">
      <span className="doorway-badge-wrap">
        {badge}
        <span className="doorway-spinner" aria-hidden="true" />
      </span>
      <p className="doorway-heading" role="status">
        {texts.text("social.continueWith", { name })}
      </p>
      <p className="doorway-muted">
        {inTelegram
          ? texts.text("social.telegramNote", { name })
          : texts.text("social.popupNote", { name })}
      </p>
    </div>
  )
}

export default ConnectingSocialView

import { push } from "../../../core/router/push.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { useTexts } from "../../i18n/TextsContext.js"
import { SocialIcon } from "../parts/SocialIcon.js"
import { continueWith } from "../parts/socialNames.js"
import { useOriginCheck } from "./useOriginCheck.js"
import { useSocials } from "./useSocials.js"
import { useStartSocialLogin } from "./useStartSocialLogin.js"

/** The row holds this many buttons; with more socials, the last place is "Other socials". */
const ROW_PLACES = 5

/** Four tiles: the other socials. */
const MoreIcon = () => (
  <svg width="18" height="18" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="8" height="8" rx="2.5" />
    <rect x="11" y="1" width="8" height="8" rx="2.5" />
    <rect x="1" y="11" width="8" height="8" rx="2.5" />
    <rect x="11" y="11" width="8" height="8" rx="2.5" />
  </svg>
)

/**
 * The social row of Connect (SPEC §2, §4): a button per provider, named "Continue with …", in the
 * project's order; when they do not fit, "Other socials" opens the whole list (ConnectSocials). A
 * provider with a popup opens it within the click (WIRE §4.7) and ConnectingSocial follows the
 * login; Farcaster opens ConnectingFarcaster. Once shown, the page's origin is checked (SPEC §4).
 */
const SocialSection = () => {
  const { runtime } = useHandle()
  const texts = useTexts()
  const socials = useSocials()
  const start = useStartSocialLogin()
  useOriginCheck()
  const shown = socials.length <= ROW_PLACES ? socials : socials.slice(0, ROW_PLACES - 1)
  if (socials.length === 0) return null

  return (
    <div className="doorway-socials" role="group" aria-label={texts.text("connect.socials")} data-testid="social-login">
      {shown.map((option) => (
        <button key={option} type="button" className="doorway-social-button" aria-label={continueWith(option, texts)} title={continueWith(option, texts)} onClick={() => start(option)}>
          <SocialIcon provider={option} />
        </button>
      ))}
      {shown.length === socials.length ? null : (
        <button type="button" className="doorway-social-button" aria-label={texts.text("connect.otherSocials")} title={texts.text("connect.otherSocials")} onClick={() => runtime.runFork(push("ConnectSocials"))}>
          <MoreIcon />
        </button>
      )}
    </div>
  )
}

export default SocialSection

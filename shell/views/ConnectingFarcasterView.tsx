import { Option } from "effect"
import { useEffect } from "react"
import { connectFarcaster } from "../../core/embedded/connectFarcaster.js"
import { useTexts } from "../i18n/TextsContext.js"
import { useHandle } from "../runtime/HandleContext.js"
import { CopyIcon } from "./parts/CopyIcon.js"
import { failureText } from "./parts/failureText.js"
import { QrCode } from "./parts/QrCode.js"
import { useActiveChain } from "./parts/useActiveChain.js"
import { useProgram } from "./parts/useProgram.js"
import { copyLinkWithToast } from "./walletconnect/copyLinkWithToast.js"

/**
 * ConnectingFarcaster (SPEC §2, WIRE §4.6): opening it starts the Farcaster login, whose sign-in
 * URL (the account state's `farcasterUrl`) shows as a QR code to scan with the Farcaster app,
 * with Copy link for a device at hand. Once the person approves there, the wallet connects and
 * Account shows. A failure shows 'Failed to connect to farcaster' with Try again, which asks for
 * a new URL. Leaving the view ends the login, in the frame too.
 */
const ConnectingFarcasterView = () => {
  const { runtime } = useHandle()
  const texts = useTexts()
  const { chain } = useActiveChain()
  const login = useProgram<unknown>()
  const { run } = login
  const url = chain?.accountState.farcasterUrl

  useEffect(() => run(connectFarcaster), [run])

  const copy = (text: string) => copyLinkWithToast(runtime, texts, text)

  if (login.status._tag === "Failed") {
    const error = Option.getOrUndefined(login.status.error)
    return (
      <div className="doorway-stack" data-testid="connecting-farcaster" data-status="failed">
        <p className="doorway-error-text" role="alert">
          {error === undefined ? texts.text("common.somethingWentWrong") : failureText(error, texts)}
        </p>
        <p className="doorway-muted">{texts.text("walletConnect.retryNote")}</p>
        <button type="button" className="doorway-button" onClick={() => run(connectFarcaster)}>
          {texts.text("common.tryAgain")}
        </button>
      </div>
    )
  }
  return (
    <div className="doorway-stack" data-testid="connecting-farcaster" data-status={url === undefined ? "preparing" : "ready"}>
      <QrCode uri={url} label={texts.text("social.farcasterQrLabel")} />
      <p className="doorway-muted" role="status">
        {url === undefined ? texts.text("social.farcasterPreparing") : texts.text("social.farcasterScan")}
      </p>
      <button type="button" className="doorway-button" data-variant="secondary" data-size="s" disabled={url === undefined} onClick={() => url !== undefined && copy(url)}>
        <CopyIcon />
        {texts.text("walletConnect.copyLink")}
      </button>
    </div>
  )
}

export default ConnectingFarcasterView

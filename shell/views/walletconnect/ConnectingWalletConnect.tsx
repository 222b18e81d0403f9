import type { PlatformFacts } from "../../../core/services/Platform.js"
import { walletDeepLink, webAppDeepLink } from "../../../core/walletconnect/walletDeepLink.js"
import type { WalletDeepLink, WalletDeepLinkOptions } from "../../../core/walletconnect/walletDeepLink.js"
import type { WcWallet } from "../../../schemas/WalletCatalogue.js"
import { useTexts } from "../../i18n/TextsContext.js"
import type { Translator } from "../../i18n/Translator.js"
import { CopyIcon } from "../parts/CopyIcon.js"
import { QrCode } from "../parts/QrCode.js"
import { WalletImage } from "../parts/WalletImage.js"

export interface ConnectingWalletConnectProps {
  /** The pairing URI (the provider's `display_uri`); none while it is being made. */
  readonly uri: string | undefined
  /** The pairing's proposal expired (`proposal_expire`): the URI no longer pairs. */
  readonly expired: boolean
  /** The wallet chosen from the catalogue; none for the WalletConnect row, any wallet. */
  readonly wallet: WcWallet | undefined
  /** The wallet's image URL, drawn in the QR code's centre and above the Open button. */
  readonly walletImageSrc: string | undefined
  /** From the Platform service: a phone gets the wallet's Open button first. */
  readonly platform: Pick<PlatformFacts, "isMobile" | "isTelegram" | "isAndroid">
  /** A failure of this pairing, as the error catalogue words it; Try again asks for a new URI. */
  readonly error?: string | undefined
  readonly deepLinkOptions?: WalletDeepLinkOptions | undefined
  /** Copy link: the URI to put on the clipboard (see copyPairingLink) and toast about. */
  readonly onCopy: (uri: string) => void
  /** Open: the wallet's link to follow and keep as the deep-link choice (rememberDeepLinkChoice). */
  readonly onOpenDeepLink: (link: WalletDeepLink) => void
  /** A new pairing URI, after it expired or failed. */
  readonly onRetry: () => void
}

const qrLabel = (wallet: WcWallet | undefined, texts: Translator): string =>
  wallet === undefined ? texts.text("walletConnect.qrLabelAny") : texts.text("walletConnect.qrLabel", { name: wallet.name })

/**
 * ConnectingWalletConnect: pairing by QR code. On a computer the code, Copy link, and the
 * wallet's desktop or web app when it has one. On a phone with a wallet that has a mobile link,
 * Continue in the wallet with its Open button first, the code below for another device. An
 * expired or failed pairing replaces the code with Try again, which asks for a new URI.
 */
export const ConnectingWalletConnect = (props: ConnectingWalletConnectProps) => {
  const { uri, expired, wallet, walletImageSrc, platform, error, onCopy, onOpenDeepLink, onRetry } = props
  const texts = useTexts()
  // Whether the wallet has a link to open here at all, before the URI is there to put in it.
  const linkHere = wallet === undefined ? undefined : walletDeepLink(wallet, uri ?? "", platform, props.deepLinkOptions)
  const appLink = uri === undefined ? undefined : linkHere
  const webApp = wallet === undefined || uri === undefined || platform.isMobile ? undefined : webAppDeepLink(wallet, uri)
  // Only a chosen wallet has a link to open, so the phone's layout always names one.
  const phoneFirst = platform.isMobile && linkHere !== undefined ? wallet : undefined

  if (expired || error !== undefined) {
    return (
      <div className="doorway-stack" data-testid="walletconnect" data-status={expired ? "expired" : "failed"}>
        {wallet === undefined ? null : <WalletImage src={walletImageSrc} name={wallet.name} size="l" />}
        <p className="doorway-error-text" role="alert">
          {error ?? texts.text("walletConnect.expired")}
        </p>
        {/* The failure may be the wallet's refusal or the relay's (an unknown project): the way on is the same. */}
        <p className="doorway-muted">{texts.text("walletConnect.retryNote")}</p>
        <button type="button" className="doorway-button" onClick={onRetry}>
          {texts.text("common.tryAgain")}
        </button>
      </div>
    )
  }

  const copy = (
    <button type="button" className="doorway-button" data-variant="secondary" data-size="s" disabled={uri === undefined} onClick={() => uri !== undefined && onCopy(uri)}>
      <CopyIcon />
      {texts.text("walletConnect.copyLink")}
    </button>
  )

  if (phoneFirst !== undefined) {
    const name = phoneFirst.name
    return (
      <div className="doorway-stack" data-testid="walletconnect" data-status={uri === undefined ? "preparing" : "ready"}>
        <span className="doorway-badge-wrap">
          <WalletImage src={walletImageSrc} name={name} size="l" />
          <span className="doorway-spinner" aria-hidden="true" />
        </span>
        <p className="doorway-heading" role="status">
          {texts.text("connecting.continueIn", { name })}
        </p>
        <p className="doorway-muted">{texts.text("connecting.accept")}</p>
        <button type="button" className="doorway-button" disabled={appLink === undefined} onClick={() => appLink !== undefined && onOpenDeepLink(appLink)}>
          {uri === undefined ? texts.text("walletConnect.preparingLink") : texts.text("walletConnect.open", { name })}
        </button>
        {copy}
      </div>
    )
  }

  return (
    <div className="doorway-stack" data-testid="walletconnect" data-status={uri === undefined ? "preparing" : "ready"}>
      <QrCode uri={uri} label={qrLabel(wallet, texts)} imageSrc={walletImageSrc} />
      <p className="doorway-muted">
        {wallet === undefined ? texts.text("walletConnect.scanAny") : texts.text("walletConnect.scan", { name: wallet.name })}
      </p>
      <div className="doorway-row" style={{ flexWrap: "wrap", justifyContent: "center" }}>
        {copy}
        {appLink === undefined ? null : (
          <button type="button" className="doorway-button" data-variant="secondary" data-size="s" onClick={() => onOpenDeepLink(appLink)}>
            {texts.text("walletConnect.openDesktop")}
          </button>
        )}
        {webApp === undefined ? null : (
          <button type="button" className="doorway-button" data-variant="secondary" data-size="s" onClick={() => onOpenDeepLink(webApp)}>
            {texts.text("walletConnect.openWeb")}
          </button>
        )}
      </div>
    </div>
  )
}

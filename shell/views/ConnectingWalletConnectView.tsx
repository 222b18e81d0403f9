import { Option } from "effect"
import { useEffect, useMemo, useState } from "react"
import { allWalletsCountLabel } from "../../core/catalogue/allWalletsRows.js"
import { showsAllWallets } from "./connect/showsAllWallets.js"
import { findLoadedWallet } from "../../core/catalogue/installedConnectorOf.js"
import { connectWallet } from "../../core/connection/connectWallet.js"
import { WALLET_CONNECT_CONNECTOR_ID } from "../../core/connectors/connectorIds.js"
import { push } from "../../core/router/push.js"
import { Platform } from "../../core/services/Platform.js"
import { rememberDeepLinkChoice } from "../../core/walletconnect/rememberDeepLinkChoice.js"
import { keptPairingUri } from "../../core/walletconnect/keptPairingUri.js"
import { reusesPairingUri } from "../../core/walletconnect/reusesPairingUri.js"
import type { WalletDeepLink } from "../../core/walletconnect/walletDeepLink.js"
import { useStateRef } from "../hooks/useStateRef.js"
import { useTexts } from "../i18n/TextsContext.js"
import { useHandle } from "../runtime/HandleContext.js"
import { withPagePlatform } from "../../layers/PlatformBrowser.js"
import type { WcWallet } from "../../schemas/WalletCatalogue.js"
import type { ViewProps } from "./ViewProps.js"
import { failureText } from "./parts/failureText.js"
import { useCatalogueState, useConnectorsState, useImageUrls } from "./parts/useCatalogue.js"
import { useProgram } from "./parts/useProgram.js"
import { BasicWalletList } from "./walletconnect/BasicWalletList.js"
import { ConnectingWalletConnect } from "./walletconnect/ConnectingWalletConnect.js"
import { ConnectingWalletConnectBasic } from "./walletconnect/ConnectingWalletConnectBasic.js"
import { copyLinkWithToast } from "./walletconnect/copyLinkWithToast.js"
import { openDeepLink } from "./walletconnect/openDeepLink.js"

/**
 * ConnectingWalletConnect (SPEC §2, §4): pairing over WalletConnect, for the WalletConnect row
 * (any wallet) or a catalogue wallet that is not installed in this browser (route data
 * `walletId`). Opening the view starts the pairing; its URI, published by the connection in the
 * connectors' state, becomes the QR code, the link to copy and the wallet's deep links. An expired
 * proposal gets a fresh URI from the connection itself; a refusal or a session failure shows its
 * text with Try again. Leaving the view cancels the pairing, except on Telegram and in Safari on
 * iOS, where the page is suspended while the wallet app is in front: there the pairing in flight
 * and its URI are kept, and the view opened again shows them instead of making a new one. On
 * approval the connection moves the modal on to Account. In basic mode the WalletConnect row shows
 * ConnectingWalletConnectBasic, which `basicView` (the view of that name) shows in any mode (on a
 * phone the WalletConnect row opens it too, openWalletConnectRow).
 */
const ConnectingWalletConnectView = ({ data, basicView = false }: ViewProps & { readonly basicView?: boolean }) => {
  const { runtime, state, options } = useHandle()
  const texts = useTexts()
  const platform = useMemo(() => runtime.runSync(withPagePlatform(Platform)), [runtime])
  const reuse = reusesPairingUri(platform)
  const connectorsState = useConnectorsState()
  const catalogue = useCatalogueState()
  const chains = useStateRef(runtime, state.chains.chains)
  const urls = useImageUrls()
  const connecting = useProgram<unknown>({ keepOnLeave: reuse })
  // The view opened on a kept pairing: it shows that one's URI and waits for it.
  const [keptPairing, setKeptPairing] = useState(false)

  // Basic mode on a phone: the wallet picked from this view's list.
  const [chosen, setChosen] = useState<WcWallet | undefined>(undefined)

  const walletId = data?.walletId
  const wallet =
    chosen ??
    (walletId === undefined
      ? undefined
      : findLoadedWallet([catalogue.featured, catalogue.recommended, catalogue.recent, catalogue.wallets, catalogue.search.results], walletId))
  const connector = connectorsState.connectors.find((c) => c.type === "WALLET_CONNECT")
  const namespaceStatus = connector === undefined ? undefined : chains.get(connector.chain)?.accountState.status
  const uri = connectorsState.pairingUri
  const basic = (basicView || options.basic) && wallet === undefined && walletId === undefined
  // Basic mode on a phone lists wallets instead: the pairing starts with the one picked.
  const pairs = !(walletId !== undefined && wallet === undefined) && !(basic && platform.isMobile)

  const { run } = connecting
  const connect = () => {
    setKeptPairing(false)
    run(connectWallet(connector?.id ?? WALLET_CONNECT_CONNECTOR_ID, { wallet }))
  }

  // The pairing starts when the view opens, or once basic mode's list has a wallet chosen. A
  // development renderer's trial unmount cancels the first start (leaving the view cancels the
  // pairing), and its second mount starts again.
  useEffect(() => {
    if (!pairs) return
    if (reuse && Option.isSome(runtime.runSync(withPagePlatform(keptPairingUri(connector?.chain))))) setKeptPairing(true)
    else connect()
  }, [pairs])

  if (walletId !== undefined && wallet === undefined) {
    return (
      <div className="doorway-empty">
        <p className="doorway-empty-title">{texts.text("connecting.notFound")}</p>
        <p className="doorway-muted">{texts.text("walletConnect.chooseFromList")}</p>
      </div>
    )
  }

  // A kept pairing that ended without moving on to Account failed, for a reason this view did not see.
  const status = connecting.status
  const error =
    status._tag === "Failed"
      ? Option.match(status.error, { onNone: () => texts.text("connecting.failed"), onSome: (failure) => failureText(failure, texts) })
      : keptPairing && status._tag === "Idle" && namespaceStatus !== "connecting"
        ? texts.text("connecting.failed")
        : undefined

  const onCopy = (text: string) => copyLinkWithToast(runtime, texts, text)
  const onOpenDeepLink = (link: WalletDeepLink) => {
    // Started before the page may hand over to the wallet app (a fork runs at once up to its first wait).
    runtime.runFork(rememberDeepLinkChoice(link))
    openDeepLink(link)
  }
  const shared = { uri, expired: false, platform, error, onCopy, onOpenDeepLink, onRetry: connect }

  if (basic) {
    return (
      <ConnectingWalletConnectBasic
        {...shared}
        wallets={<BasicWalletList onChoose={setChosen} />}
        onAllWallets={showsAllWallets(options, platform.isMobile) ? () => runtime.runFork(push("AllWallets")) : undefined}
        allWalletsTag={catalogue.count > 0 ? allWalletsCountLabel(catalogue.count) : undefined}
      />
    )
  }
  return (
    <ConnectingWalletConnect
      {...shared}
      wallet={wallet}
      walletImageSrc={wallet === undefined ? undefined : urls.wallet(wallet)}
    />
  )
}

/** ConnectingWalletConnectBasic (SPEC §2): the pairing in basic mode, opened by that name whatever the `basic` option. */
export const ConnectingWalletConnectBasicView = (props: ViewProps) => <ConnectingWalletConnectView {...props} basicView />

export default ConnectingWalletConnectView

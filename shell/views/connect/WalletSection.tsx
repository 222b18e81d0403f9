import { useEffect, useMemo, useRef } from "react"
import { allWalletsCountLabel } from "../../../core/catalogue/allWalletsRows.js"
import { connectorImageOf } from "../../../core/catalogue/installedConnectorOf.js"
import { loadConnectWallets } from "../../../core/catalogue/loadConnectWallets.js"
import { orderConnectors } from "../../../core/connectors/orderConnectors.js"
import type { ConnectorSection } from "../../../core/connectors/orderConnectors.js"
import { embeddedLoginLabel } from "../../../core/embedded/embeddedLoginLabel.js"
import { push } from "../../../core/router/push.js"
import { openWalletConnectRow } from "../../../core/walletconnect/openWalletConnectRow.js"
import { withPagePlatform } from "../../../layers/PlatformBrowser.js"
import type { Connector } from "../../../schemas/Connector.js"
import type { WcWallet } from "../../../schemas/WalletCatalogue.js"
import { useStateRef } from "../../hooks/useStateRef.js"
import { useHandle } from "../../runtime/HandleContext.js"
import type { TextKey } from "../../i18n/Catalogue.js"
import { useTexts } from "../../i18n/TextsContext.js"
import type { Translator } from "../../i18n/Translator.js"
import { GridIcon } from "../parts/GridIcon.js"
import { SOCIAL_NAMES } from "../parts/socialNames.js"
import { ListItem } from "../parts/ListItem.js"
import { WalletConnectIcon } from "../walletconnect/WalletConnectIcon.js"
import { useCatalogueState, useConnectorsState, useImageUrls } from "../parts/useCatalogue.js"
import { prepareConnection } from "../../../core/connection/prepareConnection.js"
import { prepareActiveNetworkRpc } from "../../../core/rpc/prepareActiveNetworkRpc.js"
import { pickCatalogueWallet } from "./pickCatalogueWallet.js"
import { loadPairingPath, warmUpPairing, warmUpPairingAtOnce } from "./warmUpPairing.js"
import { warmUpSignIn } from "./warmUpSignIn.js"
import { warmUpWalletConnection } from "./warmUpWalletConnection.js"
import { loadConnectPath } from "./loadConnectPath.js"
import { latestRetryAt } from "../../../core/retry/retryAtOfError.js"
import { RetryButton } from "../parts/RetryButton.js"
import { whenRead } from "./whenRead.js"
import { useActiveChain } from "../parts/useActiveChain.js"
import { Platform } from "../../../core/services/Platform.js"
import { namespaceFilter } from "./namespaceFilter.js"
import { useConnectNamespace } from "./useConnectNamespace.js"
import { showsAllWallets } from "./showsAllWallets.js"

/** The embedded wallet's login, if a namespace is connected through it: who, and by what. */
const useEmbeddedLogin = (texts: Translator): { readonly label: string; readonly note: string } | undefined => {
  const { runtime, state } = useHandle()
  const chains = useStateRef(runtime, state.chains.chains)
  for (const chain of chains.values()) {
    const account = chain.accountState
    const label = account.caipAddress === undefined ? undefined : embeddedLoginLabel(account)
    if (label !== undefined) return { label, note: account.socialProvider === undefined ? texts.text("connect.signedInWithEmail") : texts.text("connect.signedInWith", { name: SOCIAL_NAMES[account.socialProvider] }) }
  }
  return undefined
}

const CONNECTOR_TAGS: Partial<Record<ConnectorSection["type"], TextKey>> = { injected: "connect.tagInstalled", recent: "connect.tagRecent" }

/**
 * The wallet section of Connect: the ways to connect in the display order of the core (installed
 * wallets, recent, featured, the host's own, recommended), then "All Wallets" with the catalogue's
 * count. An installed wallet connects directly; WalletConnect, and a catalogue wallet that is not
 * installed, open the pairing view (QR code, Copy link, the wallet's deep links; on a phone the
 * WalletConnect row lists the wallets to open instead, openWalletConnectRow). The catalogue
 * lists are loaded when the section first shows; when they cannot be, the section says so and
 * offers to try again.
 */
/** Starts loading the connect path now; a failure is met again, and reported, by the click's own loads. */
const startConnectPath = () => void loadConnectPath().catch(() => undefined)

const WalletSection = () => {
  const { runtime, options, state } = useHandle()
  const connectorsState = useConnectorsState()
  const catalogue = useCatalogueState()
  const texts = useTexts()
  const tagText = (type: ConnectorSection["type"]): string | undefined => {
    const key = CONNECTOR_TAGS[type]
    return key === undefined ? undefined : texts.text(key)
  }
  const urls = useImageUrls()
  const login = useEmbeddedLogin(texts)

  useEffect(() => {
    runtime.runFork(loadConnectWallets)
  }, [runtime])

  // The installed wallet the warm-up prepares, read when it runs: a new list of connectors (a wallet
  // announced later) does not schedule the warm-up again.
  const installed = useRef<Connector | undefined>(undefined)
  installed.current = connectorsState.connectors.find((connector) => connector.type === "ANNOUNCED" || connector.type === "INJECTED")
  const hasInstalledWallet = installed.current !== undefined
  // Each warm-up waits until the view has been read, and is called off when it closes sooner.
  useEffect(
    () =>
      hasInstalledWallet
        ? warmUpWalletConnection(() => {
            if (installed.current !== undefined) runtime.runFork(prepareConnection(installed.current))
          })
        : undefined,
    [hasInstalledWallet, runtime]
  )
  // The balances after a connection ask which networks the data service supports, and read the
  // active network's node: both known and ready by then.
  useEffect(
    () =>
      whenRead(() => {
        runtime.runFork(prepareActiveNetworkRpc)
        void import("../../../core/account/isNetworkSupported.js").then(({ loadSupportedChains }) => {
          if (!runtime.isDisposed()) runtime.runFork(loadSupportedChains)
        }, () => undefined)
      }),
    [runtime]
  )
  const asksSignIn = options.siwx !== undefined
  useEffect(() => (asksSignIn ? warmUpSignIn() : undefined), [asksSignIn])
  const pairing = connectorsState.connectors.find((connector) => connector.type === "WALLET_CONNECT")
  useEffect(() => {
    if (pairing === undefined) return undefined
    const prepare = () => runtime.runFork(prepareConnection(pairing))
    return hasInstalledWallet ? warmUpPairing(prepare) : warmUpPairingAtOnce(prepare)
  }, [pairing, runtime, hasInstalledWallet])

  // A wallet of several families connects in the one the modal is on, or in the one Connect was
  // opened for (`open({ namespace })`), which lists only the wallets of that family.
  const { namespace: activeNamespace } = useActiveChain()
  const openedFor = useConnectNamespace({ runtime, state })
  const sections = useMemo(() => {
    const filtered = namespaceFilter(connectorsState, options, openedFor)
    return orderConnectors(
      filtered.connectors,
      filtered.options,
      catalogue.recent,
      {
        featured: catalogue.featured,
        recommended: catalogue.recommended
      },
      openedFor ?? activeNamespace
    )
  }, [connectorsState, options, catalogue.recent, catalogue.featured, catalogue.recommended, activeNamespace, openedFor])
  const allWallets = useMemo(() => showsAllWallets(options, runtime.runSync(withPagePlatform(Platform)).isMobile), [options, runtime])

  // Try again waits for the later Retry-After of the failed lists, if they gave one.
  const listsRetryAt = latestRetryAt([catalogue.failures.featured, catalogue.failures.recommended])
  // A catalogue list that failed says so (with a retry) instead of leaving a silent gap.
  const listsFailed =
    (catalogue.failures.featured !== undefined || catalogue.failures.recommended !== undefined) &&
    !catalogue.loading.featured &&
    !catalogue.loading.recommended

  // Wallets already connected (Connect opened to add another one) say so instead of "Installed".
  const connectedIds = useMemo(() => {
    const live = Object.values(connectorsState.connections).flatMap((list) => (list ?? []).map((connection) => connection.connectorId))
    return new Set([...live, ...Object.values(connectorsState.activeConnectorIds)].flatMap((id) => (id === undefined ? [] : [id.toLowerCase()])))
  }, [connectorsState.connections, connectorsState.activeConnectorIds])

  /** The pairing path loaded now and the SDK started; a failure is met again, and reported, by the click's own loads. */
  const startPairingPath = (connector: Connector) =>
    void loadPairingPath().then(() => runtime.runFork(prepareConnection(connector)), () => undefined)

  const connectorRow = (connector: Connector, type: ConnectorSection["type"]) => (
    <ListItem
      key={`${type}:${connector.id}`}
      testId="connector-row"
      name={connector.name ?? connector.info?.name ?? connector.id}
      image={connectorImageOf(connector, urls.asset)}
      icon={connector.type === "WALLET_CONNECT" && connector.imageId === undefined ? <WalletConnectIcon /> : undefined}
      tag={connectedIds.has(connector.id.toLowerCase()) ? texts.text("connect.tagConnected") : tagText(type)}
      tagVariant="success"
      // The pointer over WalletConnect, or the press on a wallet, starts what the connection needs,
      // should the warm-up not have run yet.
      onPointerEnter={connector.type === "WALLET_CONNECT" ? () => startPairingPath(connector) : undefined}
      onPointerDown={connector.type === "WALLET_CONNECT" ? undefined : startConnectPath}
      onClick={() => {
        if (connector.type !== "WALLET_CONNECT") startConnectPath()
        runtime.runFork(
          connector.type === "WALLET_CONNECT"
            ? withPagePlatform(openWalletConnectRow)
            : push("ConnectingExternalWallet", { connectorId: connector.id })
        )
      }}
    />
  )

  const walletRow = (wallet: WcWallet, type: ConnectorSection["type"]) => (
    <ListItem
      key={`${type}:${wallet.id}`}
      testId="catalogue-row"
      name={wallet.name}
      image={urls.wallet(wallet)}
      tag={tagText(type)}
      onClick={() => runtime.runFork(pickCatalogueWallet(wallet))}
    />
  )

  return (
    <div className="doorway-list" data-testid="wallet-list">
      {login === undefined ? null : (
        <ListItem testId="email-row" name={login.label} image={undefined} note={login.note} tag={texts.text("connect.tagConnected")} tagVariant="success" disabled />
      )}
      {sections.flatMap((section) =>
        "connectors" in section
          ? section.connectors.map((connector) => connectorRow(connector, section.type))
          : section.wallets.map((wallet) => walletRow(wallet, section.type))
      )}
      {listsFailed ? (
        <div className="doorway-row" role="status" data-testid="wallet-lists-failed" style={{ justifyContent: "space-between", padding: "4px 8px" }}>
          <span className="doorway-muted">{texts.text("connect.walletListFailed")}</span>
          <RetryButton retryAt={listsRetryAt} onRetry={() => runtime.runFork(loadConnectWallets)} size="s" />
        </div>
      ) : null}
      {allWallets ? (
        <ListItem
          testId="all-wallets-row"
          name={texts.text("connect.allWallets")}
          image={undefined}
          icon={<GridIcon />}
          tag={catalogue.count > 0 ? allWalletsCountLabel(catalogue.count) : undefined}
          tagVariant="accent"
          onClick={() => runtime.runFork(push("AllWallets"))}
        />
      ) : null}
    </div>
  )
}

export default WalletSection

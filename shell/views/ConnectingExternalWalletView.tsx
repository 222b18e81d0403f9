import { Option } from "effect"
import { useEffect, useRef, useState } from "react"
import { connectorImageOf, findLoadedWallet } from "../../core/catalogue/installedConnectorOf.js"
import { connectWallet } from "../../core/connection/connectWallet.js"
import { useStateRef } from "../hooks/useStateRef.js"
import { useHandle } from "../runtime/HandleContext.js"
import type { ViewProps } from "./ViewProps.js"
import { WalletImage } from "./parts/WalletImage.js"
import { failureText } from "./parts/failureText.js"
import { useCatalogueState, useConnectorsState, useImageUrls } from "./parts/useCatalogue.js"
import { useProgram } from "./parts/useProgram.js"
import { useTexts } from "../i18n/TextsContext.js"

/**
 * ConnectingExternalWallet (route data `connectorId`, and `walletId` when picked from the
 * catalogue): asks the wallet to connect as soon as the view opens and says to continue in the
 * wallet. A refusal shows 'Connection rejected' with Try again, which asks again. On success the
 * connection program moves the modal on to Account. When the view opens because a program is
 * already connecting this wallet (route data `asking`, or the namespace connecting), it does not
 * ask a second time: it waits for that attempt, which may even have ended before the view's chunk
 * came in, and offers Try again if it ended without this wallet connected.
 */
const ConnectingExternalWalletView = ({ data }: ViewProps) => {
  const { runtime, state } = useHandle()
  const texts = useTexts()
  const chains = useStateRef(runtime, state.chains.chains)
  const [othersAttempt, setOthersAttempt] = useState(false)
  const connectorsState = useConnectorsState()
  const connectors = connectorsState.connectors
  const catalogue = useCatalogueState()
  const urls = useImageUrls()
  // The request goes on if the modal closes, as the wallet's prompt stays open.
  const connecting = useProgram<unknown>({ keepOnLeave: true })
  const started = useRef(false)
  const connectorId = data?.connectorId
  const connector = connectorId === undefined ? undefined : connectors.find((c) => c.id.toLowerCase() === connectorId.toLowerCase())
  const wallet =
    data?.walletId === undefined
      ? undefined
      : findLoadedWallet([catalogue.featured, catalogue.recommended, catalogue.recent, catalogue.wallets, catalogue.search.results], data.walletId)
  const { run } = connecting
  const connect = () => {
    if (connectorId !== undefined) run(connectWallet(connectorId, { wallet }))
  }

  const namespaceStatus = connector === undefined ? undefined : chains.get(connector.chain)?.accountState.status

  useEffect(() => {
    // Once per view, even when a development renderer mounts it twice.
    if (started.current || connector === undefined) return
    started.current = true
    if (data?.asking === true || namespaceStatus === "connecting") setOthersAttempt(true)
    else connect()
  })

  if (connector === undefined) {
    return (
      <div className="doorway-empty">
        <p className="doorway-empty-title">{texts.text("connecting.notFound")}</p>
        <p className="doorway-muted">{texts.text("connecting.notFoundDetail")}</p>
      </div>
    )
  }

  const name = connector.name ?? connector.info?.name ?? connector.id
  // Another program's attempt: waiting while the namespace connects, then connected (that program
  // moves the modal on) or ended without this wallet.
  const connected = namespaceStatus === "connected" && connectorsState.activeConnectorIds[connector.chain]?.toLowerCase() === connector.id.toLowerCase()
  const status =
    othersAttempt && connecting.status._tag === "Idle"
      ? namespaceStatus === "connecting"
        ? ({ _tag: "Running" } as const)
        : connected
          ? ({ _tag: "Succeeded" } as const)
          : ({ _tag: "Failed", error: Option.none() } as const)
      : connecting.status
  const failed = status._tag === "Failed"
  return (
    <div className="doorway-stack" data-testid="connecting-external" data-status={status._tag}>
      <span className="doorway-badge-wrap">
        <WalletImage src={connectorImageOf(connector, urls.asset) ?? (wallet === undefined ? undefined : urls.wallet(wallet))} name={name} size="l" />
        {status._tag === "Running" || status._tag === "Idle" ? <span className="doorway-spinner" aria-hidden="true" /> : null}
      </span>
      {failed ? (
        <>
          <p className="doorway-error-text" role="alert">
            {Option.match(status.error, { onNone: () => texts.text("connecting.failed"), onSome: (failure) => failureText(failure, texts) })}
          </p>
          <p className="doorway-muted">{texts.text("connecting.declined")}</p>
          <button type="button" className="doorway-button" data-variant="secondary" onClick={connect}>
            {texts.text("common.tryAgain")}
          </button>
        </>
      ) : status._tag === "Succeeded" ? (
        <p className="doorway-heading">{texts.text("connecting.connected")}</p>
      ) : (
        <>
          <p className="doorway-heading" role="status">
            {texts.text("connecting.continueIn", { name })}
          </p>
          <p className="doorway-muted">{texts.text("connecting.accept")}</p>
        </>
      )}
    </div>
  )
}

export default ConnectingExternalWalletView

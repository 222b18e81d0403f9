import { useCallback, useEffect, useMemo, useState } from "react"
import { allWalletsRows, isSearching, showsWalletImage } from "../../core/catalogue/allWalletsRows.js"
import type { RowRange, WalletRow } from "../../core/catalogue/allWalletsRows.js"
import { fetchNextWalletsPage } from "../../core/catalogue/fetchNextWalletsPage.js"
import { connectorImageOf, installedConnectorOf } from "../../core/catalogue/installedConnectorOf.js"
import { pickCatalogueWallet } from "./connect/pickCatalogueWallet.js"
import { loadConnectWallets } from "../../core/catalogue/loadConnectWallets.js"
import { searchWallets } from "../../core/catalogue/searchWallets.js"
import { push } from "../../core/router/push.js"
import { useHandle } from "../runtime/HandleContext.js"
import { ListItem } from "./parts/ListItem.js"
import { VirtualList } from "./parts/VirtualList.js"
import { failureText } from "./parts/failureText.js"
import { useCatalogueState, useConnectorsState, useImageUrls } from "./parts/useCatalogue.js"
import { usePrefetchImages } from "./parts/usePrefetchImages.js"
import { retryAtOfError } from "../../core/retry/retryAtOfError.js"
import { RetryButton } from "./parts/RetryButton.js"
import { useProgram } from "./parts/useProgram.js"
import { useTexts } from "../i18n/TextsContext.js"
import { useConnectNamespace } from "./connect/useConnectNamespace.js"

/** A row of 56 px and the 8 px gap under it. */
const ROW_HEIGHT = 64
const LIST_HEIGHT = 384

/**
 * AllWallets: the whole catalogue for the app's networks, loaded 40 at a time as the list scrolls,
 * with a search box (and a certified-only switch). Only the rows near the scroll position are in
 * the document; a row's image is fetched up front for the first 20 wallets of a page, the others
 * once the row is in view. An installed wallet connects directly; another opens its QR code (pairing).
 * Each keystroke starts a search; the core waits before asking, so typing on asks once. An empty
 * list says why: still loading, the catalogue could not be reached (with Try again), or it
 * answered with no wallets.
 */
const AllWalletsView = () => {
  const { runtime, state } = useHandle()
  const texts = useTexts()
  const catalogue = useCatalogueState()
  const connectors = useConnectorsState().connectors
  const urls = useImageUrls()
  const [text, setText] = useState("")
  const [certified, setCertified] = useState(false)
  const search = useProgram<unknown>()
  // The core loads one page at a time however often this is asked, so each ask is a plain fork.
  const loadMore = useCallback(() => {
    runtime.runFork(fetchNextWalletsPage)
  }, [runtime])

  useEffect(() => {
    runtime.runFork(loadConnectWallets)
    loadMore()
  }, [runtime, loadMore])

  const onSearch = (nextText: string, nextCertified: boolean) => {
    setText(nextText)
    setCertified(nextCertified)
    search.run(searchWallets(nextText, nextCertified ? "certified" : undefined))
  }

  const namespace = useConnectNamespace({ runtime, state })
  const rows = useMemo(() => allWalletsRows(catalogue, namespace), [catalogue, namespace])
  const eagerUrls = useMemo(
    () => rows.flatMap((row) => (row.eagerImage ? [urls.wallet(row.wallet)] : [])).filter((url) => url !== undefined),
    [rows, urls]
  )
  usePrefetchImages(eagerUrls)

  const searching = isSearching(catalogue)
  const onNearEnd = useCallback(() => {
    if (!searching) loadMore()
  }, [searching, loadMore])

  const renderRow = (index: number, visible: RowRange) => {
    const row = rows[index] as WalletRow
    const installed = installedConnectorOf(row.wallet, connectors)
    const image = installed !== undefined ? (connectorImageOf(installed, urls.asset) ?? urls.wallet(row.wallet)) : urls.wallet(row.wallet)
    return (
      <ListItem
        testId="wallet-row"
        name={row.wallet.name}
        image={installed !== undefined || showsWalletImage(row, index, visible) ? image : undefined}
        tag={installed !== undefined ? texts.text("connect.tagInstalled") : row.wallet.badge_type === "certified" ? texts.text("allWallets.certified") : undefined}
        tagVariant={installed !== undefined ? "success" : "accent"}
        onClick={() =>
          runtime.runFork(
            installed !== undefined
              ? push("ConnectingExternalWallet", { connectorId: installed.id, walletId: row.wallet.id })
              : pickCatalogueWallet(row.wallet)
          )
        }
      />
    )
  }

  const failure = searching ? catalogue.failures.search : catalogue.failures.page
  const waiting = searching ? catalogue.loading.search || search.status._tag === "Running" : catalogue.loading.page
  // "No wallets" only once the catalogue answered: before the first page is asked for, it is loading.
  const answered = searching ? !waiting : catalogue.pagesLoaded > 0
  const retry = () => {
    if (searching) {
      onSearch(text, certified)
      return
    }
    runtime.runFork(loadConnectWallets)
    loadMore()
  }

  return (
    <div data-testid="all-wallets">
      <div className="doorway-toolbar">
        <input
          className="doorway-input"
          type="search"
          placeholder={texts.text("allWallets.search")}
          aria-label={texts.text("allWallets.search")}
          value={text}
          onChange={(event) => onSearch(event.currentTarget.value, certified)}
        />
        <label className="doorway-toggle">
          <input type="checkbox" checked={certified} onChange={(event) => onSearch(text, event.currentTarget.checked)} />
          {texts.text("allWallets.certified")}
        </label>
      </div>
      {rows.length === 0 ? (
        <div className="doorway-empty" aria-busy={waiting} data-testid="all-wallets-status">
          {waiting || (failure === undefined && !answered) ? (
            <span className="doorway-spinner" role="progressbar" aria-label={texts.text("allWallets.loading")} />
          ) : failure !== undefined ? (
            <>
              <p className="doorway-empty-title" role="alert">
                {searching ? texts.text("allWallets.searchFailed") : texts.text("allWallets.failed")}
              </p>
              <p className="doorway-muted">{failureText(failure, texts)}</p>
              <RetryButton retryAt={retryAtOfError(failure)} onRetry={retry} />
            </>
          ) : (
            <p className="doorway-empty-title">{searching ? texts.text("allWallets.noneFound") : texts.text("connect.noWallets")}</p>
          )}
        </div>
      ) : (
        <VirtualList
          label={searching ? texts.text("allWallets.results") : texts.text("allWallets.all")}
          scrollKey={searching ? `search:${catalogue.search.text}:${catalogue.search.badge ?? ""}` : "all"}
          count={rows.length}
          rowHeight={ROW_HEIGHT}
          height={LIST_HEIGHT}
          onNearEnd={onNearEnd}
          renderRow={renderRow}
        />
      )}
      {rows.length > 0 && failure !== undefined ? (
        <p className="doorway-muted" role="status">
          {failureText(failure, texts)}
        </p>
      ) : null}
    </div>
  )
}

export default AllWalletsView

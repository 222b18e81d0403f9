import { useCallback, useEffect, useRef } from "react"
import { EMPTY_HISTORY, loadActivityPage } from "../../../core/activity/loadActivityPage.js"
import type { ActivityHistory } from "../../../core/activity/loadActivityPage.js"
import { relativeTime } from "../../../core/activity/relativeTime.js"
import { monthHeading, transactionSummary } from "../../../core/activity/transactionSummary.js"
import { formatElapsed } from "../../../core/format/formatElapsed.js"
import { formatMonth } from "../../../core/format/formatMonth.js"
import { withPendingTransactions } from "../../../core/activity/withPendingTransactions.js"
import type { CaipAddress } from "../../../schemas/Caip.js"
import type { Transaction } from "../../../schemas/Transaction.js"
import { useStateRef } from "../../hooks/useStateRef.js"
import { useHandle } from "../../runtime/HandleContext.js"
import { RetryButton } from "../parts/RetryButton.js"
import type { TextKey } from "../../i18n/Catalogue.js"
import { useTexts } from "../../i18n/TextsContext.js"
import type { Translator } from "../../i18n/Translator.js"
import { WalletImage } from "../parts/WalletImage.js"
import type { AccountTabProps } from "./AccountTabProps.js"
import { pendingTransactionsOf } from "./pendingServices.js"
import { useTabLoad } from "./useTabLoad.js"

/** Starts the next page this close (px) to the end of the list. */
const LOAD_AHEAD = 120

const LOADING_FIRST: ActivityHistory = { ...EMPTY_HISTORY, loading: true }

/** Newest first: years, then the 0-based months within a year, descending. */
const byNewest = (a: string, b: string): number => Number(b) - Number(a)

/**
 * Activity (SPEC §2–§5): the account's transactions on the active network, newest first, grouped
 * by month, a page at a time from the history endpoint (the next when the list is scrolled near
 * its end), spam dropped. Each row: the operation, the amounts to 3 decimals with the token's
 * symbol and icon (an NFT by name and preview), and how long ago. Loading, empty and failed
 * states; a failure also shows the 'Failed to fetch transactions' toast, and its Try again waits
 * for the answer's Retry-After, if any. Another account or
 * network starts over. Transactions sent from the modal and not yet mined come first under their
 * month, tagged Pending; when one is mined the first page is read again, and the history's entry
 * takes its place.
 */
const ActivityTab = ({ address, network }: AccountTabProps) => {
  const { runtime } = useHandle()
  const texts = useTexts()
  const { value: loaded, load: start } = useTabLoad(LOADING_FIRST)
  const latest = useRef(loaded)
  latest.current = loaded
  const chain = network.caipNetworkId
  const pending = useStateRef(runtime, pendingTransactionsOf(runtime).pending)
  const history = withPendingTransactions(loaded, pending, `${chain}:${address}` as CaipAddress)

  const load = useCallback(
    (from: ActivityHistory) => start(loadActivityPage(from, { address, chain }), { ...from, loading: true }),
    [start, address, chain]
  )

  // The first page, again for another account or network; leaving stops a load under way.
  useEffect(() => load(EMPTY_HISTORY), [load])

  // A transaction no longer pending was mined: the first page again, what is shown staying until it comes.
  const before = useRef(pending)
  useEffect(() => {
    const previous = before.current
    before.current = pending
    const hashes = new Set(pending.map((entry) => entry.transaction.metadata.hash))
    if (previous.some((entry) => !hashes.has(entry.transaction.metadata.hash))) {
      start(loadActivityPage(EMPTY_HISTORY, { address, chain }), { ...latest.current, loading: true })
    }
  }, [pending, start, address, chain])

  const loadMore = useCallback(() => {
    const current = latest.current
    if (current.loading || current.failed === true || current.next === undefined) return
    load(current)
  }, [load])

  // The next page when the end of the list comes near, also when the first page does not fill the box.
  const list = useRef<HTMLDivElement>(null)
  const end = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = list.current
    const target = end.current
    if (root === null || target === null || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMore(), {
      root,
      rootMargin: `0px 0px ${LOAD_AHEAD}px 0px`
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [loadMore, loaded.next, loaded.loading])

  if (history.loading && history.transactions.length === 0) {
    return (
      <div className="doorway-loading" role="status" data-testid="activity-loading">
        <span className="doorway-spinner" aria-hidden="true" style={{ display: "inline-block", verticalAlign: "middle", marginInlineEnd: 8 }} />
        {texts.text("activity.loading")}
      </div>
    )
  }
  if (history.failed === true && history.transactions.length === 0) {
    return (
      <div className="doorway-empty" data-testid="activity-failed">
        <p className="doorway-empty-title" role="alert">
          {texts.text("activity.failed")}
        </p>
        <RetryButton retryAt={history.retryAt} onRetry={() => load(loaded)} />
      </div>
    )
  }
  if (history.empty) {
    return (
      <div className="doorway-empty" data-testid="activity-empty">
        <p className="doorway-empty-title">{texts.text("activity.none")}</p>
        <p className="doorway-muted">{texts.text("activity.noneDetail", { network: network.name })}</p>
      </div>
    )
  }

  const now = Date.now()
  const years = Object.keys(history.transactionsByYear).sort(byNewest)
  return (
    <div
      ref={list}
      className="doorway-scroll"
      style={{ maxHeight: 320 }}
      data-testid="activity"
      aria-busy={history.loading}
      role="region"
      aria-label={texts.text("activity.list", { network: network.name })}
      // Scrolled by keyboard too (the arrow keys once it has focus).
      tabIndex={0}
    >
      {years.map((year) => {
        const months = history.transactionsByYear[year] ?? {}
        return Object.keys(months)
          .sort(byNewest)
          .map((month) => (
            <section key={`${year}-${month}`} data-testid="activity-month" data-month={`${year}-${month}`} style={{ marginBottom: 8 }}>
              <h3 className="doorway-muted" style={{ margin: "8px 4px", fontWeight: 600 }}>
                {texts.locale === "en" ? monthHeading(year, month) : formatMonth(year, month, texts.locale)}
              </h3>
              <ul style={{ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: 4 }}>
                {(months[month as keyof typeof months] ?? []).map((transaction) => (
                  <TransactionRow key={transaction.id} transaction={transaction} now={now} texts={texts} />
                ))}
              </ul>
            </section>
          ))
      })}
      <div ref={end} aria-hidden="true" style={{ height: 1 }} />
      {history.loading ? (
        <div className="doorway-row" role="status" style={{ justifyContent: "center", padding: 8 }} data-testid="activity-loading-more">
          <span className="doorway-spinner" aria-hidden="true" />
          <span className="doorway-muted">{texts.text("activity.loadingMore")}</span>
        </div>
      ) : history.failed === true ? (
        <div className="doorway-row" style={{ justifyContent: "center", padding: 8 }}>
          <RetryButton retryAt={history.retryAt} onRetry={() => load(loaded)} label={texts.text("activity.loadMoreAgain")} size="s" />
        </div>
      ) : null}
    </div>
  )
}

const STATUS_TEXT = { failed: "activity.failedStatus", pending: "activity.pendingStatus" } as const satisfies Record<string, TextKey>

/** When a transaction was mined, in full, in the modal's language (UTC, as the English title). */
const minedAtText = (mined: number, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "long", timeZone: "UTC" }).format(mined)

/** The operation's name in the modal's language; one the catalogue does not name keeps the history's word. */
const operationTitle = (operation: string, title: string, texts: Translator): string => {
  const key = `activity.op.${operation.toLowerCase()}`
  return texts.has(key) ? texts.text(key) : title
}

/** One transaction: its image, operation, amounts and age. */
const TransactionRow = ({ transaction, now, texts }: { readonly transaction: Transaction; readonly now: number; readonly texts: Translator }) => {
  const summary = transactionSummary(transaction, texts.locale === "en" ? undefined : texts.locale)
  const [first] = summary.transfers
  // From the first transfer to the next, in the reading direction.
  const description = summary.transfers.map((transfer) => transfer.text).join(texts.dir === "rtl" ? " \u2190 " : " \u2192 ")
  const title = operationTitle(transaction.metadata.operationType, summary.title, texts)
  const mined = summary.minedAt
  return (
    <li className="doorway-list-item" data-testid="activity-row" data-hash={transaction.metadata.hash} style={{ cursor: "default" }}>
      <WalletImage src={first?.imageUrl} name={first?.label ?? title} />
      <span className="doorway-list-text">
        <span className="doorway-list-name">{title}</span>
        {description === "" ? null : (
          <span className="doorway-list-note" data-testid="activity-amount">
            {description}
          </span>
        )}
      </span>
      {summary.status === "confirmed" ? null : (
        <span className="doorway-tag" data-variant={summary.status === "pending" ? "accent" : undefined}>
          {texts.text(STATUS_TEXT[summary.status])}
        </span>
      )}
      {mined === undefined ? null : (
        <time className="doorway-muted" dateTime={new Date(mined).toISOString()} title={texts.locale === "en" ? new Date(mined).toUTCString() : minedAtText(mined, texts.locale)} style={{ flex: "none" }}>
          {texts.locale === "en" ? relativeTime(mined, now) : formatElapsed(mined, now, texts.locale)}
        </time>
      )}
    </li>
  )
}

export default ActivityTab

/**
 * The checkout pages a buyer sees: the order with an editable amount and a Buy button, the
 * receipt with the transaction hash, and refusals. Self-contained HTML (inline style, no script),
 * every interpolated value escaped.
 */
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { formatUnits } from "viem"
import type { OnrampSession } from "./OnrampSessions.js"

const escapeHtml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c] ?? c)

const STYLE = [
  "body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#141414;margin:0;display:flex;justify-content:center}",
  "main{background:#fff;border-radius:16px;box-shadow:0 2px 12px rgba(0,0,0,.08);margin:48px 16px;padding:24px 28px;width:100%;max-width:380px}",
  "h1{font-size:20px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}",
  "dt{color:#6b6b6b}dd{margin:0;word-break:break-all}label{display:block;color:#6b6b6b;margin-bottom:6px}",
  "input{box-sizing:border-box;width:100%;font-size:18px;padding:10px 12px;border:1px solid #d0d0d0;border-radius:10px;margin-bottom:16px}",
  "button{width:100%;font-size:16px;font-weight:600;padding:12px;border:0;border-radius:12px;background:#3396ff;color:#fff;cursor:pointer}",
  "code{font-size:13px;word-break:break-all}.error{color:#c2291c}"
].join("")

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`

const respondHtml = (status: number, html: string): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.text(html, { status, contentType: "text/html; charset=utf-8", headers: { "cache-control": "no-store" } })

const orderRows = (session: OnrampSession): string =>
  `<dt>Asset</dt><dd>${escapeHtml(session.asset.symbol)}</dd>` +
  `<dt>Network</dt><dd>${escapeHtml(session.network.displayName)} (${escapeHtml(session.network.caipNetworkId)})</dd>` +
  `<dt>Destination</dt><dd><code>${escapeHtml(session.destination)}</code></dd>`

export const checkoutPage = (session: OnrampSession): HttpServerResponse.HttpServerResponse => {
  const amount = formatUnits(session.amount, session.asset.decimals)
  return respondHtml(
    200,
    page(
      `Buy ${session.asset.symbol}`,
      `<h1>Buy ${escapeHtml(session.asset.symbol)}</h1><dl>${orderRows(session)}</dl>` +
        `<form method="post" action="/onramp/checkout/${encodeURIComponent(session.id)}/complete">` +
        `<label for="amount">Amount (${escapeHtml(session.asset.symbol)})</label>` +
        `<input id="amount" name="amount" inputmode="decimal" autocomplete="off" value="${escapeHtml(amount)}">` +
        `<button type="submit">Buy</button></form>`
    )
  )
}

export const receiptPage = (session: OnrampSession, txHash: string, amount: bigint): HttpServerResponse.HttpServerResponse =>
  respondHtml(
    200,
    page(
      "Purchase complete",
      `<h1>Purchase complete</h1><dl><dt>Amount</dt><dd>${escapeHtml(formatUnits(amount, session.asset.decimals))} ` +
        `${escapeHtml(session.asset.symbol)}</dd>${orderRows(session)}` +
        `<dt>Transaction</dt><dd><code id="tx-hash" data-tx-hash="${escapeHtml(txHash)}">${escapeHtml(txHash)}</code></dd></dl>` +
        `<p>You can close this window.</p>`
    )
  )

export const problemPage = (status: number, title: string, detail: string): HttpServerResponse.HttpServerResponse =>
  respondHtml(status, page(title, `<h1>${escapeHtml(title)}</h1><p class="error">${escapeHtml(detail)}</p>`))

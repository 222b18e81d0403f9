/**
 * What a host page loads at start: the host app's build served on loopback and opened in Chromium
 * with every hosted service at a closed loopback port; the gzip size of every JS and CSS response
 * until the network is idle, with the modal closed.
 *
 * A first visit has nothing stored. A returning visitor has a connection stored as the modal
 * stores it (WIRE §5) and its wallet announced again (EIP-6963), so the start-up reconnects it and
 * loads the connector's code.
 */
import { gzipSync } from "node:zlib"
import { closedPort, launchChromium, serveStatic } from "./hostApp.mjs"

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length
export const isCode = (path) => /\.(m?js|css)$/.test(path)
const isCodeType = (type) => /javascript|ecmascript|text\/css/.test(type)

const WALLET_RDNS = "org.example.returning"
const WALLET_ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

/** The connection a visitor connected on an earlier visit left in storage (WIRE §5). */
const STORED_CONNECTION = {
  "@appkit/eip155:connected_connector_id": WALLET_RDNS,
  "@appkit/connected_namespaces": "eip155",
  "@appkit/active_caip_network_id": "eip155:1",
  "@appkit/active_namespace": "eip155",
  "@appkit/connection_status": "connected"
}

/** In the page, before its scripts: the stored connection, and its wallet announcing itself with the account it granted. */
const returningVisitor = ({ stored, rdns, address }) => {
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value)
  const provider = {
    request: async ({ method }) => {
      if (method === "eth_accounts" || method === "eth_requestAccounts") return [address]
      if (method === "eth_chainId") return "0x1"
      if (method === "net_version") return "1"
      throw Object.assign(new Error(`${method} is not supported`), { code: 4200 })
    },
    on: () => provider,
    removeListener: () => provider
  }
  const icon = "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4="
  const detail = Object.freeze({ info: Object.freeze({ uuid: crypto.randomUUID(), name: "Returning Wallet", icon, rdns }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }))
  window.addEventListener("eip6963:requestProvider", announce)
  announce()
}

/** Resolves once no response has come for half a second (what a reconnection loads once it is connected). */
const quiet = async (bodies) => {
  let seen = -1
  while (seen !== bodies.length) {
    seen = bodies.length
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/**
 * Loads the build in `outDir` once (a first visit, or with `returning` a returning visitor) and
 * resolves to a map of each loaded JS or CSS file (its path within the build) to its gzip size.
 * With `locale`, the browser speaks that language and the host sets it as the `locale` option.
 */
export const weighPageStart = async (outDir, { returning = false, locale } = {}) => {
  const server = await serveStatic(outDir)
  const { browser, context } = await launchChromium(locale === undefined ? {} : { locale })
  const loaded = new Map()
  try {
    if (returning) await context.addInitScript(returningVisitor, { stored: STORED_CONNECTION, rdns: WALLET_RDNS, address: WALLET_ADDRESS })
    const page = await context.newPage()
    const bodies = []
    page.on("response", (response) => {
      const url = new URL(response.url())
      if (url.origin !== server.url) return
      const type = response.headers()["content-type"] ?? ""
      if (!isCodeType(type) && !isCode(url.pathname)) return
      bodies.push(response.body().then((body) => loaded.set(url.pathname.slice(1), gzipSize(body))))
    })
    const endpoint = `http://127.0.0.1:${await closedPort()}`
    const language = locale === undefined ? "" : `&locale=${encodeURIComponent(locale)}`
    await page.goto(`${server.url}/?endpoint=${encodeURIComponent(endpoint)}${language}`, { waitUntil: "networkidle" })
    if (returning) {
      await page.waitForFunction(() => document.querySelector("[data-testid=account]")?.textContent === "connected")
      await quiet(bodies)
    }
    await Promise.all(bodies)

    // The measurement is of the closed modal, with nobody connected on a first visit.
    const closed = await page.evaluate(() => document.querySelector("[data-doorway]") === null)
    const account = await page.textContent("[data-testid=account]")
    if (!closed) throw new Error("The page did not settle with the modal closed")
    if (!returning && account === "connected") throw new Error("A first visit settled connected")
  } finally {
    await browser.close()
    await server.close()
  }
  return loaded
}

/**
 * The pairing URI a dapp shows as its QR code (WIRE.md §6): `wc:<topic>@2?relay-protocol=irn&symKey=<key>…`.
 * Checked before the SDK sees it, so a person who pasted the wrong text is told what is wrong.
 */

export type UriCheck = { readonly ok: true; readonly uri: string } | { readonly ok: false; readonly problem: string }

const HEX_32_BYTES = /^[0-9a-f]{64}$/i

export const checkWalletConnectUri = (text: string): UriCheck => {
  const uri = text.trim()
  if (uri === "") return { ok: false, problem: "Paste a WalletConnect URI first." }
  if (!uri.startsWith("wc:")) return { ok: false, problem: "This is not a WalletConnect URI: it starts with wc:." }
  const at = uri.indexOf("@")
  const query = uri.indexOf("?")
  if (at < 0 || query < at) return { ok: false, problem: "This WalletConnect URI has no version (…@2?…)." }
  const topic = uri.slice(3, at)
  const version = uri.slice(at + 1, query)
  if (version !== "2") return { ok: false, problem: `This WalletConnect URI is for version ${version}; this wallet speaks version 2.` }
  if (!HEX_32_BYTES.test(topic)) return { ok: false, problem: "This WalletConnect URI's topic is not 64 hex characters." }
  const params = new URLSearchParams(uri.slice(query + 1))
  if (params.get("relay-protocol") === null) return { ok: false, problem: "This WalletConnect URI names no relay protocol." }
  if (!HEX_32_BYTES.test(params.get("symKey") ?? "")) return { ok: false, problem: "This WalletConnect URI has no valid symKey." }
  return { ok: true, uri }
}

/** The URI a link handed to the page (`?uri=<encodeURIComponent(uri)>`), if any. */
export const uriFromSearch = (search: string): string | undefined => {
  const value = new URLSearchParams(search).get("uri")
  return value === null || value.trim() === "" ? undefined : value.trim()
}

/**
 * The page's link for a URI. The catalogue's "Open the web app" opens `<page>/wc?uri=…` (the
 * universal-link form), which the demo's server answers with this same address.
 */
export const walletPageLink = (pageUrl: string, uri: string): string => `${pageUrl}?uri=${encodeURIComponent(uri)}`

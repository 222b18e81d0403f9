/**
 * A page of the demo under a strict Content-Security-Policy (docs/install.md "Strict CSP"): `?csp=strict`
 * on its URL serves it with a policy that runs only this server's scripts, applies only its
 * stylesheets and the `<style>` elements that carry the response's nonce, evaluates nothing from
 * strings, and lets the page reach only the local stand-ins `devnet.json` lists. The nonce is in
 * a `<meta name="csp-nonce">`, from which the page hands it to the modal's `nonce` option.
 */
import { randomBytes } from "node:crypto"

/** The name of the `<meta>` whose `content` is the response's nonce. */
export const CSP_NONCE_META = "csp-nonce"

/** Whether a page's URL asks for the strict policy. */
export const wantsStrictCsp = (url: URL): boolean => url.searchParams.get("csp") === "strict"

/** A fresh nonce for one response: 128 random bits in base64. */
export const newNonce = (): string => randomBytes(16).toString("base64")

/** The origin of `url`, or nothing when it is not a URL (a manifest without that stand-in). */
const originOf = (url: unknown): ReadonlyArray<string> => {
  if (typeof url !== "string") return []
  try {
    return [new URL(url).origin]
  } catch {
    return []
  }
}

const field = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined

const unique = (origins: ReadonlyArray<string>): string => [...new Set(origins)].join(" ")

/**
 * The policy for one response: `manifest` is `devnet.json` (its stand-ins' URLs), `nonce` the
 * response's. Images come from the page, `data:` URLs, the catalogue (wallet icons) and the data
 * service; connections go to the page, the catalogue, the data service, each chain's node, the
 * relay (WebSocket) and the secure site, whose page is the only frame.
 */
export const strictCsp = (manifest: unknown, nonce: string): string => {
  const catalogue = originOf(field(field(manifest, "catalogue"), "url"))
  const data = originOf(field(field(manifest, "data"), "url"))
  const secureSite = originOf(field(field(manifest, "secureSite"), "url"))
  const evm = field(manifest, "evm")
  const solana = field(manifest, "solana")
  const chains = [
    ...(Array.isArray(evm) ? evm.flatMap((chain) => originOf(field(chain, "rpcUrl"))) : []),
    ...originOf(field(solana, "rpcUrl")),
    ...originOf(field(solana, "wsUrl")),
    ...originOf(field(field(manifest, "bitcoin"), "esploraUrl"))
  ]
  const relay = originOf(field(field(manifest, "relay"), "url"))
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src ${unique(["'self'", "data:", ...catalogue, ...data])}`,
    `connect-src ${unique(["'self'", ...catalogue, ...data, ...chains, ...relay, ...secureSite])}`,
    `frame-src ${unique(secureSite.length === 0 ? ["'none'"] : secureSite)}`,
    "font-src 'self'"
  ].join("; ")
}

/** The page with the response's nonce in a `<meta name="csp-nonce">` at the end of its head. */
export const withNonceMeta = (html: string, nonce: string): string =>
  html.replace("</head>", `<meta name="${CSP_NONCE_META}" content="${nonce}"></head>`)

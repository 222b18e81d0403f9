/**
 * The local wallet catalogue: a fixed, generated list that is the same on every run, so tests can
 * count on names, ids and order. One entry is the dev wallet, so an injected provider announcing
 * its rdns is matched to a catalogue entry as a real extension would be. When the devnet knows
 * where the demo's WalletConnect wallet page is served, the page is listed second, as a web
 * wallet is: its `webapp_link` is what the pairing view's "Open the web app" opens.
 */
import type { WcWallet } from "../../schemas/WalletCatalogue.js"
import { BITCOIN, DEFAULT_DEV_WALLET_CHAINS, DEFAULT_LOCAL_WALLET_CHAINS, ETHEREUM, POLYGON, SEPOLIA, SOLANA } from "./chainIds.js"
import { hashHex, hashNumber } from "./hashHex.js"

export const DEV_WALLET_NAME = "Doorway Dev Wallet"
export const DEV_WALLET_RDNS = "org.doorway.devwallet"
export const DEV_WALLET_ID = hashHex(DEV_WALLET_NAME)

export const LOCAL_WALLET_NAME = "Doorway Local Wallet"
export const LOCAL_WALLET_ID = hashHex(LOCAL_WALLET_NAME)

/** Where the demo's WalletConnect wallet page is served, and the chains it holds an account on. */
export interface LocalWalletPage {
  /** The page's URL, e.g. `http://127.0.0.1:7770/wallet/`: its homepage and its web app link. */
  readonly url: string
  /** CAIP-2 ids; Ethereum, Polygon and Sepolia unless the devnet passes its own chains. */
  readonly chains?: ReadonlyArray<string> | undefined
}

/** What the devnet may change about the dev wallet's entry (its chains and its pages). */
export type DevWalletOverrides = Partial<
  Pick<WcWallet, "chains" | "homepage" | "mobile_link" | "desktop_link" | "webapp_link" | "link_mode">
>

const FIRST_WORDS = [
  "Aurora", "Beacon", "Cobalt", "Delta", "Ember", "Falcon", "Glacier", "Harbor", "Indigo", "Juniper",
  "Kestrel", "Lumen", "Meridian", "Nimbus", "Onyx", "Prism", "Quartz", "Raven", "Summit", "Tidal",
  "Umbra", "Vertex", "Willow", "Xenon", "Yonder", "Zephyr", "Atlas", "Borealis", "Cinder", "Drift",
  "Echo", "Fable", "Granite", "Helix", "Iris", "Jade", "Kinetic", "Lotus", "Mosaic", "Nova"
] as const

const SECOND_WORDS = [
  "Wallet", "Vault", "Pay", "Keys", "Safe", "Pocket", "Purse", "Chest", "Signer", "Pass", "Hub", "Link", "Cash"
] as const

/** An image id in the catalogue's UUID shape, drawn from the wallet's name. */
const imageIdOf = (name: string): string => {
  const hex = hashHex(`${name}:image`)
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20, 32)].join("-")
}

const chainsOf = (bits: number): ReadonlyArray<string> => {
  const evm = (bits & 3) !== 0
  const solana = ((bits >>> 2) & 3) === 0
  const bitcoin = ((bits >>> 6) & 7) === 0
  const chains: Array<string> = []
  if (evm || (!solana && !bitcoin)) {
    chains.push(ETHEREUM)
    if ((bits >>> 4) & 1) chains.push(POLYGON)
    if ((bits >>> 5) & 1) chains.push(SEPOLIA)
  }
  if (solana) chains.push(SOLANA)
  if (bitcoin) chains.push(BITCOIN)
  return chains
}

const generatedWallet = (first: string, second: string): Omit<WcWallet, "order"> => {
  const name = `${first} ${second}`
  const slug = `${first}-${second}`.toLowerCase()
  const scheme = `${first}${second}`.toLowerCase()
  const bits = hashNumber(name, "traits")
  const hasMobile = (bits >>> 11) % 5 !== 0
  const hasExtension = (bits >>> 18) % 3 === 0
  return {
    id: hashHex(name),
    name,
    badge_type: (bits >>> 9) % 4 === 0 ? "certified" : "none",
    chains: chainsOf(bits),
    homepage: `https://${slug}.example`,
    image_id: imageIdOf(name),
    link_mode: null,
    mobile_link: hasMobile ? `${scheme}://` : null,
    desktop_link: (bits >>> 14) % 3 === 0 ? `${scheme}-desktop://` : null,
    webapp_link: (bits >>> 16) % 4 === 0 ? `https://app.${slug}.example` : null,
    app_store: hasMobile ? `https://apps.example/ios/${slug}` : null,
    play_store: hasMobile ? `https://apps.example/android/${slug}` : null,
    chrome_store: hasExtension ? `https://extensions.example/${slug}` : null,
    rdns: `app.${first.toLowerCase()}.${second.toLowerCase()}`,
    injected: hasExtension ? [{ namespace: "eip155", injected_id: `is${first}${second}` }] : null
  }
}

const devWallet = (overrides: DevWalletOverrides): WcWallet => ({
  id: DEV_WALLET_ID,
  name: DEV_WALLET_NAME,
  badge_type: "certified",
  chains: DEFAULT_DEV_WALLET_CHAINS,
  homepage: "http://127.0.0.1/",
  image_id: imageIdOf(DEV_WALLET_NAME),
  order: 1,
  link_mode: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
  rdns: DEV_WALLET_RDNS,
  injected: [{ namespace: "eip155", injected_id: DEV_WALLET_RDNS }],
  ...overrides
})

/**
 * The wallet page as a web wallet: no extension (no rdns), no app to open by scheme, only its
 * web app, so a computer shows its QR code and "Open the web app" (`<url>/wc?uri=…`).
 */
const localWallet = (page: LocalWalletPage): WcWallet => ({
  id: LOCAL_WALLET_ID,
  name: LOCAL_WALLET_NAME,
  badge_type: "none",
  chains: page.chains ?? DEFAULT_LOCAL_WALLET_CHAINS,
  homepage: page.url,
  image_id: imageIdOf(LOCAL_WALLET_NAME),
  order: 2,
  link_mode: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: page.url,
  app_store: null,
  play_store: null,
  chrome_store: null,
  rdns: null,
  injected: null
})

/**
 * The whole catalogue sorted by `order`: the dev wallet first, the wallet page second when there
 * is one, then 520 generated wallets in an order drawn from their names (so neighbours in the list
 * are not neighbours in the alphabet). The generated orders start at 3 either way, so they do not
 * depend on whether the page is listed.
 */
export const generateWallets = (overrides: DevWalletOverrides = {}, page?: LocalWalletPage): ReadonlyArray<WcWallet> => {
  const generated = FIRST_WORDS.flatMap((first) => SECOND_WORDS.map((second) => generatedWallet(first, second)))
    .map((wallet) => ({ wallet, rank: hashNumber(wallet.name, "order") }))
    .sort((a, b) => a.rank - b.rank || a.wallet.name.localeCompare(b.wallet.name))
    .map(({ wallet }, index): WcWallet => ({ ...wallet, order: index + 3 }))
  return [devWallet(overrides), ...(page === undefined ? [] : [localWallet(page)]), ...generated]
}

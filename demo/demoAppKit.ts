/**
 * What a site does to add the modal, shared by the demo's pages: `createAppKit` with its networks
 * and metadata. Here the hosted services are the local stand-ins, whose URLs `devnet.json`
 * (written beside the page when the stack starts) lists, and each network's RPC is a local node.
 */
import { createAppKit } from "doorway-connect/react"
import type { AppKitInstance, AppKitOptions } from "doorway-connect/react"
import { localSiwx } from "doorway-connect"
import { defineNetwork, mainnet, polygon, sepolia, solana } from "doorway-connect/networks"
import type { Network } from "doorway-connect/schemas"
import type { BatchFixtures } from "./SendCallsBatch.js"

interface Devnet {
  readonly projectId: string
  readonly catalogue: { readonly url: string }
  readonly data: { readonly url: string }
  readonly evm: ReadonlyArray<{
    readonly chainId: number
    readonly rpcUrl: string
    readonly fixtures?: { readonly accounts: ReadonlyArray<`0x${string}`>; readonly tokens: { readonly usdc: { readonly address: `0x${string}` } } }
  }>
  readonly solana: { readonly rpcUrl: string }
  readonly secureSite?: { readonly url: string; readonly mailboxUrl?: string }
  readonly relay?: { readonly url: string }
  readonly bitcoin?: { readonly esploraUrl: string; readonly caipNetworkId: string }
}

/**
 * The local regtest Bitcoin chain as a network: for Bitcoin a network's RPC URL is an Esplora API
 * (Bitcoin has no keyless JSON-RPC), here the local chain's.
 */
const localBitcoin = (chain: NonNullable<Devnet["bitcoin"]>): Network =>
  defineNetwork({
    id: chain.caipNetworkId.slice("bip122:".length),
    name: "Bitcoin Regtest",
    chainNamespace: "bip122",
    caipNetworkId: chain.caipNetworkId as `bip122:${string}`,
    nativeCurrency: { name: "Bitcoin", symbol: "BTC", decimals: 8 },
    rpcUrls: { default: { http: [chain.esploraUrl] } },
    testnet: false
  })

/** A network as defined by the library, with its RPC pointed at the local node. */
const local = <N extends Network>(network: N, rpcUrl: string | undefined): N => {
  if (rpcUrl === undefined) throw new Error(`devnet.json has no node for ${network.name}`)
  return { ...network, rpcUrls: { default: { http: [rpcUrl] } } }
}

/**
 * `devnet.json`: inline in the page when the local stack's server serves it (no request before the
 * modal starts), else fetched from beside the page.
 */
const readDevnet = async (): Promise<Devnet> => {
  const inline = document.getElementById("devnet-manifest")?.textContent
  if (inline !== undefined && inline !== null && inline !== "") return JSON.parse(inline) as Devnet
  return (await (await fetch("./devnet.json")).json()) as Devnet
}

/**
 * Sign-in with the wallet (SIWX), on with `?siwx=local` (sessions kept in this page's storage) or
 * `?siwx=server` (kept by the local sign-in service); required unless `&siwxRequired=false`.
 */
const signInOption = async (devnet: Devnet, projectId: string): Promise<Pick<AppKitOptions, "siwx">> => {
  const query = new URLSearchParams(location.search)
  const kind = query.get("siwx")
  const required = query.get("siwxRequired") !== "false"
  const statement = "Sign in to the Doorway demo"
  if (kind === "local") return { siwx: localSiwx({ required, statement, url: location.href }) }
  if (kind !== "server") return {}
  // The service's client loads only for this page.
  const { serverSiwx } = await import("doorway-connect/layers")
  return { siwx: serverSiwx({ projectId, url: devnet.catalogue.url, required, statement }) }
}

/** Where the local secure site delivers the email logins' codes: its mailbox page. */
export const demoMailboxUrl = async (): Promise<string | undefined> => (await readDevnet()).secureSite?.mailboxUrl

/** The batch card's token on each local chain and the two local accounts it pays (accounts 8 and 9). */
export const demoBatchFixtures = async (): Promise<BatchFixtures | undefined> => {
  const devnet = await readDevnet()
  const receivers = devnet.evm[0]?.fixtures?.accounts.slice(8, 10)
  if (receivers?.[0] === undefined || receivers[1] === undefined) return undefined
  const usdcByChain = Object.fromEntries(
    devnet.evm.flatMap((chain) => (chain.fixtures === undefined ? [] : [[chain.chainId, chain.fixtures.tokens.usdc.address] as const]))
  )
  return { usdcByChain, receivers: [receivers[0], receivers[1]] }
}

/**
 * The nonce of the page's Content-Security-Policy, when its server wrote one in a
 * `<meta name="csp-nonce">` (the local server does for `?csp=strict`), as frameworks hand it over.
 */
const cspNonce = (): string | undefined => document.querySelector<HTMLMetaElement>("meta[name=csp-nonce]")?.content

/** `?analytics=granted`: the page opens with the visitor's consent to usage data (the demo's card changes it). */
export const demoAnalyticsConsent = (): boolean => new URLSearchParams(location.search).get("analytics") === "granted"

export const createDemoAppKit = async (): Promise<AppKitInstance> => {
  const devnet = await readDevnet()
  // `?projectId=` picks another of the local catalogue's projects (e.g. one with multi-wallet off).
  const projectId = new URLSearchParams(location.search).get("projectId") ?? devnet.projectId
  const evmRpc = (chainId: number) => devnet.evm.find((chain) => chain.chainId === chainId)?.rpcUrl
  const signIn = await signInOption(devnet, projectId)
  // `?networks=evm` leaves Solana out: with sign-in on, a WalletConnect connection then signs in as
  // it connects (one-click auth, SPEC §4).
  const evmOnly = new URLSearchParams(location.search).get("networks") === "evm"
  // `?bitcoin=local` adds the local Bitcoin chain.
  const withBitcoin = new URLSearchParams(location.search).get("bitcoin") === "local" && devnet.bitcoin !== undefined
  // `?smartSessions=on` turns on the Account view's list of smart sessions (SPEC §9 default off).
  const smartSessions = new URLSearchParams(location.search).get("smartSessions") === "on"
  // `?accountType=eoa` makes the embedded wallet a plain key on EVM (the default is a smart account, SPEC §4).
  const eoa = new URLSearchParams(location.search).get("accountType") === "eoa"
  // `?locale=de` sets the modal's language (docs/languages.md); unset, the browser's.
  const locale = new URLSearchParams(location.search).get("locale")
  const nonce = cspNonce()
  return createAppKit({
    ...(locale === null ? {} : { locale }),
    ...signIn,
    ...(nonce === undefined ? {} : { nonce }),
    ...(smartSessions ? { features: { smartSessions: true } } : {}),
    ...(eoa ? { defaultAccountTypes: { eip155: "eoa" } } : {}),
    projectId,
    analyticsConsent: demoAnalyticsConsent(),
    // A developer's page: warnings (a frame message dropped, a value not stored) show in the console.
    logLevel: "warn",
    networks: [
      local(mainnet, evmRpc(mainnet.id)),
      local(polygon, evmRpc(polygon.id)),
      local(sepolia, evmRpc(sepolia.id)),
      ...(evmOnly ? [] : [local(solana, devnet.solana.rpcUrl)]),
      ...(withBitcoin && devnet.bitcoin !== undefined ? [localBitcoin(devnet.bitcoin)] : [])
    ],
    metadata: {
      name: "Doorway demo",
      description: "A host app with the Doorway modal",
      url: location.origin,
      icons: []
    },
    endpoints: {
      blockchain: devnet.data.url,
      catalogue: devnet.catalogue.url,
      analytics: devnet.catalogue.url,
      secureSite: devnet.secureSite?.url,
      relay: devnet.relay?.url
    }
  })
}

/**
 * Wallet Standard wallets, and those a family's own page convention lists (sats-connect's), as
 * connectors of the app's other families (buildConnectors), and a wallet present over both
 * EIP-6963 and Wallet Standard shown once in the installed wallets (oneConnectorPerWallet through
 * orderConnectors), in the namespace the user is in.
 */
import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import { bitcoin, mainnet, polygon, solana, solanaDevnet } from "doorway-connect/networks"
import type { AppKitOptions } from "../../../core/config/AppKitOptions.js"
import { resolveOptions } from "../../../core/config/resolveOptions.js"
import { buildConnectors } from "../../../core/connectors/buildConnectors.js"
import type { ConnectorSources } from "../../../core/connectors/buildConnectors.js"
import { oneConnectorPerWallet } from "../../../core/connectors/oneConnectorPerWallet.js"
import { orderConnectors } from "../../../core/connectors/orderConnectors.js"
import type { ConnectorSection } from "../../../core/connectors/orderConnectors.js"
import type { PageWallet, StandardWallet } from "../../../core/services/WalletDiscovery.js"
import type { Connector } from "../../../schemas/Connector.js"
import { wallet } from "../../layers/discovery/wallets.js"

const ICON = "data:image/svg+xml;base64,PHN2Zy8+"

/** A Wallet Standard wallet as `getWallets()` hands it over; its object is only passed on. */
const standardWallet = (name: string, chains: ReadonlyArray<string>, features: ReadonlyArray<string> = ["standard:connect", "standard:events"]): StandardWallet => ({
  name,
  icon: ICON,
  chains,
  features,
  wallet: { name, standard: true }
})

const phantomStandard = standardWallet("Phantom", ["solana:mainnet", "solana:devnet"])
const phantomEvm = wallet("Phantom", "app.phantom")

/** Wallets only: no embedded wallet, no plain window.ethereum, so the lists hold what is tested. */
const sources = (options: Partial<AppKitOptions> = {}, rest: Partial<Omit<ConnectorSources, "options">> = {}): ConnectorSources => ({
  options: resolveOptions({ projectId: "test-project", networks: [mainnet, polygon, solana, solanaDevnet], ...options }),
  features: { email: false, socials: false },
  announced: [],
  injected: Option.none(),
  standard: [phantomStandard],
  ...rest
})

/** The wallets of a namespace (wallet-connect takes the first namespace as its chain: not one of them). */
const ofChain = (connectors: ReadonlyArray<Connector>, chain: Connector["chain"]) =>
  connectors.filter((c) => c.chain === chain && c.type === "ANNOUNCED")

describe("buildConnectors with Wallet Standard wallets", () => {
  it("a wallet naming solana:mainnet with standard:connect is a solana ANNOUNCED connector with its icon, on the app's Solana networks", () => {
    const [connector, ...others] = ofChain(buildConnectors(sources()), "solana")
    expect(others).toEqual([])
    expect(connector).toMatchObject({
      id: "solana:phantom",
      name: "Phantom",
      type: "ANNOUNCED",
      imageUrl: ICON,
      info: { name: "Phantom", icon: ICON },
      chain: "solana"
    })
    expect(connector?.provider).toBe(phantomStandard.wallet)
    expect(connector?.chains).toEqual([solana, solanaDevnet])
  })

  it("comes after wallet-connect and the EIP-6963 wallets, in registration order", () => {
    const other = standardWallet("Backpack", ["solana:mainnet"])
    const ids = buildConnectors(sources({}, { announced: [phantomEvm], standard: [other, phantomStandard] })).map((c) => c.id)
    expect(ids).toEqual(["walletConnect", "app.phantom", "solana:backpack", "solana:phantom"])
  })

  it("exists only while the app lists a Solana network", () => {
    expect(ofChain(buildConnectors(sources({ networks: [mainnet, polygon] })), "solana")).toEqual([])
    expect(ofChain(buildConnectors(sources({ networks: [solanaDevnet] })), "solana").map((c) => c.id)).toEqual(["solana:phantom"])
  })

  it("a wallet without standard:connect cannot be connected, so it is no connector", () => {
    const readOnly = standardWallet("Watcher", ["solana:mainnet"], ["standard:events", "solana:signMessage"])
    expect(ofChain(buildConnectors(sources({}, { standard: [readOnly] })), "solana")).toEqual([])
  })

  it("a wallet connected through its chain's own connect feature (bitcoin:connect) is a connector of that namespace", () => {
    const bitcoinOnly = standardWallet("Dev Bitcoin", [bitcoin.caipNetworkId, "bitcoin:mainnet"], ["bitcoin:connect", "bitcoin:signMessage", "standard:events"])
    const connectors = ofChain(buildConnectors(sources({ networks: [mainnet, bitcoin] }, { standard: [bitcoinOnly] })), "bip122")
    expect(connectors).toMatchObject([{ id: "bip122:dev-bitcoin", type: "ANNOUNCED", chain: "bip122", chains: [bitcoin] }])
    expect(connectors[0]?.provider).toBe(bitcoinOnly.wallet)
  })

  it("enableWallets: false leaves no Wallet Standard connector", () => {
    expect(buildConnectors(sources({ enableWallets: false }))).toEqual([])
  })

  it("eip155 chains named by a Wallet Standard wallet add nothing: EVM wallets come through EIP-6963", () => {
    const evmOnly = standardWallet("Evm Standard", ["eip155:1", "eip155:137"])
    const both = standardWallet("Both Ways", ["eip155:1", "solana:mainnet"])
    const connectors = buildConnectors(sources({}, { standard: [evmOnly, both] }))
    expect(connectors.map((c) => c.id)).toEqual(["walletConnect", "solana:both-ways"])
    expect(ofChain(connectors, "eip155").filter((c) => c.type === "ANNOUNCED")).toEqual([])
  })

  it("the id is one word: the name trimmed, lower-cased, its spaces dashes", () => {
    const spaced = standardWallet("  My  Fancy\tWallet ", ["solana:mainnet"])
    const [connector] = ofChain(buildConnectors(sources({}, { standard: [spaced] })), "solana")
    expect(connector?.id).toBe("solana:my-fancy-wallet")
    expect(connector?.id).toMatch(/^\S+$/)
    // The name shown stays the wallet's own.
    expect(connector?.name).toBe("  My  Fancy\tWallet ")
  })

  it("a wallet registering again under the same name stays one connector, with its newer object", () => {
    const again: StandardWallet = { ...phantomStandard, wallet: { name: "Phantom", again: true } }
    const connectors = ofChain(buildConnectors(sources({}, { standard: [phantomStandard, again] })), "solana")
    expect(connectors).toHaveLength(1)
    expect(connectors[0]?.provider).toBe(again.wallet)
  })
})

describe("buildConnectors with wallets a family's own page convention lists", () => {
  const satsProvider = { request: () => Promise.resolve({}) }
  const pageWallet = (name: string, id = "wallets.bitcoin"): PageWallet => ({ id, name, icon: ICON, namespace: "bip122", provider: satsProvider })

  it("is an INJECTED connector of its namespace, on the app's networks of it, after the Wallet Standard ones", () => {
    const standard = standardWallet("Backpack", ["solana:mainnet"])
    const connectors = buildConnectors(sources({ networks: [mainnet, solana, bitcoin] }, { standard: [standard], pageWallets: [pageWallet("Satoshi Wallet")] }))
    expect(connectors.map((c) => c.id)).toEqual(["walletConnect", "solana:backpack", "bip122:wallets.bitcoin"])
    expect(connectors[2]).toMatchObject({ name: "Satoshi Wallet", type: "INJECTED", chain: "bip122", chains: [bitcoin], imageUrl: ICON })
    expect(connectors[2]?.provider).toBe(satsProvider)
  })

  it("is left out while the app has no network of its namespace, or with wallets off", () => {
    expect(ofChain(buildConnectors(sources({ networks: [mainnet] }, { pageWallets: [pageWallet("Satoshi Wallet")] })), "bip122")).toEqual([])
    expect(buildConnectors(sources({ networks: [mainnet, bitcoin], enableWallets: false }, { pageWallets: [pageWallet("Satoshi Wallet")] }))).toEqual([])
  })

  it("a wallet already listed there through the Wallet Standard (same name, any case) is that one row", () => {
    const registered = standardWallet("Doorway Dev Wallet", [bitcoin.caipNetworkId], ["bitcoin:connect"])
    const connectors = buildConnectors(sources({ networks: [mainnet, bitcoin] }, { standard: [registered], pageWallets: [pageWallet("doorway dev wallet ")] }))
    expect(connectors.filter((c) => c.chain === "bip122").map((c) => `${c.type} ${c.id}`)).toEqual(["ANNOUNCED bip122:doorway-dev-wallet"])
  })
})

describe("one entry per installed wallet across EIP-6963 and Wallet Standard", () => {
  const built = buildConnectors(sources({}, { announced: [phantomEvm] }))
  const options = resolveOptions({ projectId: "test-project", networks: [mainnet, solana] })

  /** The ids of the "injected" section. */
  const installed = (sections: ReadonlyArray<ConnectorSection>) =>
    sections.flatMap((section) => (section.type === "injected" ? section.connectors.map((c) => c.id) : []))

  it("both connectors exist, one per namespace", () => {
    expect(built.filter((c) => c.name === "Phantom").map((c) => `${c.chain} ${c.id}`)).toEqual(["eip155 app.phantom", "solana solana:phantom"])
  })

  it("the one of the active namespace is the entry", () => {
    expect(installed(orderConnectors({ connectors: built }, options, [], {}, "solana"))).toEqual(["solana:phantom"])
    expect(installed(orderConnectors({ connectors: built }, options, [], {}, "eip155"))).toEqual(["app.phantom"])
  })

  it("with no active namespace, or one the wallet does not serve, the first is the entry", () => {
    expect(installed(orderConnectors({ connectors: built }, options, []))).toEqual(["app.phantom"])
    expect(installed(orderConnectors({ connectors: built }, options, [], {}, "bip122"))).toEqual(["app.phantom"])
    const standardFirst = [...built].reverse()
    expect(oneConnectorPerWallet(standardFirst, undefined).map((c) => c.id)).toEqual(["solana:phantom", "walletConnect"])
  })

  it("names match whatever their case; other wallets keep their own entries, in order of first appearance", () => {
    const backpack = standardWallet("Backpack", ["solana:mainnet"])
    const shouting: StandardWallet = { ...phantomStandard, name: "PHANTOM" }
    const connectors = buildConnectors(sources({}, { announced: [phantomEvm], standard: [backpack, shouting] }))
    expect(installed(orderConnectors({ connectors }, options, [], {}, "solana"))).toEqual(["solana:phantom", "solana:backpack"])
    expect(installed(orderConnectors({ connectors }, options, [], {}, "eip155"))).toEqual(["app.phantom", "solana:backpack"])
  })
})

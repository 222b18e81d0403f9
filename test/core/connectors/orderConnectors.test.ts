import { describe, expect, it } from "@effect/vitest"
import { mainnet, solana } from "doorway-connect/networks"
import type { AppKitOptions } from "../../../core/config/AppKitOptions.js"
import { resolveOptions } from "../../../core/config/resolveOptions.js"
import { orderConnectors } from "../../../core/connectors/orderConnectors.js"
import type { CatalogueWallets, ConnectorSection } from "../../../core/connectors/orderConnectors.js"
import type { Connector } from "../../../schemas/Connector.js"
import type { WcWallet } from "../../../schemas/WalletCatalogue.js"

const connector = (id: string, type: Connector["type"], extra: Partial<Connector> = {}): Connector => ({
  id,
  name: id,
  type,
  chain: "eip155",
  ...extra
})

const entry = (id: string, extra: Partial<WcWallet> = {}): WcWallet => ({ id, name: `Wallet ${id}`, ...extra })

const walletConnect = connector("walletConnect", "WALLET_CONNECT")
const alpha = connector("com.example.alpha", "ANNOUNCED", { name: "Alpha", info: { rdns: "com.example.alpha", name: "Alpha" } })
const plain = connector("injected", "INJECTED", { name: "Browser Wallet" })
const multi = connector("multi", "MULTI_CHAIN", { name: "Multi" })
const external = connector("host-wallet", "EXTERNAL", { name: "Host Wallet" })
const auth = connector("ID_AUTH", "AUTH")

const options = (o: Partial<AppKitOptions> = {}) => resolveOptions({ projectId: "p", networks: [mainnet, solana], ...o })

const all = { connectors: [walletConnect, plain, alpha, multi, external, auth] }
const catalogue: CatalogueWallets = {
  featured: [entry("f1"), entry("f2")],
  custom: [entry("c1")],
  recommended: [entry("r1"), entry("r2")]
}
const recent = [entry("recent1")]

/** Each section as `type: ids`. */
const shape = (sections: ReadonlyArray<ConnectorSection>) =>
  sections.map((s) => `${s.type}: ${("connectors" in s ? s.connectors : s.wallets).map((x) => x.id).join(",")}`)

describe("orderConnectors", () => {
  it("shows the sections in the default order walletConnect, recent, injected, featured, custom, external, recommended", () => {
    expect(shape(orderConnectors(all, options(), recent, catalogue))).toEqual([
      "walletConnect: walletConnect",
      "recent: recent1",
      "injected: multi,com.example.alpha,injected",
      "featured: f1,f2",
      "custom: c1",
      "external: host-wallet",
      "recommended: r1,r2"
    ])
  })

  it("puts the host's order first and the sections it leaves out after, in the default order", () => {
    const sections = orderConnectors(all, options({ features: { connectorTypeOrder: ["recommended", "injected"] } }), recent, catalogue)
    expect(sections.map((s) => s.type)).toEqual(["recommended", "injected", "walletConnect", "recent", "featured", "custom", "external"])
  })

  it("drops empty sections and never lists the embedded wallet", () => {
    const sections = orderConnectors({ connectors: [alpha, auth] }, options(), [])
    expect(shape(sections)).toEqual(["injected: com.example.alpha"])
  })

  it("a recent wallet that is installed is shown with the installed ones, not again under recent", () => {
    const sections = orderConnectors(all, options(), [entry("recent1"), entry("alpha-id", { rdns: "com.example.alpha" })])
    expect(shape(sections).find((s) => s.startsWith("recent"))).toBe("recent: recent1")
  })

  it("a recent wallet for none of the configured chain families is not shown", () => {
    const bitcoinOnly = entry("btc", { chains: ["bip122:000000000019d6689c085ae165831e93"] })
    const solanaToo = entry("sol", { chains: ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", "bip122:000000000019d6689c085ae165831e93"] })
    const sections = orderConnectors({ connectors: [] }, options(), [bitcoinOnly, solanaToo])
    expect(shape(sections)).toEqual(["recent: sol"])
  })

  it("featured wallets follow the order of featuredWalletIds and skip wallets installed or recent", () => {
    const featured = [entry("f2"), entry("alpha-id", { rdns: "com.example.alpha" }), entry("f1"), entry("recent1"), entry("f3")]
    const sections = orderConnectors(all, options({ featuredWalletIds: ["f1", "alpha-id", "f2", "recent1"] }), recent, { featured })
    expect(shape(sections).find((s) => s.startsWith("featured"))).toBe("featured: f1,f2")
  })

  it("recommended wallets skip the featured, recent and installed ones", () => {
    const recommended = [entry("r1"), entry("f1"), entry("recent1"), entry("alpha-id", { rdns: "COM.EXAMPLE.ALPHA" }), entry("explorer-x")]
    const installed = connector("org.example.x", "ANNOUNCED", { explorerId: "explorer-x", info: { rdns: "org.example.x" } })
    const sections = orderConnectors({ connectors: [alpha, installed] }, options({ featuredWalletIds: ["f1"] }), recent, { recommended })
    expect(shape(sections).find((s) => s.startsWith("recommended"))).toBe("recommended: r1")
  })

  it("excluded wallets appear in no section, matched by id, name or rdns, or by their catalogue entry", () => {
    const excludedEntry = entry("alpha-catalogue-id", { name: "Alpha", rdns: "com.example.alpha" })
    const sections = orderConnectors(all, options({ excludeWalletIds: ["alpha-catalogue-id", "recent1", "Wallet r2", "host-wallet"] }), recent, {
      ...catalogue,
      excluded: [excludedEntry]
    })
    expect(shape(sections)).toEqual([
      "walletConnect: walletConnect",
      "injected: multi,injected",
      "featured: f1,f2",
      "custom: c1",
      "recommended: r1"
    ])
  })

  it("without catalogue entries the catalogue sections are simply absent", () => {
    expect(orderConnectors(all, options({ featuredWalletIds: ["f1"] }), []).map((s) => s.type)).toEqual([
      "walletConnect",
      "injected",
      "external"
    ])
  })
})

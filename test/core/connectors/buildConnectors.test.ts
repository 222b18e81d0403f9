import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import { bitcoin, mainnet, polygon, solana } from "doorway-connect/networks"
import type { AppKitOptions } from "../../../core/config/AppKitOptions.js"
import { resolveOptions } from "../../../core/config/resolveOptions.js"
import { buildConnectors } from "../../../core/connectors/buildConnectors.js"
import type { ConnectorSources } from "../../../core/connectors/buildConnectors.js"
import type { DiscoveredWallet } from "../../../core/services/WalletDiscovery.js"
import { ALL_LOGIN_METHODS } from "../router/testEnv.js"
import { provider, wallet } from "../../layers/discovery/wallets.js"

const alpha = wallet("Alpha Wallet", "com.example.alpha")
const beta = wallet("Beta Wallet", "com.example.beta")
const legacy: DiscoveredWallet = { info: { uuid: "injected", name: "Browser Wallet", icon: "", rdns: "" }, provider: provider("Legacy") }

/** With the email and social login sections registered, as they will be once they exist. */
const sources = (
  options: Partial<AppKitOptions> = {},
  rest: Partial<Omit<ConnectorSources, "options">> = {}
): ConnectorSources => ({
  options: resolveOptions({ projectId: "test-project", networks: [mainnet, polygon, solana], ...options }, ALL_LOGIN_METHODS),
  features: { email: true, socials: ["google"] },
  announced: [alpha, beta],
  injected: Option.some(legacy),
  ...rest
})

const summary = (s: ConnectorSources) => buildConnectors(s).map((c) => `${c.type}:${c.id}`)

describe("buildConnectors", () => {
  it("lists wallet-connect, the announced wallets, the plain injected provider, then the embedded wallet", () => {
    expect(summary(sources())).toEqual([
      "WALLET_CONNECT:walletConnect",
      "ANNOUNCED:com.example.alpha",
      "ANNOUNCED:com.example.beta",
      "INJECTED:injected",
      "AUTH:ID_AUTH"
    ])
  })

  it("an announced wallet is known by its rdns, with its name, icon and provider, on the EVM networks", () => {
    const [connector] = buildConnectors(sources({}, { announced: [alpha], injected: Option.none(), features: { email: false, socials: false } })).filter(
      (c) => c.type === "ANNOUNCED"
    )
    expect(connector).toMatchObject({
      id: "com.example.alpha",
      name: "Alpha Wallet",
      type: "ANNOUNCED",
      imageUrl: alpha.info.icon,
      info: { rdns: "com.example.alpha", name: "Alpha Wallet", icon: alpha.info.icon },
      chain: "eip155"
    })
    expect(connector?.provider).toBe(alpha.provider)
    expect(connector?.chains?.map((n) => n.caipNetworkId)).toEqual(["eip155:1", "eip155:137"])
  })

  it("a wallet announcing again under a new uuid stays one connector, with its newer provider", () => {
    const again = wallet("Alpha Wallet", "com.example.alpha")
    const connectors = buildConnectors(sources({}, { announced: [alpha, beta, again] }))
    expect(connectors.filter((c) => c.id === "com.example.alpha")).toHaveLength(1)
    expect(connectors.find((c) => c.id === "com.example.alpha")?.provider).toBe(again.provider)
    expect(connectors.map((c) => c.id).indexOf("com.example.alpha")).toBe(1)
  })

  it("the plain window.ethereum is a connector only when no announced wallet is that same provider", () => {
    const plain = buildConnectors(sources()).find((c) => c.type === "INJECTED")
    expect(plain).toMatchObject({ id: "injected", name: "Browser Wallet", chain: "eip155" })
    expect(plain?.provider).toBe(legacy.provider)
    const sameProvider: DiscoveredWallet = { ...legacy, provider: alpha.provider }
    expect(summary(sources({}, { injected: Option.some(sameProvider) }))).not.toContain("INJECTED:injected")
  })

  it("enableEIP6963: false ignores announcements (and then the shared provider is plain injected)", () => {
    const sameProvider: DiscoveredWallet = { ...legacy, provider: alpha.provider }
    expect(summary(sources({ enableEIP6963: false }, { injected: Option.some(sameProvider) }))).toEqual([
      "WALLET_CONNECT:walletConnect",
      "INJECTED:injected",
      "AUTH:ID_AUTH"
    ])
  })

  it("enableInjected: false leaves out the plain provider", () => {
    expect(summary(sources({ enableInjected: false }))).not.toContain("INJECTED:injected")
  })

  it("wallet-connect needs enableWalletConnect and a project id", () => {
    expect(summary(sources({ enableWalletConnect: false }))).not.toContain("WALLET_CONNECT:walletConnect")
    expect(summary(sources({ projectId: "" }))).not.toContain("WALLET_CONNECT:walletConnect")
    const [walletConnect] = buildConnectors(sources())
    expect(walletConnect).toMatchObject({ name: "WalletConnect", chain: "eip155" })
    expect(walletConnect?.provider).toBeUndefined()
    expect(walletConnect?.chains).toHaveLength(3)
  })

  it("enableWallets: false leaves only the embedded wallet", () => {
    expect(summary(sources({ enableWallets: false }))).toEqual(["AUTH:ID_AUTH"])
  })

  it("the embedded wallet exists while email or a social login is on, on EVM and Solana only", () => {
    expect(summary(sources({}, { features: { email: true, socials: false } }))).toContain("AUTH:ID_AUTH")
    expect(summary(sources({}, { features: { email: false, socials: ["x"] } }))).toContain("AUTH:ID_AUTH")
    expect(summary(sources({}, { features: { email: false, socials: [] } }))).not.toContain("AUTH:ID_AUTH")
    expect(summary(sources({}, { features: { email: false, socials: false } }))).not.toContain("AUTH:ID_AUTH")
    const auth = buildConnectors(sources({ networks: [bitcoin, solana, mainnet] })).find((c) => c.type === "AUTH")
    expect(auth?.chain).toBe("solana")
    expect(auth?.chains?.map((n) => n.chainNamespace)).toEqual(["solana", "eip155"])
    expect(summary(sources({ networks: [bitcoin] }))).not.toContain("AUTH:ID_AUTH")
  })

  it("the email and social sections exist: the embedded wallet follows either login", () => {
    const today = { ...sources(), options: resolveOptions({ projectId: "test-project", networks: [mainnet, polygon, solana] }) }
    expect(today.options.loginMethods).toEqual(["email", "social"])
    expect(summary({ ...today, features: { email: true, socials: false } })).toEqual([
      "WALLET_CONNECT:walletConnect",
      "ANNOUNCED:com.example.alpha",
      "ANNOUNCED:com.example.beta",
      "INJECTED:injected",
      "AUTH:ID_AUTH"
    ])
    expect(summary({ ...today, features: { email: false, socials: ["x"] } })).toContain("AUTH:ID_AUTH")
    expect(summary({ ...today, features: { email: false, socials: false } })).not.toContain("AUTH:ID_AUTH")
  })

  it("each login needs its own section: email on counts only with the email section, socials with the social one", () => {
    const withLogins = (loginMethods: ConnectorSources["options"]["loginMethods"], features: ConnectorSources["features"]) =>
      summary({ ...sources({}, { features }), options: { ...sources().options, loginMethods } })
    expect(withLogins(["email"], { email: true, socials: false })).toContain("AUTH:ID_AUTH")
    expect(withLogins(["social"], { email: true, socials: false })).not.toContain("AUTH:ID_AUTH")
    expect(withLogins(["social"], { email: false, socials: ["x"] })).toContain("AUTH:ID_AUTH")
    expect(withLogins(["email"], { email: false, socials: ["x"] })).not.toContain("AUTH:ID_AUTH")
  })

  it("browser wallets need an EVM network", () => {
    expect(summary(sources({ networks: [solana] }))).toEqual(["WALLET_CONNECT:walletConnect", "AUTH:ID_AUTH"])
    expect(buildConnectors(sources({ networks: [solana] }))[0]?.chain).toBe("solana")
  })

  it("excluded wallets are hidden, whether named by rdns, name (any case) or connector id", () => {
    expect(summary(sources({ excludeWalletIds: ["com.example.alpha"] }))).not.toContain("ANNOUNCED:com.example.alpha")
    expect(summary(sources({ excludeWalletIds: ["beta wallet"] }))).not.toContain("ANNOUNCED:com.example.beta")
    expect(summary(sources({ excludeWalletIds: ["injected"] }))).not.toContain("INJECTED:injected")
    expect(summary(sources({ excludeWalletIds: ["Browser Wallet"] }))).not.toContain("INJECTED:injected")
  })

  it("wallet-connect and the embedded wallet are not wallets, and are never excluded", () => {
    expect(summary(sources({ excludeWalletIds: ["walletConnect", "ID_AUTH", "WalletConnect"] }))).toEqual(summary(sources()))
  })
})

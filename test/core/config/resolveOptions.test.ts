import { describe, expect, it } from "@effect/vitest"
import { EvmAdapter } from "doorway-connect/adapters"
import { mainnet } from "doorway-connect/networks"
import { resolveOptions } from "../../../core/config/resolveOptions.js"

const minimal = { projectId: "p1", networks: [mainnet] } as const

describe("resolveOptions", () => {
  it("applies the feature defaults of the spec", () => {
    expect(resolveOptions(minimal).features).toEqual({
      email: true,
      socials: ["google", "x", "farcaster", "discord", "apple", "github", "facebook"],
      swaps: ["1inch"],
      onramp: ["meld"],
      activity: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
      receive: true,
      send: true,
      emailShowWallets: true,
      connectorTypeOrder: ["walletConnect", "recent", "injected", "featured", "custom", "external", "recommended"],
      connectMethodsOrder: ["email", "social", "wallet"],
      walletFeaturesOrder: ["onramp", "swaps", "receive", "send"]
    })
  })

  it("keeps the host's features, and remembers exactly which were given", () => {
    const features = {
      email: false,
      socials: ["github"],
      swaps: false,
      history: false,
      pay: true,
      connectMethodsOrder: ["wallet"],
      legalCheckbox: true,
      collapseWallets: true,
      emailShowWallets: false
    } as const
    const resolved = resolveOptions({ ...minimal, features })
    expect(resolved.features).toMatchObject({
      email: false,
      socials: ["github"],
      swaps: false,
      onramp: ["meld"],
      activity: false,
      pay: true,
      connectMethodsOrder: ["wallet"],
      legalCheckbox: true,
      collapseWallets: true,
      emailShowWallets: false
    })
    expect(resolved.declaredFeatures).toBe(features)
  })

  it("turns on debug, wallet connect, reconnect, EIP-6963, network switch and wallets unless set to false", () => {
    const defaults = resolveOptions(minimal)
    expect(defaults).toMatchObject({
      debug: true,
      enableWalletConnect: true,
      enableReconnect: true,
      enableEIP6963: true,
      enableNetworkSwitch: true,
      enableWallets: true,
      enableInjected: true,
      signOutOnDisconnect: true,
      allowUnsupportedChain: false,
      basic: false,
      embedded: false,
      append: true,
      logLevel: undefined
    })
    const off = resolveOptions({
      ...minimal,
      debug: false,
      enableWalletConnect: false,
      enableReconnect: false,
      enableEIP6963: false,
      enableNetworkSwitch: false,
      enableWallets: false
    })
    expect(off).toMatchObject({
      debug: false,
      enableWalletConnect: false,
      enableReconnect: false,
      enableEIP6963: false,
      enableNetworkSwitch: false,
      enableWallets: false
    })
  })

  it("keeps the adapters as listed; without them none are set and the families follow from the networks", () => {
    expect(resolveOptions(minimal).adapters).toBeUndefined()
    const adapters = [new EvmAdapter()]
    expect(resolveOptions({ ...minimal, adapters }).adapters).toBe(adapters)
  })

  it("keeps the page's CSP nonce as given; none unless given", () => {
    expect(resolveOptions(minimal).nonce).toBeUndefined()
    expect(resolveOptions({ ...minimal, nonce: "r4nd0m+N0nce==" }).nonce).toBe("r4nd0m+N0nce==")
  })

  it("points at the hosted services unless an endpoint is given", () => {
    const resolved = resolveOptions({ ...minimal, endpoints: { catalogue: "http://127.0.0.1:4000", relay: undefined } })
    expect(resolved.endpoints).toEqual({
      blockchain: "https://rpc.walletconnect.org",
      catalogue: "http://127.0.0.1:4000",
      analytics: "https://pulse.walletconnect.org",
      secureSite: "https://secure.walletconnect.org",
      relay: "wss://relay.walletconnect.org"
    })
  })

  it("default account types per chain family, overridable per namespace", () => {
    expect(resolveOptions(minimal).defaultAccountTypes).toEqual({
      bip122: "payment",
      eip155: "smartAccount",
      polkadot: "eoa",
      solana: "eoa"
    })
    expect(resolveOptions({ ...minimal, defaultAccountTypes: { eip155: "eoa" } }).defaultAccountTypes.eip155).toBe("eoa")
  })

  it("a missing or blank project id resolves to empty", () => {
    expect(resolveOptions({ ...minimal, projectId: "  " }).projectId).toBe("")
    expect(resolveOptions({ networks: [mainnet] } as unknown as typeof minimal).projectId).toBe("")
  })

  it("sign-in is required per the sign-in config: SIWX defaults to no, the SIWE client to yes", () => {
    const siwx = (getRequired?: () => boolean) => ({
      createMessage: () => Promise.reject(new Error("unused")),
      addSession: () => Promise.resolve(),
      revokeSession: () => Promise.resolve(),
      setSessions: () => Promise.resolve(),
      getSessions: () => Promise.resolve([]),
      ...(getRequired ? { getRequired } : {})
    })
    const siwe = (required?: boolean) => ({
      ...(required === undefined ? {} : { options: { required, signOutOnDisconnect: false } }),
      getNonce: () => Promise.resolve("n"),
      createMessage: () => "m",
      methods: { getSession: () => Promise.resolve(null), verifyMessage: () => Promise.resolve(true), signOut: () => Promise.resolve(true) }
    })
    expect(resolveOptions(minimal).signInRequired).toBe(false)
    expect(resolveOptions({ ...minimal, siwx: siwx() }).signInRequired).toBe(false)
    expect(resolveOptions({ ...minimal, siwx: siwx(() => true) }).signInRequired).toBe(true)
    expect(resolveOptions({ ...minimal, siweConfig: siwe() }).signInRequired).toBe(true)
    expect(resolveOptions({ ...minimal, siweConfig: siwe(false) })).toMatchObject({ signInRequired: false, signOutOnDisconnect: false })
  })
})

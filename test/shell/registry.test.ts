import { beforeEach, describe, expect, it } from "vitest"
import { resolveOptions } from "../../core/config/resolveOptions.js"
import { localRemoteFeatures } from "../../core/config/localRemoteFeatures.js"
import { mainnet } from "../../core/networks/evm.js"
import type { ConnectMethod } from "../../core/config/AppKitOptions.js"
import { VIEW_NAMES } from "../../core/router/ViewName.js"
import { BUILT_IN_VIEW_NAMES } from "../../shell/views/BuiltInViewName.js"
import {
  connectSections,
  registerConnectSection,
  preloadView,
  registerView,
  unregisterConnectSection,
  unregisterView,
  viewFor
} from "../../shell/views/registry.js"

const Section = () => null
const sectionModule = () => Promise.resolve({ default: Section })

const context = (order?: ReadonlyArray<ConnectMethod>, features: { email?: boolean; socials?: false | ReadonlyArray<"google" | "farcaster"> } = {}) => {
  const options = resolveOptions({
    projectId: "p",
    networks: [mainnet],
    features: { ...features, ...(order === undefined ? {} : { connectMethodsOrder: order }) }
  })
  return { options, features: localRemoteFeatures(options.declaredFeatures) }
}

describe("built-in registrations", () => {
  it("registers the wallet views and the wallet section of Connect, unless wallets are off", () => {
    for (const name of ["AllWallets", "ConnectingWalletConnect", "ConnectingExternalWallet", "Account", "SwitchNetwork", "SwitchActiveChain", "UnsupportedChain", "ProfileWallets"] as const) {
      expect(viewFor(name)?.component.loaded()).toBeUndefined()
    }
    expect(connectSections(context()).map((section) => section.method)).toEqual(["email", "social", "wallet"])
    const walletsOff = resolveOptions({ projectId: "p", networks: [mainnet], enableWallets: false, features: { email: false, socials: false } })
    expect(connectSections({ options: walletsOff, features: localRemoteFeatures(walletsOff.declaredFeatures) })).toEqual([])
  })

  it("shows email, social, wallet by default (SPEC §2), in the order given, and not the login turned off", () => {
    expect(connectSections(context(["wallet", "email"])).map((section) => section.method)).toEqual(["wallet", "email"])
    expect(connectSections(context(["social", "wallet", "email"])).map((section) => section.method)).toEqual(["social", "wallet", "email"])
    expect(connectSections(context(undefined, { email: false })).map((section) => section.method)).toEqual(["social", "wallet"])
    expect(connectSections(context(undefined, { socials: false })).map((section) => section.method)).toEqual(["email", "wallet"])
    expect(connectSections(context(undefined, { socials: [] })).map((section) => section.method)).toEqual(["email", "wallet"])
    expect(connectSections(context(undefined, { socials: ["farcaster"] })).map((section) => section.method)).toEqual(["email", "social", "wallet"])
    const basic = resolveOptions({ projectId: "p", networks: [mainnet], basic: true })
    expect(connectSections({ options: basic, features: { ...localRemoteFeatures(basic.declaredFeatures), email: false, socials: false } }).map((s) => s.method)).toEqual(["wallet"])
  })

  it("leaves the email and social sections out without a project id, which the secure site needs", () => {
    const anonymous = resolveOptions({ projectId: "", networks: [mainnet] })
    expect(connectSections({ options: anonymous, features: localRemoteFeatures(anonymous.declaredFeatures) }).map((s) => s.method)).toEqual(["wallet"])
  })
})

describe("the built-in view names", () => {
  it("are exactly the views registered at start, each with its title", () => {
    expect(BUILT_IN_VIEW_NAMES.map((name) => [name, viewFor(name)?.title])).toEqual([
      ["Connect", "Connect Wallet"],
      ["Alert", "Alert"],
      ["AllWallets", "All Wallets"],
      ["ConnectingWalletConnect", "WalletConnect"],
      ["ConnectingWalletConnectBasic", "WalletConnect"],
      ["ConnectingExternalWallet", "Connecting"],
      ["Account", "Account"],
      ["SwitchNetwork", "Choose Network"],
      ["SwitchActiveChain", "Switch Network"],
      ["UnsupportedChain", "Unsupported Network"],
      ["ProfileWallets", "Connected Wallets"],
      ["EmailLogin", "Email Login"]
    ])
    const others = VIEW_NAMES.filter((name) => !(BUILT_IN_VIEW_NAMES as ReadonlyArray<string>).includes(name))
    expect(others.filter((name) => viewFor(name) !== undefined)).toEqual([])
  })
})

describe("view registry", () => {
  // Each test registers the sections it needs.
  beforeEach(() => {
    unregisterConnectSection("wallet")
    unregisterConnectSection("email")
    unregisterConnectSection("social")
  })

  it("registers the Connect and Alert views as chunks not loaded yet", () => {
    const connect = viewFor("Connect")
    const alert = viewFor("Alert")
    expect(connect?.title).toBe("Connect Wallet")
    expect(alert?.title).toBe("Alert")
    expect(connect?.component.loaded()).toBeUndefined()
    expect(alert?.component.loaded()).toBeUndefined()
  })

  it("preloads the Connect view with the sections it will show, and retries a chunk that failed", async () => {
    let sectionLoads = 0
    let fail = true
    registerConnectSection("wallet", {
      load: () => {
        sectionLoads++
        return fail ? Promise.reject(new Error("offline")) : sectionModule()
      }
    })
    try {
      await expect(preloadView("Connect", context())).rejects.toThrow("offline")
      fail = false
      await preloadView("Connect", context())
      expect(sectionLoads).toBe(2)
      expect(viewFor("Connect")?.component.loaded()).toBeTypeOf("function")
      expect(connectSections(context())[0]?.component.loaded()).toBe(Section)
    } finally {
      unregisterConnectSection("wallet")
    }
  })

  it("adds a view that later features provide and loads it only when asked", async () => {
    let loads = 0
    registerView("Swap", {
      title: "Swap",
      load: () => {
        loads++
        return Promise.resolve({ default: () => null })
      }
    })
    const entry = viewFor("Swap")
    expect(entry?.title).toBe("Swap")
    expect(loads).toBe(0)
    if (entry === undefined) throw new Error("Swap is registered")
    // Asked twice, loaded once; then available without waiting.
    await Promise.all([preloadView("Swap", context()), entry.component.preload()])
    expect(loads).toBe(1)
    expect(entry.component.loaded()).toBeTypeOf("function")
    unregisterView("Swap")
    expect(viewFor("Swap")).toBeUndefined()
  })
})

describe("connect sections", () => {
  beforeEach(() => {
    unregisterConnectSection("wallet")
    unregisterConnectSection("email")
    unregisterConnectSection("social")
  })

  it("shows none when none is registered", () => {
    expect(connectSections(context())).toEqual([])
  })

  it("follows the connect-method order, skipping methods with no section", () => {
    registerConnectSection("wallet", { load: sectionModule })
    registerConnectSection("email", { load: sectionModule })
    try {
      expect(connectSections(context()).map((s) => s.method)).toEqual(["email", "wallet"])
      expect(connectSections(context(["wallet", "social", "email"])).map((s) => s.method)).toEqual(["wallet", "email"])
    } finally {
      unregisterConnectSection("wallet")
      unregisterConnectSection("email")
    }
  })

  it("asks each section whether it shows with the features in effect", () => {
    registerConnectSection("email", { load: sectionModule, isEnabled: ({ features }) => features.email })
    registerConnectSection("wallet", { load: sectionModule, isEnabled: ({ options }) => options.enableWallets })
    try {
      expect(connectSections(context(undefined, { email: false })).map((s) => s.method)).toEqual(["wallet"])
      expect(connectSections(context(undefined, { email: true })).map((s) => s.method)).toEqual(["email", "wallet"])
    } finally {
      unregisterConnectSection("email")
      unregisterConnectSection("wallet")
    }
  })
})

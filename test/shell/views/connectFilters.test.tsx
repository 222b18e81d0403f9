/**
 * Connect's wallet list narrowed as a host asks: `open({ namespace })` lists only the wallets of that
 * chain family, and AppKit's `allWallets` option (`SHOW`, `HIDE`, `ONLY_MOBILE`) decides the
 * "All Wallets" entry beside `features.allWallets`.
 */
import { afterEach, describe, expect, it } from "vitest"
import { Effect, Ref } from "effect"
import type { AppKitOptions } from "../../../core/config/AppKitOptions.js"
import { resolveOptions } from "../../../core/config/resolveOptions.js"
import { DEFAULT_REMOTE_FEATURES } from "../../../core/config/defaults.js"
import { bitcoin, mainnet, solana } from "../../../core/networks/index.js"
import { Router } from "../../../core/services/Router.js"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import type { Connector } from "../../../schemas/Connector.js"
import type { AppHandle } from "../../../shell/runtime/AppHandle.js"
import WalletSection from "../../../shell/views/connect/WalletSection.js"
import { connectSections } from "../../../shell/views/connectSections.js"
// The built-in connect sections (email, social, wallet) register as the registry loads.
import "../../../shell/views/registry.js"
import { namespaceFilter } from "../../../shell/views/connect/namespaceFilter.js"
import { showsAllWallets } from "../../../shell/views/connect/showsAllWallets.js"
import { makeHandle, render, seed, seedConnectors } from "./viewEnv.js"

const evmWallet: Connector = { id: "org.doorway.devwallet", name: "Doorway Dev Wallet", type: "ANNOUNCED", chain: "eip155" }
const solanaWallet: Connector = { id: "solana-only", name: "Sun Wallet", type: "ANNOUNCED", chain: "solana" }
const bothFamilies: Connector = {
  id: "multi",
  name: "Both Wallet",
  type: "MULTI_CHAIN",
  chain: "eip155",
  connectors: [
    { id: "multi-evm", name: "Both Wallet", type: "ANNOUNCED", chain: "eip155" },
    { id: "multi-sol", name: "Both Wallet", type: "ANNOUNCED", chain: "solana" }
  ]
}
const walletConnect: Connector = { id: "walletConnect", name: "WalletConnect", type: "WALLET_CONNECT", chain: "eip155" }

const handles: Array<AppHandle> = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

const scene = (options: Partial<AppKitOptions> = {}, namespace?: "eip155" | "solana") => {
  const handle = makeHandle({ networks: [mainnet, solana], ...options })
  handles.push(handle)
  seedConnectors(handle, (state) => ({ ...state, connectors: [walletConnect, evmWallet, solanaWallet] }))
  seed(
    handle,
    Effect.flatMap(Router, (router) => Ref.set(router.history, [namespace === undefined ? { view: "Connect" } : { view: "Connect", data: { namespace } }]))
  )
  return handle
}

describe("Connect opened for one chain family", () => {
  it("lists the wallets of that family and WalletConnect, not the others", () => {
    const html = render(scene({}, "solana"), <WalletSection />)
    expect(html).toContain(">Sun Wallet<")
    expect(html).toContain(">WalletConnect<")
    expect(html).not.toContain(">Doorway Dev Wallet<")
  })

  it("lists every family's wallets when opened without one", () => {
    const html = render(scene(), <WalletSection />)
    expect(html).toContain(">Sun Wallet<")
    expect(html).toContain(">Doorway Dev Wallet<")
  })

  it("offers email and social login only for the embedded wallet's families (EVM, Solana)", () => {
    const options = resolveOptions({ projectId: "p", networks: [mainnet, solana, bitcoin] })
    const methods = (namespace?: ChainNamespace) =>
      connectSections({ options, features: DEFAULT_REMOTE_FEATURES, namespace }).map((section) => section.method)
    expect(methods()).toEqual(expect.arrayContaining(["email", "social", "wallet"]))
    expect(methods("solana")).toEqual(expect.arrayContaining(["email", "social", "wallet"]))
    expect(methods("bip122")).toEqual(["wallet"])
  })

  it("keeps a wallet of several families that serves the one asked for, and the networks of that family only", () => {
    const options = resolveOptions({ projectId: "p", networks: [mainnet, solana] })
    const filtered = namespaceFilter({ connectors: [evmWallet, solanaWallet, bothFamilies, walletConnect] }, options, "solana")
    expect(filtered.connectors.connectors.map((connector) => connector.id)).toEqual(["solana-only", "multi", "walletConnect"])
    expect(filtered.options.networks.map((network) => network.caipNetworkId)).toEqual([solana.caipNetworkId])
    const unfiltered = namespaceFilter({ connectors: [evmWallet] }, options, undefined)
    expect(unfiltered.options).toBe(options)
  })
})

describe("the All Wallets entry", () => {
  it("shows by default, and hides with allWallets: 'HIDE' or features.allWallets: false", () => {
    expect(render(scene(), <WalletSection />)).toContain(">All Wallets<")
    expect(render(scene({ allWallets: "SHOW" }), <WalletSection />)).toContain(">All Wallets<")
    expect(render(scene({ allWallets: "HIDE" }), <WalletSection />)).not.toContain(">All Wallets<")
    expect(render(scene({ features: { allWallets: false } }), <WalletSection />)).not.toContain(">All Wallets<")
  })

  it("with allWallets: 'ONLY_MOBILE', shows on a phone only (the server render is no phone)", () => {
    expect(render(scene({ allWallets: "ONLY_MOBILE" }), <WalletSection />)).not.toContain(">All Wallets<")
    const only = resolveOptions({ projectId: "p", networks: [mainnet], allWallets: "ONLY_MOBILE" })
    expect(showsAllWallets(only, true)).toBe(true)
    expect(showsAllWallets(only, false)).toBe(false)
    const off = resolveOptions({ projectId: "p", networks: [mainnet], allWallets: "ONLY_MOBILE", features: { allWallets: false } })
    expect(showsAllWallets(off, true)).toBe(false)
    expect(showsAllWallets(resolveOptions({ projectId: "p", networks: [mainnet], allWallets: "HIDE" }), true)).toBe(false)
  })
})

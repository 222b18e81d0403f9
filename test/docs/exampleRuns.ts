/**
 * How each page's examples are run, and what each run must show. A run loads the page's examples
 * by name (`load`), the way an app imports its modules; every example of the page must be loaded.
 * Components render on the server (no DOM in this project): `createAppKit` there makes the inactive
 * instance, which answers the state the options start with (docs/install.md, server rendering).
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { createElement, type ComponentType, type ReactNode } from "react"
import { expect, vi } from "vitest"
import type { AppKitInstance } from "doorway-connect/react"
import type { RemoteFeatures } from "doorway-connect/schemas"
import { latestInstance } from "../../shell/instances.js"
import { repositoryRoot } from "./docExamples.js"
import { renderHtml, visibleText } from "./serverRender.js"
import { withLocalCatalogue } from "./withLocalCatalogue.js"

export type ExampleModule = Readonly<Record<string, unknown>>
export type LoadExample = (name: string) => Promise<ExampleModule>
export type PageRun = (load: LoadExample) => Promise<void>

const exported = <A>(module: ExampleModule, key: string, check: (value: unknown) => boolean = (value) => value !== undefined): A => {
  const value = module[key]
  if (!check(value)) throw new Error(`The example exports no ${key}`)
  return value as A
}
const component = (module: ExampleModule, key: string) => exported<ComponentType<{ children?: ReactNode }>>(module, key, (value) => typeof value === "function")
const instance = (module: ExampleModule, key = "appKit") => exported<AppKitInstance>(module, key)
const shown = (module: ExampleModule, key: string) => visibleText(renderHtml(component(module, key)))

/** What the example wrote with `console.log`, each call's arguments. */
const loggedBy = async (load: () => Promise<unknown>): Promise<ReadonlyArray<ReadonlyArray<unknown>>> => {
  const log = vi.spyOn(console, "log").mockImplementation(() => {})
  try {
    await load()
    return log.mock.calls
  } finally {
    log.mockRestore()
  }
}

const activeNetworkId = (): string | undefined => latestInstance()?.getCaipNetworkId()

export const PAGE_RUNS: Readonly<Record<string, PageRun>> = {
  "account-features": async (load) => {
    expect(shown(await load("pay-buttons"), "PayButtons")).toBe("Send Swap")
  },
  bitcoin: async (load) => {
    expect(shown(await load("bitcoin-accounts"), "BitcoinAccounts")).toBe("No Bitcoin wallet connected")
    expect(activeNetworkId()).toBe("bip122:000000000019d6689c085ae165831e93")
  },
  "chain-families": async (load) => {
    const appKit = instance(await load("adapters"))
    expect(appKit.getCaipNetworkId()).toBe("eip155:1")
    expect(appKit.getIsConnectedState()).toBe(false)
  },
  "embedded-wallet": async (load) => {
    expect(shown(await load("login-info"), "LoginInfo")).toBe("Not logged in")
  },
  extension: async (load) => {
    expect(shown(await load("wallet-name"), "WalletName")).toBe("No wallet connected")
  },
  "headless-core": async (load) => {
    // Run as written: the hosted services are out of reach here (loopback only), so the features fall back.
    expect(await loggedBy(() => load("headless"))).toEqual([[false], ["NetworkNotFound", "Network not found"]])
    expect(await loggedBy(() => load("sign-in-message"))).toEqual([["0x70997970C51812dc3A010C7d01b50e0d17dc79C8", 1]])
  },
  "hooks-and-elements": async (load) => {
    // Before any createAppKit the buttons show their disconnected state; AccountButton shows nothing.
    expect(shown(await load("header"), "Header")).toBe("Select network Connect")
    // No wallet yet, so no provider: the button waits for one.
    expect(renderHtml(component(await load("sign-hello"), "SignHello"))).toBe('<button disabled="">Sign &quot;Hello&quot;</button>')
    const toolbar = renderHtml(component(await load("elements"), "Toolbar"))
    expect(toolbar).toBe(
      '<appkit-button size="sm" balance="hide"></appkit-button><appkit-network-button></appkit-network-button><appkit-account-button></appkit-account-button>'
    )
    expect(activeNetworkId()).toBe("eip155:1")
  },
  "how-it-is-built": async (load) => {
    expect(await loggedBy(() => load("program-and-layer"))).toEqual([[["Trust Wallet", "Rainbow"]]])
  },
  install: async (load) => {
    // A Next.js layout cannot run headless: its files are type-checked and rendered on the server.
    await load("app/appkit")
    const RootLayout = component(await load("app/layout"), "default")
    const Header = component(await load("app/header"), "Header")
    const html = renderHtml(RootLayout, createElement(Header))
    // The buttons' stylesheet goes to the document's head, ahead of the markup (hooks-and-elements.md).
    expect(html).toMatch(/^<html lang="en"><head><style [^>]*>[^<]+<\/style><\/head><body><header>/)
    expect(visibleText(html)).toBe("Network: Ethereum Connect")
  },
  "local-stack": async (load) => {
    const { featuresWhileFailing } = await load("features-while-failing")
    const run = featuresWhileFailing as (manifest: string) => Promise<{ served: RemoteFeatures; failing: RemoteFeatures }>
    const { served, failing } = await withLocalCatalogue(run)
    expect([served.multiWallet, failing.multiWallet]).toEqual([true, false])
  },
  "multi-wallet": async (load) => {
    expect(shown(await load("my-wallets"), "MyWallets")).toBe("Connect a wallet")
  },
  options: async (load) => {
    const appKit = instance(await load("options"))
    expect(appKit.getChainId()).toBe(137)
    expect(appKit.getState().open).toBe(false)
  },
  "porting-from-appkit": async (load) => {
    expect(renderHtml(component(await load("ported-app"), "default"))).toBe("<appkit-button></appkit-button>")
    expect(activeNetworkId()).toBe("eip155:1")
  },
  languages: async (load) => {
    expect(shown(await load("german-buttons"), "Header")).toBe("Verbinden")
  },
  siwx: async (load) => {
    const example = await load("sign-in")
    expect(shown(example, "SignInStatus")).toBe("Not signed in")
    expect(exported<{ getRequired: () => boolean }>(example, "keptInThePage").getRequired()).toBe(true)
    expect(exported<{ getRequired?: () => boolean }>(example, "keptByTheServer").getRequired?.()).toBe(true)
  },
  solana: async (load) => {
    expect(shown(await load("sign-on-solana"), "SignOnSolana")).toBe("Connect a Solana wallet")
    expect(activeNetworkId()).toBe("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")
  },
  testing: async (load) => {
    // The journey needs Chromium and two anvil nodes: the browser suite runs this very file.
    expect(typeof exported(await load("connectJourney"), "connectJourney")).toBe("function")
    const browserTest = readFileSync(join(repositoryRoot, "test/e2e/playwrightExample.test.ts"), "utf8")
    expect(browserTest).toContain('import { connectJourney, type JourneyChains } from "../../examples/playwright/connectJourney.js"')
    expect(browserTest).toMatch(/await connectJourney\(/)
  },
  theming: async (load) => {
    const appKit = instance(await load("theme"))
    expect(appKit.getThemeMode()).toBe("light")
    expect(appKit.getThemeVariables()).toMatchObject({ "--w3m-accent": "#0b5fff", "--w3m-border-radius-master": "2px" })
  },
  views: async (load) => {
    expect(shown(await load("wallet-actions"), "WalletActions")).toBe("Networks Send Receive")
  },
  wagmi: async (load) => {
    const example = await load("wagmi-config")
    const config = exported<{ readonly chains: ReadonlyArray<{ readonly id: number }>; readonly connectors: ReadonlyArray<{ readonly id: string }> }>(example, "wagmiConfig")
    expect(config.chains.map((chain) => chain.id)).toEqual([1, 137])
    expect(config.connectors.map((connector) => connector.id)).toEqual(["doorway"])
    expect(instance(example).getCaipNetwork()?.caipNetworkId).toBe("eip155:1")
  },
  walletconnect: async (load) => {
    expect(shown(await load("scan-to-connect"), "ScanToConnect")).toBe("Connect with your phone")
  }
}

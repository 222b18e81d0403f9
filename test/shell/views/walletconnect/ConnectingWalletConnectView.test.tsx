// @vitest-environment happy-dom
/**
 * The routed pairing view over an instance runtime whose WalletConnect kind pairs with a scripted
 * wallet in memory (WalletConnectClientTest): the Connect view's WalletConnect row opens it, it
 * starts the pairing on opening and shows its URI as the QR code, Copy link toasts, leaving it
 * cancels the pairing (kept on Telegram and in Safari on iOS), a refusal shows its text with Try
 * again, approval moves on to Account, the wallet's deep links open where they should and are kept
 * as the deep-link choice, and basic mode shows ConnectingWalletConnectBasic.
 */
import { Effect, Layer, Ref } from "effect"
import { act, StrictMode } from "react"
import type { ReactNode } from "react"
import { createRoot } from "react-dom/client"
import type { Root } from "react-dom/client"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { resolveOptions } from "../../../../core/config/resolveOptions.js"
import type { AppKitOptions } from "../../../../core/config/AppKitOptions.js"
import { mainnet, polygon, sepolia } from "../../../../core/networks/index.js"
import { Alerts } from "../../../../core/services/Alerts.js"
import { ChainState } from "../../../../core/services/ChainState.js"
import { Connectors } from "../../../../core/services/Connectors.js"
import type { PlatformFacts } from "../../../../core/services/Platform.js"
import { RpcTransport } from "../../../../core/services/RpcTransport.js"
import { Modal } from "../../../../core/services/Modal.js"
import { Router } from "../../../../core/services/Router.js"
import { INITIAL_WALLET_CATALOGUE, WalletCatalogue } from "../../../../core/services/WalletCatalogue.js"
import { AppLive } from "../../../../layers/AppLive.js"
import type { AppServices } from "../../../../layers/AppLive.js"
import { EvmWalletTest } from "../../../../layers/EvmWalletTest.js"
import * as PlatformTest from "../../../../layers/PlatformTest.js"
import { RpcTransportTest } from "../../../../layers/RpcTransportTest.js"
import { makeScriptedWalletConnect } from "../../../../layers/WalletConnectClientTest.js"
import type { ScriptedWalletConnect } from "../../../../layers/WalletConnectClientTest.js"
import { makeWalletConnectConnection } from "../../../../layers/WalletConnectConnection.js"
import { WalletConnectionsTest } from "../../../../layers/WalletConnectionsTest.js"
import type { Connector } from "../../../../schemas/Connector.js"
import type { AppHandle } from "../../../../shell/runtime/AppHandle.js"
import { stateServices } from "../../../../shell/runtime/AppHandle.js"
import { HandleContext } from "../../../../shell/runtime/HandleContext.js"
import { ENGLISH } from "../../../../shell/i18n/english.js"
import { TextsContext } from "../../../../shell/i18n/TextsContext.js"
import { makeInstanceRuntime } from "../../../../shell/runtime/InstanceRuntime.js"
import ConnectingWalletConnectView, { ConnectingWalletConnectBasicView } from "../../../../shell/views/ConnectingWalletConnectView.js"
import WalletSection from "../../../../shell/views/connect/WalletSection.js"
import { routeEntry } from "../../../../core/router/RouteEntry.js"
import type { RouteData } from "../../../../core/router/RouteEntry.js"

const opened = vi.hoisted(() => [] as Array<{ readonly url: string; readonly target: string }>)
// The page does not leave for the wallet in a test: the link followed is recorded.
vi.mock("../../../../shell/views/walletconnect/openDeepLink.js", () => ({
  openDeepLink: (link: { readonly url: string; readonly target: string }) => void opened.push({ url: link.url, target: link.target })
}))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

const ALICE = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const PAIRING: Connector = { id: "walletConnect", name: "WalletConnect", type: "WALLET_CONNECT", chain: "eip155" }
const closed = "http://127.0.0.1:9"
const rpc = Effect.runSync(Effect.provide(RpcTransport, RpcTransportTest({}, { connectionCheck: false })))

interface Scene {
  readonly handle: AppHandle
  readonly wallet: ScriptedWalletConnect
}

let root: Root | undefined
const handles: Array<AppHandle> = []
beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
})
afterEach(async () => {
  opened.length = 0
  localStorage.clear()
  await act(async () => root?.unmount())
  root = undefined
  document.body.replaceChildren()
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

/** An instance whose WalletConnect kind pairs with a scripted wallet, on the platform given. */
const scene = (platform: Partial<PlatformFacts> = {}, options: Partial<AppKitOptions> = {}): Scene => {
  const wallet = Effect.runSync(makeScriptedWalletConnect())
  const kind = Effect.runSync(makeWalletConnectConnection({ client: wallet.client, networks: [mainnet, polygon, sepolia], rpc }))
  const resolved = resolveOptions({
    projectId: "test-project",
    networks: [mainnet, polygon, sepolia],
    endpoints: { blockchain: closed, catalogue: closed, analytics: closed, secureSite: closed, relay: closed },
    ...options
  })
  // The test's kinds and platform in place of the live ones (the later layer's services win).
  const layer = Layer.mergeAll(
    AppLive({ options: resolved }),
    WalletConnectionsTest({ walletConnect: kind }).pipe(Layer.provide(EvmWalletTest), Layer.provide(RpcTransportTest({}, { connectionCheck: false }))),
    PlatformTest.layer(platform)
  )
  const runtime = makeInstanceRuntime(layer)
  const handle: AppHandle = { id: `wc-view-${handles.length}`, runtime, state: runtime.runSync(stateServices), options: resolved }
  handles.push(handle)
  runtime.runSync(
    Effect.flatMap(Connectors, ({ state }) => Ref.update(state, (current) => ({ ...current, connectors: [PAIRING] })))
  )
  return { handle, wallet }
}

const show = async (handle: AppHandle, node: ReactNode): Promise<HTMLElement> => {
  const host = document.createElement("div")
  document.body.append(host)
  root = createRoot(host)
  await act(async () => root!.render(<HandleContext value={handle}><TextsContext value={ENGLISH}>{node}</TextsContext></HandleContext>))
  return host
}

/** Lets the runtime's fibers and React's updates run. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)))

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 100; i += 1) {
    if (check()) return
    await settle()
  }
  throw new Error(`never: ${what}`)
}

const button = (host: HTMLElement, text: string): HTMLButtonElement => {
  const found = [...host.querySelectorAll("button")].find((b) => b.textContent?.trim() === text)
  if (found === undefined) throw new Error(`no button "${text}" in: ${host.textContent ?? ""}`)
  return found
}

const qr = (host: HTMLElement) => host.querySelector("svg[role=img]")
const statusOf = (host: HTMLElement) => host.querySelector("[data-testid=walletconnect]")?.getAttribute("data-status")
const run = <A, E>(handle: AppHandle, effect: Effect.Effect<A, E, AppServices>): A => handle.runtime.runSync(effect)
const pairingUri = (handle: AppHandle) => run(handle, Effect.flatMap(Connectors, ({ state }) => Effect.map(Ref.get(state), (s) => s.pairingUri)))
const accountStatus = (handle: AppHandle) =>
  run(handle, Effect.flatMap(ChainState, ({ chains }) => Effect.map(Ref.get(chains), (all) => all.get("eip155")?.accountState.status)))
const snackbar = (handle: AppHandle) => run(handle, Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.snackbar)))
const history = (handle: AppHandle) =>
  run(handle, Effect.flatMap(Router, (router) => Ref.get(router.history))).map((entry) => [entry.view, entry.data] as const)

const view = (data?: RouteData) => <ConnectingWalletConnectView data={data} />

describe("the WalletConnect row of the Connect view", () => {
  it("is a button named WalletConnect that opens the pairing view for any wallet", async () => {
    const { handle } = scene()
    const host = await show(handle, <WalletSection />)
    const row = button(host, "WalletConnect")
    expect(row.getAttribute("data-testid")).toBe("connector-row")
    await act(async () => row.click())
    await settle()
    expect(history(handle).at(-1)).toEqual(["ConnectingWalletConnect", undefined])
  })
})

describe("the pairing view", () => {
  it("says the QR code is being prepared, then shows the pairing URI as the QR code", async () => {
    const { handle, wallet } = scene()
    // The in-memory pairing answers within the first update: the frames are read as they change.
    const preparing: Array<string> = []
    const changes: Array<string | null> = []
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "attributes") changes.push(record.oldValue)
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement) preparing.push(node.querySelector("[data-testid=qr-loading]")?.textContent ?? "")
        }
      }
    })
    const host = document.createElement("div")
    watch.observe(host, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-status"], attributeOldValue: true })
    document.body.append(host)
    root = createRoot(host)
    await act(async () => root!.render(<HandleContext value={handle}><TextsContext value={ENGLISH}>{view()}</TextsContext></HandleContext>))
    await until(() => qr(host) !== null, "the QR code")
    watch.disconnect()
    expect(preparing[0]).toContain("Preparing the QR code")
    expect(changes).toContain("preparing")
    expect(qr(host)?.getAttribute("aria-label")).toBe("QR code to connect your wallet")
    expect(statusOf(host)).toBe("ready")
    expect(pairingUri(handle)).toBe(run(handle, wallet.uris)[0])
    expect(accountStatus(handle)).toBe("connecting")
  })

  it("in React's StrictMode the trial unmount's cancel is followed by a new start: the QR code shows", async () => {
    const { handle, wallet } = scene()
    const host = await show(handle, <StrictMode>{view()}</StrictMode>)
    await until(() => qr(host) !== null, "the QR code")
    for (let i = 0; i < 5; i += 1) await settle()
    expect(qr(host)).not.toBeNull()
    expect(pairingUri(handle)).toBe(run(handle, wallet.uris).at(-1))
    expect(accountStatus(handle)).toBe("connecting")
  })

  it("Copy link puts the URI on the clipboard and toasts 'Link copied'", async () => {
    const { handle } = scene()
    const copied: Array<string> = []
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) }
    })
    const host = await show(handle, view())
    await until(() => qr(host) !== null, "the QR code")
    await act(async () => button(host, "Copy link").click())
    await until(() => snackbar(handle).open, "the toast")
    expect(copied).toEqual([pairingUri(handle)])
    expect(snackbar(handle)).toMatchObject({ message: "Link copied", variant: "success" })
  })

  it("Copy link toasts 'Failed to copy' when the browser refuses", async () => {
    const { handle } = scene()
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error("denied")) }
    })
    const host = await show(handle, view())
    await until(() => qr(host) !== null, "the QR code")
    await act(async () => button(host, "Copy link").click())
    await until(() => snackbar(handle).open, "the toast")
    expect(snackbar(handle)).toMatchObject({ message: "Failed to copy", variant: "error" })
  })

  it("leaving the view cancels the pairing: the URI is withdrawn and the status goes back", async () => {
    const { handle } = scene()
    const host = await show(handle, view())
    await until(() => qr(host) !== null, "the QR code")
    await act(async () => root!.unmount())
    root = undefined
    await until(() => pairingUri(handle) === undefined, "the URI withdrawn")
    expect(accountStatus(handle)).toBe("disconnected")
  })

  it("a refusal shows 'Connection rejected' with Try again, which pairs again with a new URI", async () => {
    const { handle, wallet } = scene()
    const host = await show(handle, view())
    await until(() => qr(host) !== null, "the QR code")
    run(handle, wallet.reject({ code: 4001, message: "User rejected." }))
    await until(() => statusOf(host) === "failed", "the failure")
    expect(host.querySelector("[role=alert]")?.textContent).toBe("Connection rejected")
    expect(accountStatus(handle)).toBe("disconnected")
    await act(async () => button(host, "Try again").click())
    await until(() => qr(host) !== null, "a new QR code")
    const uris = run(handle, wallet.uris)
    expect(uris).toHaveLength(2)
    expect(pairingUri(handle)).toBe(uris[1])
  })

  it("the wallet's approval moves the modal on to Account", async () => {
    const { handle, wallet } = scene()
    // The modal is open on the pairing view, as when the visitor chose WalletConnect.
    run(handle, Effect.flatMap(Modal, (modal) => Ref.update(modal.state, (current) => ({ ...current, open: true }))))
    run(handle, Effect.flatMap(Router, (router) => Ref.set(router.history, [routeEntry("Connect"), routeEntry("ConnectingWalletConnect")])))
    const host = await show(handle, view())
    await until(() => qr(host) !== null, "the QR code")
    run(handle, wallet.approve({ chains: ["eip155:1"], accounts: [`eip155:1:${ALICE}`] }))
    await until(() => accountStatus(handle) === "connected", "connected")
    expect(pairingUri(handle)).toBeUndefined()
    expect(history(handle).map(([name]) => name)).toEqual(["Account"])
  })
})

describe("a catalogue wallet that is not installed", () => {
  it("opens its QR view, named for the wallet", async () => {
    const { handle } = scene()
    run(
      handle,
      Effect.flatMap(WalletCatalogue, (catalogue) =>
        Ref.set(catalogue.state, { ...INITIAL_WALLET_CATALOGUE, recommended: [{ id: "w1", name: "Harbor Vault" }] })
      )
    )
    const host = await show(handle, view({ walletId: "w1" }))
    await until(() => qr(host) !== null, "the QR code")
    expect(qr(host)?.getAttribute("aria-label")).toBe("QR code to connect Harbor Vault")
    expect(host.textContent).toContain("Scan this QR code with Harbor Vault on your phone")
  })
})

const LANTERN = { id: "lantern", name: "Lantern Wallet", mobile_link: "lantern://", desktop_link: "lantern-desktop://" }
const listLantern = (handle: AppHandle) =>
  run(
    handle,
    Effect.flatMap(WalletCatalogue, (catalogue) =>
      Ref.set(catalogue.state, { ...INITIAL_WALLET_CATALOGUE, count: 437, featured: [LANTERN] })
    )
  )

describe("the wallet's deep links", () => {
  it("on a computer, Open the desktop app follows its link in a new tab and keeps it as the deep-link choice", async () => {
    const { handle } = scene()
    listLantern(handle)
    const host = await show(handle, view({ walletId: "lantern" }))
    await until(() => qr(host) !== null, "the QR code")
    await act(async () => button(host, "Open the desktop app").click())
    const uri = pairingUri(handle)!
    expect(opened).toEqual([{ url: `lantern-desktop://wc?uri=${encodeURIComponent(uri)}`, target: "new-tab" }])
    expect(JSON.parse(localStorage.getItem("WALLETCONNECT_DEEPLINK_CHOICE") ?? "null")).toEqual({ href: "lantern-desktop://", name: "Lantern Wallet" })
  })

  it("on a phone, Continue in the wallet: Open follows its link in the same tab", async () => {
    const { handle } = scene({ isMobile: true })
    listLantern(handle)
    const host = await show(handle, view({ walletId: "lantern" }))
    await until(() => pairingUri(handle) !== undefined && !button(host, "Open Lantern Wallet").disabled, "the link")
    expect(host.textContent).toContain("Continue in Lantern Wallet")
    await act(async () => button(host, "Open Lantern Wallet").click())
    expect(opened).toEqual([{ url: `lantern://wc?uri=${encodeURIComponent(pairingUri(handle)!)}`, target: "same-tab" }])
    expect(JSON.parse(localStorage.getItem("WALLETCONNECT_DEEPLINK_CHOICE") ?? "null")).toEqual({ href: "lantern://", name: "Lantern Wallet" })
  })
})

describe("on Telegram and in Safari on iOS (SPEC §4)", () => {
  for (const [where, platform] of [
    ["Telegram", { isTelegram: true }],
    ["Safari on iOS", { isIos: true, isSafari: true, isMobile: true }]
  ] as const) {
    it(`${where}: leaving keeps the pairing in flight, and the view opened again shows the same URI`, async () => {
      const { handle, wallet } = scene(platform)
      let host = await show(handle, view())
      await until(() => qr(host) !== null, "the QR code")
      const first = pairingUri(handle)
      await act(async () => root!.unmount())
      await settle()
      expect(pairingUri(handle)).toBe(first)
      expect(accountStatus(handle)).toBe("connecting")
      host = await show(handle, view())
      await settle()
      expect(qr(host)).not.toBeNull()
      expect(run(handle, wallet.uris)).toEqual([first])
      run(handle, wallet.approve({ chains: ["eip155:1"], accounts: [`eip155:1:${ALICE}`] }))
      await until(() => accountStatus(handle) === "connected", "connected")
    })
  }
})

describe("basic mode (ConnectingWalletConnectBasic)", () => {
  it("on a computer: the QR code any wallet scans, Copy link and All Wallets with the count", async () => {
    const { handle } = scene({}, { basic: true })
    listLantern(handle)
    const host = await show(handle, view())
    await until(() => qr(host) !== null, "the QR code")
    expect(host.querySelector("[data-testid=walletconnect-basic]")).not.toBeNull()
    expect(qr(host)?.getAttribute("aria-label")).toBe("QR code to connect your wallet")
    expect(button(host, "Copy link").disabled).toBe(false)
    await act(async () => host.querySelector<HTMLButtonElement>("[data-testid=all-wallets-row]")!.click())
    await settle()
    expect(history(handle).at(-1)?.[0]).toBe("AllWallets")
  })

  it("on a phone: the wallets to open and no pairing until one is chosen, which then pairs in place", async () => {
    const { handle } = scene({ isMobile: true }, { basic: true })
    listLantern(handle)
    const host = await show(handle, view())
    await settle()
    expect(qr(host)).toBeNull()
    expect(pairingUri(handle)).toBeUndefined()
    const row = host.querySelector<HTMLButtonElement>("[data-testid=catalogue-row]")!
    expect(row.textContent).toContain("Lantern Wallet")
    await act(async () => row.click())
    await until(() => pairingUri(handle) !== undefined, "the pairing")
    expect(host.textContent).toContain("Continue in Lantern Wallet")
  })

  it("the view named ConnectingWalletConnectBasic is basic mode without the basic option", async () => {
    const { handle } = scene({})
    listLantern(handle)
    const host = await show(handle, <ConnectingWalletConnectBasicView data={undefined} />)
    await until(() => qr(host) !== null, "the QR code")
    expect(host.querySelector("[data-testid=walletconnect-basic]")).not.toBeNull()
  })
})

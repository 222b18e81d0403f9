// @vitest-environment happy-dom
/**
 * Connect under AppKit's three layout features (SPEC §9): `emailShowWallets: false` puts the wallets
 * behind "Continue with a wallet" while email or social login shows, `collapseWallets: true` does so
 * always, and that button opens ConnectWallets (the wallet list alone, titled "Connect Wallet");
 * `legalCheckbox: true` shows the terms checkbox, linked to the host's pages, and every way to
 * connect is disabled until it is checked, an agreement kept when the visitor comes back. Each
 * markup passes axe-core.
 */
import axe from "axe-core"
import { Effect, Ref, SynchronizedRef } from "effect"
import { act } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { AppKitOptions } from "../../../../core/config/AppKitOptions.js"
import { Features } from "../../../../core/services/Features.js"
import { Router } from "../../../../core/services/Router.js"
import type { Connector } from "../../../../schemas/Connector.js"
import type { AppHandle } from "../../../../shell/runtime/AppHandle.js"
import { HandleContext } from "../../../../shell/runtime/HandleContext.js"
import { ENGLISH } from "../../../../shell/i18n/english.js"
import { TextsContext } from "../../../../shell/i18n/TextsContext.js"
import ConnectView from "../../../../shell/views/ConnectView.js"
import ConnectWalletsView from "../../../../shell/views/ConnectWalletsView.js"
import { viewFor } from "../../../../shell/views/registry.js"
import "../../../../shell/views/builtInViews.js"
import { useReactRoot } from "../../support/reactRoot.js"
import { makeHandle, seed, seedConnectors } from "../viewEnv.js"

const root = useReactRoot()
const handles: Array<AppHandle> = []
const devWallet: Connector = { id: "org.doorway.devwallet", name: "Doorway Dev Wallet", type: "ANNOUNCED", chain: "eip155" }

beforeEach(() => {
  // The wallet lists, the origin check and the secure frame find no service here.
  vi.stubGlobal("fetch", () => Promise.reject(new TypeError("offline")))
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

const handle = (options: Partial<AppKitOptions>) => {
  const made = makeHandle(options)
  handles.push(made)
  seedConnectors(made, (state) => ({ ...state, connectors: [devWallet] }))
  seed(made, Effect.flatMap(Router, (router) => Ref.set(router.history, [{ view: "Connect" }])))
  return made
}

const views = (made: AppHandle) => seed(made, Effect.flatMap(Router, (router) => Effect.map(Ref.get(router.history), (history) => history.map((entry) => entry.view))))

/** Connect mounted with its sections loaded. */
const showConnect = async (made: AppHandle): Promise<HTMLElement> => {
  const host = await root.mount(
    <HandleContext value={made}><TextsContext value={ENGLISH}>
      <ConnectView />
    </TextsContext></HandleContext>
  )
  await vi.waitFor(() => expect(host.querySelector("[aria-busy=true]")).toBeNull())
  return host
}

/** A button by its name: its label, or else its text (a list row's name, without its tag). */
const button = (host: HTMLElement, name: string): HTMLButtonElement | undefined =>
  [...host.querySelectorAll("button")].find(
    (candidate) => (candidate.getAttribute("aria-label") ?? candidate.querySelector(".doorway-list-name")?.textContent ?? candidate.textContent) === name
  )

const walletRow = (host: HTMLElement) => button(host, "Doorway Dev Wallet")
const continueWithAWallet = (host: HTMLElement) => button(host, "Continue with a wallet")

/** axe-core's violations in the markup (colour contrast needs a layout, which the DOM here lacks). */
const violations = async (host: HTMLElement): Promise<ReadonlyArray<string>> =>
  (await axe.run(host, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } })).violations.map((violation) => violation.id)

describe("emailShowWallets and collapseWallets", () => {
  it("by default the wallets are listed under email and social login, with no Continue with a wallet", async () => {
    const host = await showConnect(handle({}))
    expect(walletRow(host)).toBeDefined()
    expect(continueWithAWallet(host)).toBeUndefined()
  })

  it("emailShowWallets false beside email login: Continue with a wallet in the list's place, which opens ConnectWallets", async () => {
    const made = handle({ features: { emailShowWallets: false } })
    const host = await showConnect(made)
    expect(host.querySelector("input[type=email]")).not.toBeNull()
    expect(walletRow(host)).toBeUndefined()
    expect(await violations(host)).toEqual([])
    act(() => continueWithAWallet(host)?.click())
    await vi.waitFor(() => expect(views(made)).toEqual(["Connect", "ConnectWallets"]))
  })

  it("emailShowWallets false with neither email nor social login: the wallets are listed", async () => {
    const host = await showConnect(handle({ features: { emailShowWallets: false, email: false, socials: false } }))
    expect(walletRow(host)).toBeDefined()
    expect(continueWithAWallet(host)).toBeUndefined()
  })

  it("collapseWallets true: the wallets are behind Continue with a wallet even without email or social login", async () => {
    const made = handle({ features: { collapseWallets: true, email: false, socials: false } })
    const host = await showConnect(made)
    expect(walletRow(host)).toBeUndefined()
    act(() => continueWithAWallet(host)?.click())
    await vi.waitFor(() => expect(views(made)).toEqual(["Connect", "ConnectWallets"]))
  })

  it("ConnectWallets, titled Connect Wallet, lists the wallets Connect would, and they connect", async () => {
    expect(viewFor("ConnectWallets")?.title).toBe("Connect Wallet")
    const made = handle({ features: { collapseWallets: true } })
    const host = await root.mount(
      <HandleContext value={made}><TextsContext value={ENGLISH}>
        <ConnectWalletsView />
      </TextsContext></HandleContext>
    )
    await vi.waitFor(() => expect(walletRow(host)).toBeDefined())
    expect(button(host, "All Wallets")).toBeDefined()
    expect(continueWithAWallet(host)).toBeUndefined()
    expect(await violations(host)).toEqual([])
    act(() => walletRow(host)?.click())
    await vi.waitFor(() => expect(views(made)).toEqual(["Connect", "ConnectingExternalWallet"]))
  })
})

describe("legalCheckbox", () => {
  const terms = { termsConditionsUrl: "https://app.example/terms", privacyPolicyUrl: "https://app.example/privacy" }
  const checkbox = (host: HTMLElement) => host.querySelector<HTMLInputElement>("input[type=checkbox]")
  /** Whether each control of the connect sections is disabled (a browser disables all in a disabled fieldset). */
  const controls = (host: HTMLElement) =>
    [...host.querySelectorAll<HTMLButtonElement | HTMLInputElement>("[data-connect-method] button, [data-connect-method] input")].map((control) =>
      control.closest("fieldset")?.disabled === true || control.disabled
    )

  it("off by default: no checkbox, every way to connect enabled", async () => {
    const host = await showConnect(handle(terms))
    expect(checkbox(host)).toBeNull()
    expect(controls(host)).not.toContain(true)
  })

  it("shows a labelled checkbox linking the host's terms and privacy pages; the wallet rows, email and socials wait for it", async () => {
    const made = handle({ ...terms, features: { legalCheckbox: true } })
    const host = await showConnect(made)
    const box = checkbox(host)
    expect(box?.checked).toBe(false)
    expect(box?.closest("label")?.textContent).toBe("I agree to the Terms of Service and Privacy Policy")
    expect([...host.querySelectorAll("label a")].map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Terms of Service", "https://app.example/terms"],
      ["Privacy Policy", "https://app.example/privacy"]
    ])
    expect(await violations(host)).toEqual([])
    // The email field and its button, the social row, the wallet row and All Wallets: none usable yet.
    expect(controls(host).length).toBeGreaterThanOrEqual(4)
    expect(controls(host)).not.toContain(false)

    act(() => box?.click())
    expect(controls(host)).not.toContain(true)
    act(() => walletRow(host)?.click())
    await vi.waitFor(() => expect(views(made)).toEqual(["Connect", "ConnectingExternalWallet"]))
  })

  it("disables Continue with a wallet too; the agreement holds when Connect shows again", async () => {
    const made = handle({ features: { legalCheckbox: true, emailShowWallets: false } })
    const host = await showConnect(made)
    // Without the host's pages the words are not links.
    expect(host.querySelectorAll("label a")).toHaveLength(0)
    expect(continueWithAWallet(host)?.closest("fieldset")?.disabled).toBe(true)
    act(() => checkbox(host)?.click())
    expect(continueWithAWallet(host)?.closest("fieldset")?.disabled).toBe(false)

    await root.unmount()
    const again = await showConnect(made)
    expect(checkbox(again)?.checked).toBe(true)
    expect(continueWithAWallet(again)?.closest("fieldset")?.disabled).toBe(false)
  })
})

describe("reownBranding", () => {
  const mark = (host: HTMLElement) => [...host.querySelectorAll("p")].find((p) => p.textContent === "UX by Doorway")

  it("on by default: the brand mark under the ways to connect, axe clean", async () => {
    const host = await showConnect(handle({}))
    expect(mark(host)).toBeDefined()
    expect(await violations(host)).toEqual([])
  })

  it("off in the features in effect (the project's reown_branding): no mark", async () => {
    const made = handle({})
    seed(made, Effect.flatMap(Features, (features) => SynchronizedRef.update(features.state, (state) => ({ ...state, reownBranding: false }))))
    expect(mark(await showConnect(made))).toBeUndefined()
  })
})

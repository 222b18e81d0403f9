// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { useReactRoot } from "../../support/reactRoot.js"
import { ConnectingWalletConnect } from "../../../../shell/views/walletconnect/ConnectingWalletConnect.js"
import type { ConnectingWalletConnectProps } from "../../../../shell/views/walletconnect/ConnectingWalletConnect.js"
import { COMPUTER, lantern, PHONE, recorded, URI } from "./walletConnectViews.js"

const { mount: show, unmount } = useReactRoot()

const button = (host: HTMLElement, text: string): HTMLButtonElement => {
  const found = [...host.querySelectorAll("button")].find((b) => b.textContent?.trim() === text)
  if (found === undefined) throw new Error(`no button "${text}" in: ${host.textContent ?? ""}`)
  return found
}

const click = (element: HTMLElement) => act(async () => element.click())

const view = (props: Partial<ConnectingWalletConnectProps>, handlers: ReturnType<typeof recorded>["handlers"]) => (
  <ConnectingWalletConnect uri={URI} expired={false} wallet={undefined} walletImageSrc={undefined} platform={COMPUTER} {...handlers} {...props} />
)

describe("ConnectingWalletConnect", () => {
  it("while the URI is being made: the QR square says so, Copy link waits", async () => {
    const { handlers, calls } = recorded()
    const host = await show(view({ uri: undefined }, handlers))
    expect(host.querySelector("[data-testid=walletconnect]")?.getAttribute("data-status")).toBe("preparing")
    expect(host.querySelector("[role=status]")?.textContent).toContain("Preparing the QR code")
    expect(host.querySelector("svg[role=img]")).toBeNull()
    expect(button(host, "Copy link").disabled).toBe(true)
    await click(button(host, "Copy link"))
    expect(calls.copied).toEqual([])
  })

  it("on a computer: the QR code for any wallet and Copy link, which hands the URI over", async () => {
    const { handlers, calls } = recorded()
    const host = await show(view({}, handlers))
    expect(host.querySelector("svg[role=img]")?.getAttribute("aria-label")).toBe("QR code to connect your wallet")
    expect(host.textContent).toContain("Scan this QR code with your phone's wallet app")
    await click(button(host, "Copy link"))
    expect(calls.copied).toEqual([URI])
    expect(host.textContent).not.toContain("Open")
  })

  it("on a computer with a catalogue wallet: its image in the code, its desktop and web apps", async () => {
    const { handlers, calls } = recorded()
    const host = await show(view({ wallet: lantern, walletImageSrc: "https://images.test/lantern.png" }, handlers))
    expect(host.querySelector("svg[role=img]")?.getAttribute("aria-label")).toBe("QR code to connect Lantern Wallet")
    expect(host.querySelector("svg image")?.getAttribute("href")).toBe("https://images.test/lantern.png")
    expect(host.textContent).toContain("Scan this QR code with Lantern Wallet on your phone")
    await click(button(host, "Open the desktop app"))
    await click(button(host, "Open the web app"))
    expect(calls.opened.map((link) => [link.url, link.href, link.name, link.target])).toEqual([
      [`lantern-desktop://wc?uri=${encodeURIComponent(URI)}`, "lantern-desktop://", "Lantern Wallet", "new-tab"],
      [`https://app.lantern.example/wc?uri=${encodeURIComponent(URI)}`, "https://app.lantern.example/", "Lantern Wallet", "new-tab"]
    ])
  })

  it("on a phone with a wallet that has a mobile link: Continue in the wallet, Open first, no code", async () => {
    const { handlers, calls } = recorded()
    const host = await show(view({ wallet: lantern, platform: PHONE }, handlers))
    expect(host.querySelector("[role=status]")?.textContent).toBe("Continue in Lantern Wallet")
    expect(host.querySelector("svg[role=img]")).toBeNull()
    await click(button(host, "Open Lantern Wallet"))
    expect(calls.opened).toEqual([
      { url: `lantern://wc?uri=${encodeURIComponent(URI)}`, href: "lantern://", kind: "native", name: "Lantern Wallet", target: "same-tab" }
    ])
    await click(button(host, "Copy link"))
    expect(calls.copied).toEqual([URI])
  })

  it("on a phone in Telegram on Android: Open carries the URI encoded twice", async () => {
    const { handlers, calls } = recorded()
    const host = await show(view({ wallet: lantern, platform: { isMobile: true, isTelegram: true, isAndroid: true } }, handlers))
    await click(button(host, "Open Lantern Wallet"))
    expect(calls.opened[0]?.url).toBe(`lantern://wc?uri=${encodeURIComponent(encodeURIComponent(URI))}`)
  })

  it("on a phone before the URI: Open waits", async () => {
    const { handlers, calls } = recorded()
    const host = await show(view({ wallet: lantern, platform: PHONE, uri: undefined }, handlers))
    expect(button(host, "Preparing the link").disabled).toBe(true)
    await click(button(host, "Preparing the link"))
    expect(calls.opened).toEqual([])
  })

  it("on a phone with a wallet without a usable mobile link: the code and Copy link", async () => {
    const { handlers } = recorded()
    for (const mobile_link of [null, "javascript:alert(1)"]) {
      const host = await show(view({ wallet: { ...lantern, mobile_link }, platform: PHONE }, handlers))
      expect(host.querySelector("svg[role=img]")).not.toBeNull()
      expect(host.textContent).not.toContain("Open")
      await unmount()
    }
  })

  it("when the request expired: no code, Try again asks for a new URI", async () => {
    const { handlers, calls } = recorded()
    const host = await show(view({ expired: true }, handlers))
    expect(host.querySelector("[data-testid=walletconnect]")?.getAttribute("data-status")).toBe("expired")
    expect(host.querySelector("[role=alert]")?.textContent).toBe("This connection request has expired")
    expect(host.querySelector("svg[role=img]")).toBeNull()
    await click(button(host, "Try again"))
    expect(calls.retries).toBe(1)
  })

  it("when the pairing failed: the catalogue's text and Try again", async () => {
    const { handlers, calls } = recorded()
    const host = await show(view({ error: "Connection rejected", wallet: lantern, platform: PHONE }, handlers))
    expect(host.querySelector("[data-testid=walletconnect]")?.getAttribute("data-status")).toBe("failed")
    expect(host.querySelector("[role=alert]")?.textContent).toBe("Connection rejected")
    await click(button(host, "Try again"))
    expect(calls.retries).toBe(1)
  })
})

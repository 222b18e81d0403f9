// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { useReactRoot } from "../../support/reactRoot.js"
import { ConnectingWalletConnectBasic } from "../../../../shell/views/walletconnect/ConnectingWalletConnectBasic.js"
import { COMPUTER, PHONE, recorded, URI } from "./walletConnectViews.js"

const { mount: show } = useReactRoot()

const wallets = <ul data-testid="wallet-list" aria-label="Wallets"><li>Lantern Wallet</li></ul>

describe("ConnectingWalletConnectBasic", () => {
  it("on a computer: the QR code for any wallet, Copy link, then All Wallets", async () => {
    const { handlers, calls } = recorded()
    let all = 0
    const host = await show(
      <ConnectingWalletConnectBasic uri={URI} expired={false} platform={COMPUTER} wallets={wallets} onAllWallets={() => (all += 1)} allWalletsTag="420+" {...handlers} />
    )
    expect(host.querySelector("svg[role=img]")?.getAttribute("aria-label")).toBe("QR code to connect your wallet")
    expect(host.querySelector("[data-testid=wallet-list]")).toBeNull()
    const row = host.querySelector<HTMLButtonElement>("[data-testid=all-wallets-row]")!
    expect(row.textContent).toBe("All Wallets420+")
    await act(async () => row.click())
    expect(all).toBe(1)
    await act(async () => [...host.querySelectorAll("button")].find((b) => b.textContent === "Copy link")!.click())
    expect(calls.copied).toEqual([URI])
  })

  it("on a phone: the wallets to open, then All Wallets, and no code", async () => {
    const { handlers } = recorded()
    const host = await show(<ConnectingWalletConnectBasic uri={URI} expired={false} platform={PHONE} wallets={wallets} onAllWallets={() => undefined} {...handlers} />)
    expect(host.querySelector("[data-testid=wallet-list]")?.textContent).toBe("Lantern Wallet")
    expect(host.querySelector("svg[role=img]")).toBeNull()
    expect(host.querySelector("[data-testid=all-wallets-row]")).not.toBeNull()
  })

  it("without All Wallets when the host turned it off; an expired request offers Try again", async () => {
    const { handlers, calls } = recorded()
    const host = await show(<ConnectingWalletConnectBasic uri={URI} expired platform={COMPUTER} wallets={wallets} onAllWallets={undefined} {...handlers} />)
    expect(host.querySelector("[data-testid=all-wallets-row]")).toBeNull()
    await act(async () => [...host.querySelectorAll("button")].find((b) => b.textContent === "Try again")!.click())
    expect(calls.retries).toBe(1)
  })
})

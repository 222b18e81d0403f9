import { afterEach, describe, expect, it } from "vitest"
import { Effect, Ref } from "effect"
import { ChainState } from "../../../core/services/ChainState.js"
import { Features } from "../../../core/services/Features.js"
import type { AppKitOptions } from "../../../core/config/AppKitOptions.js"
import type { CaipAddress } from "../../../schemas/Caip.js"
import type { AccountState } from "../../../schemas/Account.js"
import { mainnet, sepolia } from "../../../core/networks/index.js"
import type { Network } from "../../../schemas/Network.js"
import type { AppHandle } from "../../../shell/runtime/AppHandle.js"
import AccountView from "../../../shell/views/AccountView.js"
import { connectEvmAccount } from "../support/evmAccount.js"
import { ADDRESS, makeHandle, render, seed } from "./viewEnv.js"

const handles: Array<AppHandle> = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

const connected = (account: Partial<AccountState> = {}, network: Network = mainnet, options: Partial<AppKitOptions> = {}): AppHandle => {
  const handle = makeHandle(options)
  handles.push(handle)
  seed(handle, connectEvmAccount(network, ADDRESS, { balance: "10000.123456", balanceSymbol: "ETH", ...account }))
  return handle
}

describe("Account view", () => {
  it("shows the address cut to 4 + 6 characters, the balance to 2 decimals and the network", () => {
    const html = render(connected(), <AccountView />)
    expect(html).toContain(">0x70\u2026dc79C8<")
    expect(html).toContain(`data-address="${ADDRESS}"`)
    expect(html).toContain(">10,000.12 ETH<")
    expect(html).toContain(">Ethereum<")
  })

  it("names its network button like the page's network button: 'Network: Ethereum'", () => {
    const html = render(connected(), <AccountView />)
    expect(html).toMatch(/<button[^>]*data-testid="network-button"[^>]*aria-label="Network: Ethereum"/)
  })

  it("draws the avatar from the address's tints when there is no profile image", () => {
    const html = render(connected(), <AccountView />)
    expect(html).toContain('data-testid="generated-avatar"')
    expect(html).toContain("--doorway-avatar-1:rgb(112, 153, 121)")
    expect(html).toContain("--doorway-avatar-5:rgb(198, 214, 201)")
  })

  it("shows the profile name and image when the identity service has them", () => {
    const html = render(connected({ profileName: "vitalik.eth", profileImage: "https://avatar.test/v.png" }), <AccountView />)
    expect(html).toContain(">vitalik.eth<")
    expect(html).toContain('src="https://avatar.test/v.png"')
    expect(html).not.toContain("generated-avatar")
  })

  it("links the address page of the block explorer", () => {
    const html = render(connected(), <AccountView />)
    expect(html).toContain(`href="${mainnet.blockExplorers?.default.url}/address/${ADDRESS}"`)
    const ownUrl = render(connected({ addressExplorerUrl: "javascript:alert(1)" }), <AccountView />)
    expect(ownUrl).not.toContain("javascript:")
  })

  it("shows the balance as the balance fetch left it (0.00 on a testnet)", () => {
    const html = render(connected({ balance: "0.00" }, sepolia), <AccountView />)
    expect(html).toContain(">0.00 ETH<")
    expect(html).toContain(">Sepolia<")
  })

  it("has Disconnect, and the Tokens, NFTs and Activity tabs, Tokens first and selected", () => {
    const html = render(connected(), <AccountView />)
    expect(html).toContain(">Disconnect<")
    expect(html.match(/role="tab"/g)).toHaveLength(3)
    expect([...html.matchAll(/data-testid="account-tab-(\w+)">(\w+)</g)].map((m) => m[2])).toEqual(["Tokens", "NFTs", "Activity"])
    expect(html).toMatch(/aria-selected="true"[^>]*data-testid="account-tab-tokens"/)
    expect(html).not.toMatch(/later version|not available yet/i)
  })

  /** The labels of the tabs shown, in order. */
  const tabLabels = (html: string): ReadonlyArray<string | undefined> =>
    [...html.matchAll(/role="tab"[^>]*>(\w+)</g)].map((m) => m[1])

  it("has no Activity tab when the host turns features.activity off", () => {
    const html = render(connected({}, mainnet, { features: { activity: false } }), <AccountView />)
    expect(tabLabels(html)).toEqual(["Tokens", "NFTs"])
    expect(html).not.toContain(">Activity<")
  })

  it("has no Activity tab when the host turns it off under its former name, features.history", () => {
    const html = render(connected({}, mainnet, { features: { history: false } }), <AccountView />)
    expect(tabLabels(html)).toEqual(["Tokens", "NFTs"])
  })

  it("has no Activity tab in basic mode", () => {
    const html = render(connected({}, mainnet, { basic: true }), <AccountView />)
    expect(tabLabels(html)).toEqual(["Tokens", "NFTs"])
  })

  it("follows the project's activity feature over the host's option, either way", () => {
    const off = connected({}, mainnet, { features: { activity: true } })
    seed(off, Effect.flatMap(Features, (features) => Ref.update(features.state, (state) => ({ ...state, activity: false }))))
    expect(tabLabels(render(off, <AccountView />))).toEqual(["Tokens", "NFTs"])
    const on = connected({}, mainnet, { features: { activity: false } })
    seed(on, Effect.flatMap(Features, (features) => Ref.update(features.state, (state) => ({ ...state, activity: true }))))
    expect(tabLabels(render(on, <AccountView />))).toEqual(["Tokens", "NFTs", "Activity"])
  })

  /** The labels of the wallet-feature buttons, in order. */
  const featureLabels = (html: string): ReadonlyArray<string | undefined> =>
    [...html.matchAll(/data-testid="wallet-feature-\w+">(\w+)</g)].map((m) => m[1])

  it("offers Swap and Buy as the project's configuration says, over the host's options", () => {
    const handle = connected()
    // Buy also depends on the device's time zone (SPEC §9), so only Swap is pinned here.
    expect(featureLabels(render(handle, <AccountView />))).toEqual(expect.arrayContaining(["Swap", "Receive", "Send"]))
    seed(handle, Effect.flatMap(Features, (features) => Ref.update(features.state, (state) => ({ ...state, swaps: false as const, onramp: false as const }))))
    expect(featureLabels(render(handle, <AccountView />))).toEqual(["Receive", "Send"])
  })

  it("offers neither Swap nor Buy in basic mode", () => {
    expect(featureLabels(render(connected({}, mainnet, { basic: true }), <AccountView />))).toEqual(["Receive", "Send"])
  })

  it("shows a loading indicator, not a number, before the balance is read", () => {
    const html = render(connected({ balance: undefined, balanceSymbol: undefined }), <AccountView />)
    expect(html).toContain('aria-label="Loading balance"')
    expect(html).not.toContain('data-testid="account-balance"')
    expect(html).not.toMatch(/0\.00/)
  })

  it("shows no number when the balance could not be read", () => {
    const handle = connected({ balance: undefined, balanceSymbol: undefined })
    seed(
      handle,
      Effect.flatMap(ChainState, (state) =>
        Ref.set(state.balanceFailures, new Map([[`${mainnet.caipNetworkId}:${ADDRESS}` as CaipAddress, 1_000]]))
      )
    )
    const html = render(handle, <AccountView />)
    expect(html).not.toContain('data-testid="account-balance"')
    expect(html).not.toContain("Loading balance")
    expect(html).not.toMatch(/0\.00|ETH</)
    expect(html).toContain(">Disconnect<")
  })

  it("offers to connect when nothing is connected", () => {
    const handle = makeHandle()
    handles.push(handle)
    expect(render(handle, <AccountView />)).toContain("No account connected")
  })
})

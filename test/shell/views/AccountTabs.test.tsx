// @vitest-environment happy-dom
/**
 * The Account view's tabs are drawn again only for another account or network: the account's
 * balance, name or status arriving redraws the Account view, not its token list or activity page.
 */
import { act, useState } from "react"
import { createRoot } from "react-dom/client"
import { ENGLISH } from "../../../shell/i18n/english.js"
import { TextsContext } from "../../../shell/i18n/TextsContext.js"
import type { Root } from "react-dom/client"
import { afterEach, describe, expect, it, vi } from "vitest"
import { mainnet, polygon } from "../../../core/networks/index.js"
import type { Network } from "../../../schemas/Network.js"
import { AccountTabs } from "../../../shell/views/account/AccountTabs.js"
import type * as AccountTabsModule from "../../../shell/views/account/accountTabs.js"

const drawn = vi.hoisted(() => ({ count: 0 }))
// Each drawing of the tabs asks for the tabs of the chain family once.
vi.mock("../../../shell/views/account/accountTabs.js", async (original) => {
  const actual = await original<typeof AccountTabsModule>()
  return {
    ...actual,
    accountTabsFor: (...args: Parameters<typeof actual.accountTabsFor>) => {
      drawn.count += 1
      return actual.accountTabsFor(...args)
    }
  }
})

// React warns unless it is told the test drives `act` itself.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const roots: Array<Root> = []
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount())
})

/** Renders the tabs under a parent that redraws with a new balance or network. */
const mount = () => {
  drawn.count = 0
  let setBalance: (balance: string) => void = () => undefined
  let setNetwork: (network: Network) => void = () => undefined
  const Parent = () => {
    const [balance, changeBalance] = useState("0.00")
    const [network, changeNetwork] = useState<Network>(mainnet)
    setBalance = changeBalance
    setNetwork = changeNetwork
    return (
      <div>
        <p>{balance}</p>
        {/* Bitcoin has no tabs: what is counted is AccountTabs itself, without a panel's chunk. */}
        <AccountTabs namespace="bip122" activity address={ADDRESS} network={network} />
      </div>
    )
  }
  const root = createRoot(document.createElement("div"))
  roots.push(root)
  act(() => root.render(<TextsContext value={ENGLISH}><Parent /></TextsContext>))
  return { renders: () => drawn.count, setBalance: (b: string) => act(() => setBalance(b)), setNetwork: (n: Network) => act(() => setNetwork(n)) }
}

describe("Account tabs", () => {
  it("are not drawn again when only the account's other details change", () => {
    const tabs = mount()
    expect(tabs.renders()).toBe(1)
    tabs.setBalance("1.00")
    tabs.setBalance("2.00")
    expect(tabs.renders()).toBe(1)
  })

  it("are drawn again for another network", () => {
    const tabs = mount()
    tabs.setNetwork(polygon)
    expect(tabs.renders()).toBe(2)
  })
})

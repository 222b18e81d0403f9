import { afterEach, describe, expect, it } from "vitest"
import { mainnet, polygon, sepolia, solana } from "../../../core/networks/index.js"
import { unsupportedNetwork } from "../../../core/network/unsupportedNetwork.js"
import type { Network } from "../../../schemas/Network.js"
import type { AppHandle } from "../../../shell/runtime/AppHandle.js"
import SwitchActiveChainView from "../../../shell/views/SwitchActiveChainView.js"
import SwitchNetworkView from "../../../shell/views/SwitchNetworkView.js"
import UnsupportedChainView from "../../../shell/views/UnsupportedChainView.js"
import { connectEvmAccount } from "../support/evmAccount.js"
import { ADDRESS, makeHandle, occurrences, render, seed } from "./viewEnv.js"

const handles: Array<AppHandle> = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

const onNetwork = (network: Network): AppHandle => {
  const handle = makeHandle({ networks: [mainnet, polygon, sepolia, solana] })
  handles.push(handle)
  seed(handle, connectEvmAccount(network, ADDRESS))
  return handle
}

describe("SwitchNetwork view", () => {
  it("lists the app's networks with the current one marked", () => {
    const html = render(onNetwork(polygon), <SwitchNetworkView data={undefined} />)
    expect(occurrences(html, 'data-testid="network-row"')).toBe(4)
    expect(html).toMatch(/aria-current="true"[^>]*>.*?Polygon.*?Connected/)
    expect(html).toContain(">Testnet<")
  })

  it("with nothing connected marks the selected network without calling it Connected", () => {
    const handle = makeHandle({ networks: [mainnet, polygon, sepolia, solana] })
    handles.push(handle)
    const html = render(handle, <SwitchNetworkView data={undefined} />)
    expect(html).toMatch(/aria-current="true"[^>]*>.*?Ethereum/)
    expect(occurrences(html, 'aria-current="true"')).toBe(1)
    expect(html).not.toContain("Connected")
  })

  it("opened for one network, asks to approve the switch in the wallet", () => {
    const html = render(onNetwork(mainnet), <SwitchNetworkView data={{ caipNetworkId: polygon.caipNetworkId }} />)
    expect(html).toContain("Switch to Polygon")
    expect(html).toContain("Approve the switch in your wallet")
  })
})

describe("UnsupportedChain view", () => {
  it("explains, names the wallet's network and lists the networks of its family to switch to", () => {
    const html = render(onNetwork(unsupportedNetwork(999)), <UnsupportedChainView />)
    expect(html).toContain("doesn&#x27;t support the network your wallet is on")
    expect(html).toContain("chain 999")
    expect(occurrences(html, 'data-testid="network-row"')).toBe(3)
    expect(html).not.toContain(">Solana<")
    expect(html).toContain(">Disconnect<")
  })
})

describe("SwitchActiveChain view", () => {
  it("offers to switch to the other chain family", () => {
    const html = render(
      onNetwork(mainnet),
      <SwitchActiveChainView data={{ caipNetworkId: solana.caipNetworkId, navigateTo: "Connect", replace: true }} />
    )
    expect(html).toContain("Switch to Solana")
    expect(html).toContain(">Switch<")
  })

  it("says so for a network the app does not have", () => {
    expect(render(onNetwork(mainnet), <SwitchActiveChainView data={{ caipNetworkId: "eip155:5" }} />)).toContain("Network not found")
  })
})

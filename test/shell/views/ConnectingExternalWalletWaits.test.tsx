// @vitest-environment happy-dom
/**
 * ConnectingExternalWallet opened by a program that is already asking the wallet (a switch from
 * ProfileWallets) waits for that attempt. Its chunk can come in after the attempt has ended: the
 * view must then not ask the wallet a second time, whose answer would move the modal to Account
 * again after the switch had gone back to ProfileWallets.
 */
import { Effect } from "effect"
import { act } from "react"
import { createRoot } from "react-dom/client"
import type { Root } from "react-dom/client"
import { afterEach, describe, expect, it, vi } from "vitest"
import { mainnet } from "../../../core/networks/index.js"
import type { AppHandle } from "../../../shell/runtime/AppHandle.js"
import { HandleContext } from "../../../shell/runtime/HandleContext.js"
import { ENGLISH } from "../../../shell/i18n/english.js"
import { TextsContext } from "../../../shell/i18n/TextsContext.js"
import ConnectingExternalWalletView from "../../../shell/views/ConnectingExternalWalletView.js"
import type * as ConnectWalletModule from "../../../core/connection/connectWallet.js"
import { connectEvmAccount } from "../support/evmAccount.js"
import { ADDRESS, makeHandle, seed, seedConnectors } from "./viewEnv.js"

const asked = vi.hoisted(() => ({ connectorIds: [] as Array<string> }))
vi.mock("../../../core/connection/connectWallet.js", async (original) => {
  const actual = await original<typeof ConnectWalletModule>()
  return {
    ...actual,
    connectWallet: (connectorId: string) =>
      Effect.sync(() => {
        asked.connectorIds.push(connectorId)
      }).pipe(Effect.zipRight(Effect.never))
  }
})

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const DEV_WALLET = "org.doorway.devwallet"
const OTHER_WALLET = "org.doorway.other"
const handles: Array<AppHandle> = []
const roots: Array<Root> = []
afterEach(async () => {
  for (const root of roots.splice(0)) act(() => root.unmount())
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
  asked.connectorIds = []
})

/** An instance with two announced EVM wallets, `active` the one connected. */
const handleWith = (active: string): AppHandle => {
  const handle = makeHandle()
  handles.push(handle)
  seed(handle, connectEvmAccount(mainnet, ADDRESS))
  seedConnectors(handle, (state) => ({
    ...state,
    connectors: [
      { id: DEV_WALLET, name: "Doorway Dev Wallet", type: "ANNOUNCED" as const, chain: "eip155" as const },
      { id: OTHER_WALLET, name: "Other Wallet", type: "ANNOUNCED" as const, chain: "eip155" as const }
    ],
    activeConnectorIds: { eip155: active }
  }))
  return handle
}

const mount = (handle: AppHandle, data: { readonly connectorId: string; readonly asking?: boolean }): HTMLElement => {
  const container = document.createElement("div")
  const root = createRoot(container)
  roots.push(root)
  act(() =>
    root.render(
      <HandleContext value={handle}><TextsContext value={ENGLISH}>
        <ConnectingExternalWalletView data={data} />
      </TextsContext></HandleContext>
    )
  )
  return container
}

describe("ConnectingExternalWallet after another program's attempt", () => {
  it("does not ask again once that attempt connected the wallet, and says it is connected", () => {
    const view = mount(handleWith(DEV_WALLET), { connectorId: DEV_WALLET, asking: true })
    expect(asked.connectorIds).toEqual([])
    expect(view.querySelector("[data-testid=connecting-external]")?.getAttribute("data-status")).toBe("Succeeded")
    expect(view.textContent).toContain("Connected")
  })

  it("offers Try again when that attempt ended with another wallet still connected, and asks only when pressed", () => {
    const view = mount(handleWith(OTHER_WALLET), { connectorId: DEV_WALLET, asking: true })
    expect(asked.connectorIds).toEqual([])
    expect(view.querySelector("[data-testid=connecting-external]")?.getAttribute("data-status")).toBe("Failed")
    const retry = [...view.querySelectorAll("button")].find((button) => button.textContent === "Try again")
    act(() => retry?.click())
    expect(asked.connectorIds).toEqual([DEV_WALLET])
  })

  it("asks the wallet itself when opened from a wallet list", () => {
    const view = mount(handleWith(OTHER_WALLET), { connectorId: DEV_WALLET })
    expect(asked.connectorIds).toEqual([DEV_WALLET])
    expect(view.querySelector("[data-testid=connecting-external]")?.getAttribute("data-status")).toBe("Running")
  })
})

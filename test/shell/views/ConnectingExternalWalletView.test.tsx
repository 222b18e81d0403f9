import { afterEach, describe, expect, it } from "vitest"
import type { AppHandle } from "../../../shell/runtime/AppHandle.js"
import ConnectingExternalWalletView from "../../../shell/views/ConnectingExternalWalletView.js"
import { makeHandle, render, seedConnectors } from "./viewEnv.js"

const handles: Array<AppHandle> = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

describe("ConnectingExternalWallet view", () => {
  it("says to continue in the wallet, with its announced icon", () => {
    const handle = makeHandle()
    handles.push(handle)
    seedConnectors(handle, (state) => ({
      ...state,
      connectors: [
        { id: "org.doorway.devwallet", name: "Doorway Dev Wallet", type: "ANNOUNCED" as const, chain: "eip155" as const, info: { icon: "data:image/svg+xml;base64,REVW" } }
      ]
    }))
    const html = render(handle, <ConnectingExternalWalletView data={{ connectorId: "ORG.doorway.devwallet" }} />)
    expect(html).toContain("Continue in Doorway Dev Wallet")
    expect(html).toContain('src="data:image/svg+xml;base64,REVW"')
  })

  it("says so when the wallet is gone", () => {
    const handle = makeHandle()
    handles.push(handle)
    expect(render(handle, <ConnectingExternalWalletView data={{ connectorId: "gone" }} />)).toContain("Wallet not found")
  })
})

import { afterEach, describe, expect, it } from "vitest"
import { Effect, SubscriptionRef } from "effect"
import { INITIAL_WALLET_CATALOGUE, WalletCatalogue } from "../../../core/services/WalletCatalogue.js"
import type { AppHandle } from "../../../shell/runtime/AppHandle.js"
import ConnectingWalletConnectView from "../../../shell/views/ConnectingWalletConnectView.js"
import { makeHandle, render, seed } from "./viewEnv.js"

const handles: Array<AppHandle> = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

describe("a catalogue wallet that is not installed", () => {
  it("says it is not installed, how to install it, and links only its http(s) pages", () => {
    const handle = makeHandle()
    handles.push(handle)
    seed(
      handle,
      Effect.flatMap(WalletCatalogue, (catalogue) =>
        SubscriptionRef.set(catalogue.state, {
          ...INITIAL_WALLET_CATALOGUE,
          recommended: [
            {
              id: "w1",
              name: "Harbor Vault",
              homepage: "https://harbor.test",
              chrome_store: "javascript:alert(1)",
              app_store: "https://apps.test/harbor"
            }
          ]
        })
      )
    )
    const html = render(handle, <ConnectingWalletConnectView data={{ walletId: "w1" }} />)
    expect(html).toContain(">Harbor Vault<")
    expect(html).toContain("Not installed")
    expect(html).toContain("Once its browser extension is installed, reload this page: Harbor Vault will show as installed")
    expect(html).not.toMatch(/not available|QR code|later/i)
    expect(html).toContain('href="https://harbor.test/"')
    expect(html).toContain('href="https://apps.test/harbor"')
    expect(html).not.toContain("javascript:")
  })

  it("asks to choose again when the wallet is not loaded", () => {
    const handle = makeHandle()
    handles.push(handle)
    expect(render(handle, <ConnectingWalletConnectView data={{ walletId: "gone" }} />)).toContain("Wallet not found")
  })
})

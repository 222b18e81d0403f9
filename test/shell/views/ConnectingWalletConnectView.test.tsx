import { afterEach, describe, expect, it } from "vitest"
import { Effect, Ref } from "effect"
import { INITIAL_WALLET_CATALOGUE, WalletCatalogue } from "../../../core/services/WalletCatalogue.js"
import type { AppHandle } from "../../../shell/runtime/AppHandle.js"
import ConnectingWalletConnectView from "../../../shell/views/ConnectingWalletConnectView.js"
import { makeHandle, render, seed } from "./viewEnv.js"

const handles: Array<AppHandle> = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

describe("a catalogue wallet that is not installed", () => {
  it("opens its pairing view: the QR code being prepared, named for the wallet, no install page", () => {
    const handle = makeHandle()
    handles.push(handle)
    seed(
      handle,
      Effect.flatMap(WalletCatalogue, (catalogue) =>
        Ref.set(catalogue.state, {
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
    expect(html).toContain('data-status="preparing"')
    expect(html).toContain("Preparing the QR code")
    expect(html).toContain("Scan this QR code with Harbor Vault on your phone")
    expect(html).toContain(">Copy link<")
    expect(html).not.toMatch(/Not installed|is not installed/)
    expect(html).not.toContain("javascript:")
  })

  it("asks to choose again when the wallet is not loaded", () => {
    const handle = makeHandle()
    handles.push(handle)
    expect(render(handle, <ConnectingWalletConnectView data={{ walletId: "gone" }} />)).toContain("Wallet not found")
  })
})

/**
 * The Bitcoin wallets a page lists by sats-connect's convention, as discovery reads them at page
 * start: `btc_providers` entries resolved by their path on `window`, sats-connect's default
 * `window.BitcoinProvider` beside them, and what is never listed.
 */
import { describe, expect, it } from "vitest"
import { DEFAULT_PROVIDER_NAME, satsConnectWallets } from "../../../../layers/families/bitcoin/satsConnectWallets.js"

const ICON = "data:image/svg+xml;base64,PHN2Zy8+"
const provider = () => ({ request: async () => ({ jsonrpc: "2.0", id: "1", result: null }) })

describe("satsConnectWallets", () => {
  it("lists each btc_providers entry whose path on window is a sats-connect provider, as a bip122 wallet with its name and icon", () => {
    const xverse = provider()
    const nested = provider()
    const page = {
      XverseProviders: { BitcoinProvider: xverse },
      someWallet: { bitcoin: nested },
      btc_providers: [
        { id: "XverseProviders.BitcoinProvider", name: "Xverse Wallet", icon: ICON, methods: ["getAccounts"] },
        { id: "someWallet.bitcoin", name: " Some Wallet ", icon: "https://example.com/icon.png" }
      ]
    }
    expect(satsConnectWallets(page)).toEqual([
      { id: "XverseProviders.BitcoinProvider", name: "Xverse Wallet", icon: ICON, namespace: "bip122", provider: xverse },
      // An icon that is not a data:image URI is not shown (no image is requested from elsewhere).
      { id: "someWallet.bitcoin", name: "Some Wallet", icon: "", namespace: "bip122", provider: nested }
    ])
  })

  it("adds window.BitcoinProvider under a generic name unless an entry is that provider", () => {
    const listed = provider()
    expect(satsConnectWallets({ BitcoinProvider: listed, wallet: listed, btc_providers: [{ id: "wallet", name: "Listed", icon: ICON }] }).map((w) => w.name)).toEqual(["Listed"])
    const alone = provider()
    expect(satsConnectWallets({ BitcoinProvider: alone })).toEqual([{ id: "BitcoinProvider", name: DEFAULT_PROVIDER_NAME, icon: "", namespace: "bip122", provider: alone }])
  })

  it("lists nothing for entries without a provider or a name, nor for a page whose globals throw", () => {
    const page = {
      ok: provider(),
      notProvider: { send: () => undefined },
      btc_providers: [
        null,
        { id: "missing.path", name: "Missing" },
        { id: "notProvider", name: "Not a provider" },
        { id: "ok", name: "   " },
        { id: "ok.request.missing", name: "Past the provider" },
        { id: 7, name: "Not an id" },
        { id: "ok", name: 7 }
      ]
    }
    expect(satsConnectWallets(page)).toEqual([])
    expect(satsConnectWallets({ btc_providers: "not a list" })).toEqual([])
    const hostile = Object.defineProperty({}, "btc_providers", {
      get: () => {
        throw new Error("no")
      }
    })
    expect(satsConnectWallets(hostile)).toEqual([])
  })
})

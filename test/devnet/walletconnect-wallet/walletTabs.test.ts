import { describe, expect, it } from "vitest"
import { holdWalletTab, isRequestLink, WALLET_TAB_LOCK, walletOpenElsewhere } from "../../../devnet/walletconnect-wallet/walletTabs.js"

/** Web Locks as one origin sees them: a held lock stays held until its callback settles. */
const fakeLocks = () => {
  const held: Array<{ name: string }> = []
  return {
    request: (name: string, _options: { readonly mode: "shared" }, callback: () => Promise<never>) => {
      held.push({ name })
      return callback()
    },
    query: async () => ({ held: [...held] })
  }
}

describe("the wallet page's tabs", () => {
  it("tells the SDK's link for a request (requestId, sessionTopic) from a pairing link and the bare page", () => {
    expect(isRequestLink("?requestId=1732&sessionTopic=ab12")).toBe(true)
    expect(isRequestLink("?sessionTopic=ab12")).toBe(true)
    expect(isRequestLink("?uri=wc%3Aab%402")).toBe(false)
    expect(isRequestLink("?uri=wc%3Aab%402&requestId=1")).toBe(false)
    expect(isRequestLink("")).toBe(false)
  })

  it("knows the wallet is open elsewhere once a tab holds the lock, and nothing without Web Locks", async () => {
    const locks = fakeLocks()
    expect(await walletOpenElsewhere(locks)).toBe(false)
    holdWalletTab(locks)
    expect((await locks.query()).held).toEqual([{ name: WALLET_TAB_LOCK }])
    expect(await walletOpenElsewhere(locks)).toBe(true)
    expect(await walletOpenElsewhere(undefined)).toBe(false)
    expect(() => holdWalletTab(undefined)).not.toThrow()
  })
})

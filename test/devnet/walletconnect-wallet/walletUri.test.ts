import { describe, expect, it } from "vitest"
import { checkWalletConnectUri, uriFromSearch, walletPageLink } from "../../../devnet/walletconnect-wallet/walletUri.js"

const TOPIC = "a".repeat(64)
const KEY = "0123456789abcdef".repeat(4)
const URI = `wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}&expiryTimestamp=1764000000`

describe("checkWalletConnectUri", () => {
  it("accepts a version 2 pairing URI, trimmed", () => {
    expect(checkWalletConnectUri(`  ${URI}\n`)).toEqual({ ok: true, uri: URI })
  })

  it.each([
    ["", "Paste a WalletConnect URI first."],
    ["https://example.org", "This is not a WalletConnect URI: it starts with wc:."],
    [`wc:${TOPIC}?relay-protocol=irn&symKey=${KEY}`, "This WalletConnect URI has no version (…@2?…)."],
    [`wc:${TOPIC}@1?bridge=x&key=${KEY}`, "This WalletConnect URI is for version 1; this wallet speaks version 2."],
    [`wc:abc@2?relay-protocol=irn&symKey=${KEY}`, "This WalletConnect URI's topic is not 64 hex characters."],
    [`wc:${TOPIC}@2?symKey=${KEY}`, "This WalletConnect URI names no relay protocol."],
    [`wc:${TOPIC}@2?relay-protocol=irn&symKey=xyz`, "This WalletConnect URI has no valid symKey."]
  ])("refuses %j: %s", (text, problem) => {
    expect(checkWalletConnectUri(text)).toEqual({ ok: false, problem })
  })
})

describe("the page's ?uri= link", () => {
  it("round-trips a URI through walletPageLink and uriFromSearch", () => {
    const link = walletPageLink("http://127.0.0.1:7770/wallet/", URI)
    expect(link).toBe(`http://127.0.0.1:7770/wallet/?uri=${encodeURIComponent(URI)}`)
    expect(uriFromSearch(new URL(link).search)).toBe(URI)
  })

  it("finds nothing in an address without one", () => {
    expect(uriFromSearch("")).toBeUndefined()
    expect(uriFromSearch("?uri=")).toBeUndefined()
  })
})

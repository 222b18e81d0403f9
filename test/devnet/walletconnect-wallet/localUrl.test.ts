import { describe, expect, it } from "vitest"
import { isLocalUrl } from "../../../devnet/walletconnect-wallet/localUrl.js"

describe("isLocalUrl", () => {
  it.each([
    ["http://127.0.0.1:7770/icon.svg", true],
    ["https://localhost/icon.png", true],
    ["http://[::1]:3000/i.png", true],
    ["data:image/svg+xml,<svg/>", true],
    ["https://walletconnect.com/icon.png", false],
    ["http://127.0.0.1.example.org/icon.png", false],
    ["javascript:alert(1)", false],
    ["not a url", false]
  ])("%s: %s", (url, local) => {
    expect(isLocalUrl(url)).toBe(local)
  })
})

import { describe, expect, it } from "@effect/vitest"
import { reusesPairingUri } from "../../../core/walletconnect/reusesPairingUri.js"

describe("reusesPairingUri (SPEC §4)", () => {
  it("is true in Telegram and in Safari on iOS, false elsewhere", () => {
    expect(reusesPairingUri({ isTelegram: true, isIos: false, isSafari: false })).toBe(true)
    expect(reusesPairingUri({ isTelegram: false, isIos: true, isSafari: true })).toBe(true)
    expect(reusesPairingUri({ isTelegram: false, isIos: true, isSafari: false })).toBe(false)
    expect(reusesPairingUri({ isTelegram: false, isIos: false, isSafari: true })).toBe(false)
    expect(reusesPairingUri({ isTelegram: false, isIos: false, isSafari: false })).toBe(false)
  })
})

/**
 * Where the WalletConnect row leads (SPEC §2): on a phone the wallets to open by their deep links
 * (ConnectingWalletConnectBasic lists them), never a QR code the phone's own screen cannot scan;
 * on a computer the QR code.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { openModal } from "../../../core/router/openModal.js"
import type { PlatformFacts } from "../../../core/services/Platform.js"
import { openWalletConnectRow, pairsFromWalletList } from "../../../core/walletconnect/openWalletConnectRow.js"
import * as PlatformTest from "../../../layers/PlatformTest.js"
import { evmEnv, views } from "../connection/evmTestEnv.js"

const clickRow = (platform: Partial<PlatformFacts>) =>
  Effect.gen(function* () {
    yield* openModal({ view: "Connect" })
    yield* openWalletConnectRow
    return yield* views
  }).pipe(Effect.provide(Layer.merge(evmEnv().layer, PlatformTest.layer({ isBrowser: true, ...platform }))))

describe("openWalletConnectRow (SPEC §2)", () => {
  it.effect("on a phone, in a browser or inside Telegram: the wallets to open", () =>
    Effect.gen(function* () {
      expect(yield* clickRow({ isMobile: true, isIos: true, isSafari: true })).toEqual(["Connect", "ConnectingWalletConnectBasic"])
      expect(yield* clickRow({ isMobile: true, isAndroid: true, isTelegram: true })).toEqual(["Connect", "ConnectingWalletConnectBasic"])
    }))

  it.effect("on a computer, a Mac in Telegram included: the QR code", () =>
    Effect.gen(function* () {
      expect(yield* clickRow({})).toEqual(["Connect", "ConnectingWalletConnect"])
      expect(yield* clickRow({ isMac: true, isTelegram: true })).toEqual(["Connect", "ConnectingWalletConnect"])
    }))

  it("a pairing with any wallet starts from the list on a phone only", () => {
    expect(pairsFromWalletList({ isMobile: true })).toBe(true)
    expect(pairsFromWalletList({ isMobile: false })).toBe(false)
  })
})

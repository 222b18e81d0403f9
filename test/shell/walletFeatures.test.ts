import { describe, expect, it } from "vitest"
import { Effect } from "effect"
import { mainnet } from "doorway-connect/networks"
import { resolveOptions } from "../../core/config/resolveOptions.js"
import * as TimeZoneTest from "../../layers/TimeZoneTest.js"
import { walletFeatureButtons } from "../../shell/views/account/walletFeatures.js"

const features = (declared: Parameters<typeof resolveOptions>[0]["features"] = {}) =>
  resolveOptions({ projectId: "p1", networks: [mainnet], features: declared }).features

const labels = (...args: Parameters<typeof walletFeatureButtons>) => walletFeatureButtons(...args).map((button) => button.label)

describe("wallet feature buttons", () => {
  it("in the configured order, the features that exist and are enabled: Buy on EVM and Solana, Swap on EVM, Send on EVM, Solana and Bitcoin", () => {
    expect(labels(features(), "eip155")).toEqual(["Buy", "Swap", "Receive", "Send"])
    expect(labels(features({ walletFeaturesOrder: ["send", "receive"] }), "eip155")).toEqual(["Send", "Receive"])
    expect(labels(features(), "solana")).toEqual(["Buy", "Receive", "Send"])
    expect(labels(features(), "bip122")).toEqual(["Receive", "Send"])
    expect(labels(features(), "cosmos")).toEqual(["Receive"])
    expect(labels(features({ send: false, onramp: false }), "eip155")).toEqual(["Swap", "Receive"])
  })

  it("Buy is not offered on a device in mainland China, Hong Kong or Macau (SPEC §9)", () => {
    const buy = walletFeatureButtons(features(), "eip155").find((button) => button.feature === "onramp")
    const offeredIn = (zone: string) => Effect.runSync(buy!.offered!.pipe(Effect.provide(TimeZoneTest.layer(zone))))
    expect(offeredIn("Europe/Paris")).toBe(true)
    expect(offeredIn("Asia/Shanghai")).toBe(false)
    expect(offeredIn("Asia/Hong_Kong")).toBe(false)
    expect(offeredIn("Asia/Macau")).toBe(false)
  })
})

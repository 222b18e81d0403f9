import { describe, expect, it } from "vitest"
import { mainnet } from "doorway-connect/networks"
import { resolveOptions } from "../../core/config/resolveOptions.js"
import { walletFeatureButtons } from "../../shell/views/account/walletFeatures.js"

const features = (declared: Parameters<typeof resolveOptions>[0]["features"] = {}) =>
  resolveOptions({ projectId: "p1", networks: [mainnet], features: declared }).features

const labels = (...args: Parameters<typeof walletFeatureButtons>) => walletFeatureButtons(...args).map((button) => button.label)

describe("wallet feature buttons", () => {
  it("in the configured order, the features that exist and are enabled: Send on EVM, Solana and Bitcoin", () => {
    expect(labels(features(), "eip155")).toEqual(["Receive", "Send"])
    expect(labels(features({ walletFeaturesOrder: ["send", "receive"] }), "eip155")).toEqual(["Send", "Receive"])
    expect(labels(features(), "solana")).toEqual(["Receive", "Send"])
    expect(labels(features(), "bip122")).toEqual(["Receive", "Send"])
    expect(labels(features(), "cosmos")).toEqual(["Receive"])
    expect(labels(features({ send: false }), "eip155")).toEqual(["Receive"])
  })
})

import { describe, expect, it } from "vitest"
import { sdkVersion } from "../../../core/http/sdkVersion.js"

describe("sdkVersion", () => {
  it("joins the framework, the adapters and the version", () => {
    expect(sdkVersion("react", ["evm", "solana", "bitcoin"])).toBe("react-evm,solana,bitcoin-1.7.16")
    expect(sdkVersion("html", ["wagmi"])).toBe("html-wagmi-1.7.16")
  })

  it("says universal when there is no adapter", () => {
    expect(sdkVersion("vue", [])).toBe("vue-universal-1.7.16")
  })
})

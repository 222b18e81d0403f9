import { describe, expect, it } from "vitest"
import { makeApiClientConfig } from "../../../core/http/ApiClientConfig.js"
import { buildRequestUrl } from "../../../core/http/buildRequestUrl.js"

const config = makeApiClientConfig({ projectId: "p1", sdkVersion: "react-evm-1.7.16", clientId: "did:key:z6Mk1" })
const pairs = (url: string) => [...new URL(url).searchParams.entries()]

describe("buildRequestUrl", () => {
  it("defaults st to appkit and each service to its hosted base URL", () => {
    expect(config.sdkType).toBe("appkit")
    expect(buildRequestUrl(config, { method: "GET", service: "catalogue", path: "/getAnalyticsConfig" })).toBe(
      "https://api.web3modal.org/getAnalyticsConfig?projectId=p1&st=appkit&sv=react-evm-1.7.16"
    )
    expect(new URL(buildRequestUrl(config, { method: "POST", service: "analytics", path: "/e" })).origin).toBe("https://pulse.walletconnect.org")
  })

  it("resolves a path starting with / or v1/ against the host root, as new URL does", () => {
    const nested = makeApiClientConfig({ projectId: "p1", sdkVersion: "sv", baseUrls: { blockchain: "http://127.0.0.1:9000/api/" } })
    expect(new URL(buildRequestUrl(nested, { method: "GET", service: "blockchain", path: "/v1/supported-chains" })).pathname).toBe(
      "/v1/supported-chains"
    )
    expect(new URL(buildRequestUrl(config, { method: "GET", service: "blockchain", path: "v1/supported-chains" })).pathname).toBe(
      "/v1/supported-chains"
    )
  })

  it("drops every falsy value, 0 and false included, and keeps the caller's order", () => {
    const url = buildRequestUrl(config, {
      method: "GET",
      service: "catalogue",
      path: "/getWallets",
      query: { b: "2", zero: 0, no: false, nil: null, none: undefined, empty: "", a: 1, yes: true }
    })
    expect(pairs(url)).toEqual([["b", "2"], ["a", "1"], ["yes", "true"], ["projectId", "p1"], ["st", "appkit"], ["sv", "react-evm-1.7.16"]])
  })

  it("takes the configured identity over a caller's and keeps clientId last", () => {
    const url = buildRequestUrl(config, {
      method: "GET",
      service: "blockchain",
      path: "/v1/identity/0xabc",
      query: { clientId: "stale", projectId: "other", sender: "0xdef" }
    })
    expect(pairs(url)).toEqual([["projectId", "p1"], ["sender", "0xdef"], ["st", "appkit"], ["sv", "react-evm-1.7.16"], ["clientId", "did:key:z6Mk1"]])
  })

  it("adds nothing to a blockchain POST but the caller's query and clientId", () => {
    const url = buildRequestUrl(config, { method: "POST", service: "blockchain", path: "/v1/onramp/quote", query: { projectId: "p1" } })
    expect(pairs(url)).toEqual([["projectId", "p1"], ["clientId", "did:key:z6Mk1"]])
    const bare = makeApiClientConfig({ projectId: "p1", sdkVersion: "sv" })
    expect(buildRequestUrl(bare, { method: "POST", service: "blockchain", path: "/v1/profile/account" })).toBe(
      "https://rpc.walletconnect.org/v1/profile/account"
    )
  })
})

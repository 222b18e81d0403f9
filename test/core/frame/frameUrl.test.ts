import { describe, expect, it } from "@effect/vitest"
import { frameUrl } from "../../../core/frame/frameUrl.js"
import { polygon } from "../../../core/networks/evm.js"

describe("frameUrl (WIRE §4.1)", () => {
  it("asks the secure site's /sdk for the project, the network's CAIP-2 id and first RPC URL, SDK version 4 and the logger", () => {
    const url = new URL(frameUrl({ secureSite: "https://secure.example", projectId: "p1", network: polygon, enableLogger: false }))
    expect(url.origin + url.pathname).toBe("https://secure.example/sdk")
    expect([...url.searchParams]).toEqual([
      ["projectId", "p1"],
      ["chainId", "eip155:137"],
      ["version", "4"],
      ["enableLogger", "false"],
      ["rpcUrl", "https://polygon.drpc.org"]
    ])
  })

  it("starts on eip155:1 with the default RPC URL and the logger on when nothing is given", () => {
    expect(frameUrl({ secureSite: "http://127.0.0.1:4010", projectId: "p 1&x" })).toBe(
      "http://127.0.0.1:4010/sdk?projectId=p+1%26x&chainId=eip155%3A1&version=4&enableLogger=true&rpcUrl=https%3A%2F%2Frpc.walletconnect.org"
    )
  })

  it("gives the default RPC URL to a network that has none", () => {
    const url = new URL(
      frameUrl({ secureSite: "https://secure.example", projectId: "p1", network: { caipNetworkId: "eip155:10" as never, rpcUrls: { default: { http: [] } } } })
    )
    expect(url.searchParams.get("chainId")).toBe("eip155:10")
    expect(url.searchParams.get("rpcUrl")).toBe("https://rpc.walletconnect.org")
  })
})

import { describe, expect, it } from "vitest"
import { makeRpcTransportConfig } from "../../../core/rpc/RpcTransportConfig.js"
import { rpcEndpointUrl } from "../../../core/rpc/rpcEndpointUrl.js"
import { MAINNET, POLYGON } from "./rpcTestEnv.js"

describe("rpcEndpointUrl", () => {
  it("uses the blockchain proxy with chainId and projectId by default", () => {
    expect(rpcEndpointUrl(makeRpcTransportConfig({ projectId: "abc" }), MAINNET)).toBe(
      "https://rpc.walletconnect.org/v1/?chainId=eip155:1&projectId=abc"
    )
    expect(rpcEndpointUrl(makeRpcTransportConfig({ projectId: "abc", blockchainBaseUrl: "http://127.0.0.1:8545/" }), POLYGON)).toBe(
      "http://127.0.0.1:8545/v1/?chainId=eip155:137&projectId=abc"
    )
  })

  it("uses a network's custom endpoint as given", () => {
    const config = makeRpcTransportConfig({ projectId: "abc", customUrls: { [MAINNET]: "https://node.example/key?x=1" } })
    expect(rpcEndpointUrl(config, MAINNET)).toBe("https://node.example/key?x=1")
    expect(rpcEndpointUrl(config, POLYGON)).toBe("https://rpc.walletconnect.org/v1/?chainId=eip155:137&projectId=abc")
  })

  it("adds projectId to a custom endpoint on the proxy's host that lacks it", () => {
    const config = makeRpcTransportConfig({
      projectId: "abc",
      customUrls: { [MAINNET]: "https://rpc.walletconnect.org/v1/?chainId=eip155:1", [POLYGON]: "https://rpc.walletconnect.org/v1/?projectId=own" }
    })
    expect(new URL(rpcEndpointUrl(config, MAINNET)).searchParams.get("projectId")).toBe("abc")
    expect(rpcEndpointUrl(config, POLYGON)).toBe("https://rpc.walletconnect.org/v1/?projectId=own")
  })

  it("leaves an unparsable custom endpoint for the HTTP client to reject", () => {
    const config = makeRpcTransportConfig({ projectId: "abc", customUrls: { [MAINNET]: "not a url" } })
    expect(rpcEndpointUrl(config, MAINNET)).toBe("not a url")
  })
})

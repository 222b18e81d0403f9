import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { createSiwxMessage } from "../../../core/siwx/eip4361/createSiwxMessage.js"
import { parseSiweMessage } from "../../../core/siwx/eip4361/parseSiweMessage.js"
import type { CaipNetworkId } from "../../../schemas/Caip.js"
import type { SiwxMessageData } from "../../../schemas/Siwx.js"

const data: SiwxMessageData = {
  accountAddress: "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2",
  chainId: "eip155:137" as CaipNetworkId,
  domain: "app.example.com",
  uri: "https://app.example.com/login",
  version: "1",
  nonce: "Xk3p9QmZ",
  statement: "Sign in to Example",
  issuedAt: "2026-11-25T10:00:00.000Z",
  expirationTime: "2026-11-26T10:00:00.000Z",
  requestId: "req-1",
  resources: ["https://app.example.com/terms"]
}

describe("createSiwxMessage", () => {
  it("on EVM writes an EIP-4361 message from the checksummed address and the numeric chain id, which parses back to the same fields", () => {
    const text = createSiwxMessage(data)
    expect(text.split("\n").slice(0, 2)).toEqual([
      "app.example.com wants you to sign in with your Ethereum account:",
      "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2"
    ])
    expect(parseSiweMessage(text)).toEqual(
      Either.right({
        domain: "app.example.com",
        address: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
        statement: "Sign in to Example",
        uri: "https://app.example.com/login",
        version: "1",
        chainId: 137,
        nonce: "Xk3p9QmZ",
        issuedAt: "2026-11-25T10:00:00.000Z",
        expirationTime: "2026-11-26T10:00:00.000Z",
        requestId: "req-1",
        resources: ["https://app.example.com/terms"]
      })
    )
  })

  it("on Solana and Bitcoin uses the same layout with the family's word and the full CAIP-2 chain id", () => {
    const { expirationTime: _expiry, requestId: _request, resources: _resources, statement: _statement, ...required } = data
    const solana = createSiwxMessage({
      ...required,
      accountAddress: "7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q",
      chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" as CaipNetworkId
    })
    expect(solana).toBe(
      [
        "app.example.com wants you to sign in with your Solana account:",
        "7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q",
        "",
        "",
        "URI: https://app.example.com/login",
        "Version: 1",
        "Chain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
        "Nonce: Xk3p9QmZ",
        "Issued At: 2026-11-25T10:00:00.000Z"
      ].join("\n")
    )
    const bitcoin = createSiwxMessage({ ...data, accountAddress: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", chainId: "bip122:000000000019d6689c085ae165831e93" as CaipNetworkId })
    expect(bitcoin.split("\n")).toEqual([
      "app.example.com wants you to sign in with your Bitcoin account:",
      "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
      "",
      "Sign in to Example",
      "",
      "URI: https://app.example.com/login",
      "Version: 1",
      "Chain ID: bip122:000000000019d6689c085ae165831e93",
      "Nonce: Xk3p9QmZ",
      "Issued At: 2026-11-25T10:00:00.000Z",
      "Expiration Time: 2026-11-26T10:00:00.000Z",
      "Request ID: req-1",
      "Resources:",
      "- https://app.example.com/terms"
    ])
  })
})

import { describe, expect, it } from "@effect/vitest"
import { disconnectFailureOf } from "../../../core/connection/disconnectFailureOf.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { HttpRequestError } from "../../../core/errors/HttpErrors.js"
import { JsonRpcError, UserRejectedError } from "../../../core/errors/JsonRpcError.js"

const locked = new JsonRpcError({ code: -32603, reason: "The wallet is locked" })

describe("disconnectFailureOf (SPEC §8)", () => {
  it("is nothing when every namespace let go", () => {
    expect(disconnectFailureOf([])).toBeUndefined()
  })

  it("one namespace failing is DisconnectFailed with the wallet's error", () => {
    const error = disconnectFailureOf([{ chainNamespace: "eip155", cause: locked }])
    expect(error?._tag).toBe("DisconnectFailed")
    expect(error?._tag === "DisconnectFailed" && error.cause).toBe(locked)
    expect(error === undefined ? "" : messageOf(error)).toBe("Failed to disconnect")
  })

  it("several failing are 'Failed to disconnect chains' with each reason, the detail from the first", () => {
    const error = disconnectFailureOf([
      { chainNamespace: "eip155", cause: locked },
      { chainNamespace: "solana", cause: new UserRejectedError({ code: 4001 }) },
      { chainNamespace: "bip122", cause: new HttpRequestError({ url: "https://wallet.example" }) }
    ])
    expect(error?._tag).toBe("DisconnectChainsFailed")
    expect(error?._tag === "DisconnectChainsFailed" && error.reasons).toEqual([
      { chainNamespace: "eip155", description: "The wallet is locked" },
      { chainNamespace: "solana", description: "User rejected the request" },
      { chainNamespace: "bip122", description: "Network request failed" }
    ])
    expect(error === undefined ? "" : messageOf(error)).toBe("Failed to disconnect chains: The wallet is locked")
  })
})

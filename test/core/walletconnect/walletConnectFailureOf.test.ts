import { describe, expect, it } from "vitest"
import { messageOf } from "../../../core/errors/catalogue.js"
import { walletConnectFailureOf } from "../../../core/walletconnect/walletConnectFailureOf.js"

/** The SDK's and relay's words, as they arrive, and the catalogue entry each stands for (SPEC §8). */
const CASES: ReadonlyArray<readonly [string, string, string]> = [
  ["Not initialized. provider", "WalletConnectError", "NOT_INITIALIZED: provider"],
  ["Missing or invalid. session topic", "WalletConnectError", "MISSING_OR_INVALID: session topic"],
  ["No matching key. session topic doesn't exist: abc", "WalletConnectError", "NO_MATCHING_KEY: session topic doesn't exist: abc"],
  ["Expired. proposal id: 17", "WalletConnectError", "EXPIRED: proposal id: 17"],
  ["Record was recently deleted - session: abc", "RecordRecentlyDeleted", "Record was recently deleted"],
  ["Please call connect() before request()", "ProviderNotConnected", "Please call connect() before request()"],
  ["Namespace is not configured. Please call connect() first with namespace config", "NamespaceNotConfigured", "Namespace is not configured. Please call connect() first"],
  ["No RPC url provided for chainId: 137", "NoRpcUrl", "No RPC url provided for chainId: 137"],
  ["JSON-RPC provider for eip155:10 not found", "JsonRpcProviderNotFound", "JSON-RPC provider for eip155:10 not found"],
  ["WebSocket connection closed abnormally with code: 3000 (JWT validation error: JWT Token is not yet valid)", "SessionExpired", "Session Expired"],
  ["WebSocket connection closed abnormally with code: 3000 (Unauthorized: invalid key)", "InvalidProjectId", "Invalid Project ID"],
  ["Failed to publish payload, please try again. id:1796471937728236800 tag:1108", "WalletUnreachable", "Failed to reach the wallet"]
]

describe("walletConnectFailureOf", () => {
  it.each(CASES)("%s is %s: '%s'", (message, tag, text) => {
    const error = walletConnectFailureOf({ message })
    expect(error._tag).toBe(tag)
    expect(messageOf(error)).toBe(text)
  })

  it("the wallet's refusal (5000, 4001) is the user's; another coded answer is the wallet's error", () => {
    expect(walletConnectFailureOf({ code: 5000, message: "User rejected." })._tag).toBe("UserRejectedError")
    expect(walletConnectFailureOf({ code: 4001, message: "User rejected the request." })._tag).toBe("UserRejectedError")
    expect(walletConnectFailureOf({ code: 5101, message: "Unsupported methods: eth_foo" })._tag).toBe("JsonRpcError")
  })
})

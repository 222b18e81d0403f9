/**
 * The ReCap a one-click sign-in request carries for the session's methods (WIRE §6.3): the same
 * resource the SDK's own builders make (@walletconnect/utils), alone or merged into a ReCap the
 * sign-in store's resources already end with; other resources are kept as they are.
 */
import { describe, expect, it } from "vitest"
import { createEncodedRecap, decodeRecap, getMethodsFromRecap, mergeEncodedRecaps } from "@walletconnect/utils"
import { withMethodsRecap } from "../../../layers/methodsRecap.js"

const METHODS = ["personal_sign", "eth_sendTransaction", "eth_signTypedData_v4"]

describe("the session's methods as a ReCap", () => {
  it("is the SDK's encoded ReCap, added after the store's resources", () => {
    const resources = withMethodsRecap("eip155:1", METHODS, ["https://example.com/terms"])
    expect(resources).toEqual(["https://example.com/terms", createEncodedRecap("eip155", "request", METHODS)])
    expect(getMethodsFromRecap(resources[1]!).sort()).toEqual([...METHODS].sort())
  })

  it("is merged into a ReCap the resources already end with, as the SDK merges them", () => {
    const stored = createEncodedRecap("https://example.com", "crud", ["read", "update"])
    const resources = withMethodsRecap("eip155:137", METHODS, ["ipfs://x", stored])
    expect(resources).toHaveLength(2)
    expect(resources[0]).toBe("ipfs://x")
    expect(decodeRecap(resources[1]!)).toEqual(decodeRecap(mergeEncodedRecaps(createEncodedRecap("eip155", "request", METHODS), stored)))
  })

  it("leaves the resources alone without methods", () => {
    expect(withMethodsRecap("eip155:1", [], ["https://example.com/terms"])).toEqual(["https://example.com/terms"])
    expect(withMethodsRecap("eip155:1", [], [])).toEqual([])
  })
})

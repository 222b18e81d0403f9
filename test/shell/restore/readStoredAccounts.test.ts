// @vitest-environment happy-dom
/**
 * The stored accounts read by hand at page start (WIRE §5 keys): the first account of the
 * connection through each namespace's stored connector, and nothing from anything malformed.
 */
import { afterEach, describe, expect, it } from "vitest"
import { readStoredAccounts } from "../../../shell/runtime/readStoredAccounts.js"

const ADDRESS = "0x00000000000000000000000000000000000000a1"
const SOLANA = "7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2"

afterEach(() => localStorage.clear())

const store = (values: Readonly<Record<string, string>>) => {
  for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
}
const connections = (value: unknown) => JSON.stringify(value)

describe("readStoredAccounts", () => {
  it("reads each namespace's account of its stored connector", () => {
    store({
      "@appkit/eip155:connected_connector_id": "io.doorway.dev",
      "@appkit/solana:connected_connector_id": "phantom",
      "@appkit/connections": connections({
        eip155: [
          { connectorId: "other", accounts: [{ address: "0x00000000000000000000000000000000000000ff" }] },
          { connectorId: "io.doorway.dev", accounts: [{ address: ADDRESS }] }
        ],
        solana: [{ connectorId: "phantom", accounts: [{ address: SOLANA }] }]
      })
    })
    expect(readStoredAccounts(["eip155", "solana"], true)).toEqual(new Map([["eip155", { address: ADDRESS }], ["solana", { address: SOLANA }]]))
    expect(readStoredAccounts(["eip155"], true)).toEqual(new Map([["eip155", { address: ADDRESS }]]))
    // The active network goes with the account of its own namespace only.
    localStorage.setItem("@appkit/active_caip_network_id", "eip155:137")
    expect(readStoredAccounts(["eip155", "solana"], true)).toEqual(
      new Map([["eip155", { address: ADDRESS, caipNetworkId: "eip155:137" }], ["solana", { address: SOLANA }]])
    )
  })

  it("reads nothing with reconnection off", () => {
    store({ "@appkit/eip155:connected_connector_id": "a", "@appkit/connections": connections({ eip155: [{ connectorId: "a", accounts: [{ address: ADDRESS }] }] }) })
    expect(readStoredAccounts(["eip155"], false).size).toBe(0)
  })

  it.each([
    ["garbage", "{not json"],
    ["a list", connections([1, 2])],
    ["no entry for the connector", connections({ eip155: [{ connectorId: "b", accounts: [{ address: ADDRESS }] }] })],
    ["no accounts", connections({ eip155: [{ connectorId: "a" }] })],
    ["an address of the wrong type", connections({ eip155: [{ connectorId: "a", accounts: [{ address: 12 }] }] })],
    ["an address outside CAIP-10", connections({ eip155: [{ connectorId: "a", accounts: [{ address: "0x12 34" }] }] })],
    ["a huge address", connections({ eip155: [{ connectorId: "a", accounts: [{ address: "a".repeat(129) }] }] })]
  ])("paints nothing from %s", (_, value) => {
    store({ "@appkit/eip155:connected_connector_id": "a", "@appkit/connections": value })
    expect(readStoredAccounts(["eip155"], true).size).toBe(0)
  })

  it("paints nothing without a stored connector", () => {
    store({ "@appkit/connections": connections({ eip155: [{ connectorId: "a", accounts: [{ address: ADDRESS }] }] }) })
    expect(readStoredAccounts(["eip155"], true).size).toBe(0)
  })
})

import { Arbitrary, FastCheck, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  CaipAddress,
  CaipNetworkId,
  INVALID_CAIP_ADDRESS,
  INVALID_CAIP_NETWORK_ID,
  parseCaipAddress,
  parseCaipNetworkId
} from "../../schemas/index.js"
import { decodeError, decodeOk, rejectionMessages } from "./messages.js"

describe("CaipNetworkId", () => {
  it.each(["eip155:1", "eip155:1313161554", "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", "bip122:000000000019d6689c085ae165831e93"])(
    "accepts %s",
    (id) => {
      expect(decodeOk(CaipNetworkId, id)).toBe(id)
    }
  )

  it.each(["", "eip155", "1", "EIP155:1", "eip155:", ":1", "eip155:1:0xabc", "ab:1", "toolongns:1", "eip155:1 ", 42, null])(
    "rejects %j with 'Invalid CAIP-2 network id'",
    (input) => {
      expect(rejectionMessages(CaipNetworkId, input)).toEqual([INVALID_CAIP_NETWORK_ID])
      expect(ParseResult.TreeFormatter.formatErrorSync(decodeError(CaipNetworkId, input))).toBe("Invalid CAIP-2 network id")
    }
  )

  it("splits into namespace and reference", () => {
    expect(parseCaipNetworkId(decodeOk(CaipNetworkId, "eip155:10"))).toEqual({ namespace: "eip155", reference: "10" })
  })
})

describe("CaipAddress", () => {
  it.each([
    "eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb",
    "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111111",
    "bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"
  ])("accepts %s", (id) => {
    expect(decodeOk(CaipAddress, id)).toBe(id)
  })

  it.each(["", "eip155:1", "0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb", "eip155::0xabc", "eip155:1:", "eip155:1:0x ab", {}])(
    "rejects %j with 'Invalid CAIP-10 address'",
    (input) => {
      expect(rejectionMessages(CaipAddress, input)).toEqual([INVALID_CAIP_ADDRESS])
      expect(ParseResult.TreeFormatter.formatErrorSync(decodeError(CaipAddress, input))).toBe("Invalid CAIP-10 address")
    }
  )

  it("splits into network id and account address", () => {
    const parsed = parseCaipAddress(decodeOk(CaipAddress, "eip155:137:0xabc"))
    expect(parsed).toEqual({ namespace: "eip155", reference: "137", address: "0xabc", caipNetworkId: "eip155:137" })
  })

  it("samples only valid ids, so schemas that contain them can be sampled", () => {
    for (const id of FastCheck.sample(Arbitrary.make(CaipAddress), 100)) expect(Schema.is(CaipAddress)(id)).toBe(true)
    for (const id of FastCheck.sample(Arbitrary.make(CaipNetworkId), 100)) expect(Schema.is(CaipNetworkId)(id)).toBe(true)
  })
})

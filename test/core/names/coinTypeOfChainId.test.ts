/**
 * SPEC §5: an EVM chain id converts to its ENSIP-11 coin type (`0x80000000 | chainId`, WIRE §1.2)
 * only below 2^31; from 2^31 on it is 'Invalid chainId'.
 */
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { messageOf } from "../../../core/errors/catalogue.js"
import { coinTypeOfChainId } from "../../../core/names/coinTypeOfChainId.js"

describe("coinTypeOfChainId", () => {
  it("Ethereum (1) is 2147483649, Polygon (137) 2147483785", () => {
    expect(coinTypeOfChainId(1)).toEqual(Either.right(2147483649))
    expect(coinTypeOfChainId(137)).toEqual(Either.right(2147483785))
  })

  it("2^31 - 1 still converts (to 2^32 - 1); 2^31 is an Invalid chainId", () => {
    expect(coinTypeOfChainId(2147483647)).toEqual(Either.right(4294967295))
    const refused = coinTypeOfChainId(2147483648)
    expect(Either.isLeft(refused)).toBe(true)
    if (Either.isLeft(refused)) {
      expect(refused.left).toMatchObject({ _tag: "InvalidChainIdForCoinType", chainId: 2147483648 })
      expect(messageOf(refused.left)).toBe("Invalid chainId")
    }
  })

  it("a chain id that is not a whole number from 0 has none", () => {
    expect(Either.isLeft(coinTypeOfChainId(1.5))).toBe(true)
    expect(Either.isLeft(coinTypeOfChainId(-1))).toBe(true)
    expect(Either.isLeft(coinTypeOfChainId(Number.NaN))).toBe(true)
  })
})

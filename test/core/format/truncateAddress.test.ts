import { describe, expect, it } from "vitest"
import { truncateAddress } from "../../../core/format/truncateAddress.js"

describe("truncateAddress", () => {
  it("keeps the first 4 and last 6 characters around an ellipsis", () => {
    expect(truncateAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8")).toBe("0x70\u2026dc79C8")
    expect(truncateAddress("9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM")).toBe("9WzD\u2026YtAWWM")
  })

  it("shows a short address whole", () => {
    expect(truncateAddress("0x12345678")).toBe("0x12345678")
    expect(truncateAddress("")).toBe("")
    expect(truncateAddress("0x123456789")).toBe("0x12\u2026456789")
  })
})

import { mainnet } from "doorway-connect/networks"
import { describe, expect, it } from "vitest"
import { monthHeading, transactionSummary } from "../../../core/activity/transactionSummary.js"
import type { Transaction, TransactionTransfer } from "../../../schemas/Transaction.js"

const tx = (operationType: string, transfers: ReadonlyArray<TransactionTransfer>, minedAt = "2026-11-26T07:00:00Z"): Transaction => ({
  id: "t",
  metadata: { operationType, hash: "0x1", chain: mainnet.caipNetworkId, minedAt, sentFrom: "0xa", sentTo: "0xb", status: "confirmed", nonce: 0 },
  transfers
})

describe("transactionSummary", () => {
  it("reads a fungible transfer as its amount to 3 decimals with the symbol and icon", () => {
    const summary = transactionSummary(
      tx("send", [{ fungible_info: { symbol: "USDC", icon: { url: "https://icons.test/usdc.svg" } }, direction: "out", quantity: { numeric: "1234.56789" } }])
    )
    expect(summary).toEqual({
      title: "Send",
      transfers: [{ kind: "fungible", text: "1,234.568 USDC", label: "USDC", imageUrl: "https://icons.test/usdc.svg", direction: "out" }],
      status: "confirmed",
      minedAt: Date.parse("2026-11-26T07:00:00Z")
    })
    expect(transactionSummary(tx("receive", [{ direction: "in", quantity: { numeric: "0.0005" } }])).transfers[0]).toMatchObject({ text: "0.001", label: undefined })
  })

  it("writes the amounts in the language asked for, the symbol unchanged", () => {
    const send = tx("send", [{ fungible_info: { symbol: "USDC" }, direction: "out", quantity: { numeric: "1234.56789" } }])
    expect(transactionSummary(send, "de").transfers[0]).toMatchObject({ text: "1.234,568 USDC", label: "USDC" })
    const arabic = new Intl.NumberFormat("ar", { minimumFractionDigits: 3 }).format(1234.568)
    expect(transactionSummary(send, "ar").transfers[0]?.text).toBe(`${arabic} USDC`)
  })

  it("reads an NFT transfer by its name and preview, 'NFT' when it has no name", () => {
    const preview = { url: "https://nft.test/1.png" }
    const named = transactionSummary(tx("mint", [{ nft_info: { name: "Harbor #1", content: { preview }, flags: { is_spam: false } }, direction: "in", quantity: { numeric: "1" } }]))
    expect(named.transfers).toEqual([{ kind: "nft", text: "Harbor #1", label: "Harbor #1", imageUrl: "https://nft.test/1.png", direction: "in" }])
    const unnamed = transactionSummary(tx("receive", [{ nft_info: { flags: { is_spam: false } }, direction: "in", quantity: { numeric: "1" } }]))
    expect(unnamed.transfers[0]).toMatchObject({ text: "NFT", imageUrl: undefined })
  })

  it("shows a trade's two legs, and no date when minedAt does not parse", () => {
    const leg = (symbol: string, direction: "in" | "out"): TransactionTransfer => ({ fungible_info: { symbol }, direction, quantity: { numeric: "1" } })
    const summary = transactionSummary(tx("trade", [leg("ETH", "out"), leg("USDC", "in"), leg("DAI", "in")], "yesterday"))
    expect(summary.transfers.map((transfer) => transfer.text)).toEqual(["1.000 ETH", "1.000 USDC"])
    expect(summary.minedAt).toBeUndefined()
    expect(transactionSummary(tx("", [])).title).toBe("Transaction")
  })

  it("heads a month group with the month's name and the year (0-based month keys)", () => {
    expect(monthHeading("2026", "0")).toBe("January 2026")
    expect(monthHeading("2025", "11")).toBe("December 2025")
  })
})

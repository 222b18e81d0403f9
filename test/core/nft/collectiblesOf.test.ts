import { mainnet } from "doorway-connect/networks"
import { describe, expect, it } from "vitest"
import { collectiblesOf } from "../../../core/nft/collectiblesOf.js"
import type { Transaction, TransferDirection } from "../../../schemas/Transaction.js"

const nft = (id: string, name: string | undefined, direction: TransferDirection, spam = false): Transaction => ({
  id,
  metadata: { operationType: direction === "in" ? "receive" : "send", hash: `0x${id}`, chain: mainnet.caipNetworkId, minedAt: "2026-11-01T00:00:00Z", sentFrom: "0xa", sentTo: "0xb", status: "confirmed", nonce: 0 },
  transfers: [
    {
      nft_info: { ...(name === undefined ? {} : { name }), content: { preview: { url: `https://nft.test/${name ?? id}.png` } }, flags: { is_spam: spam } },
      direction,
      quantity: { numeric: "1" }
    }
  ]
})

describe("collectiblesOf", () => {
  it("keeps what was received and not sent since, the newest received first, with name and preview", () => {
    // Newest first, as the service sends them.
    const history = [nft("5", "Harbor #3", "in"), nft("4", "Harbor #1", "out"), nft("3", "Harbor #2", "in"), nft("2", "Harbor #1", "in"), nft("1", "Harbor #0", "in")]
    expect(collectiblesOf(history)).toEqual([
      { key: "Harbor #3", name: "Harbor #3", previewUrl: "https://nft.test/Harbor #3.png" },
      { key: "Harbor #2", name: "Harbor #2", previewUrl: "https://nft.test/Harbor #2.png" },
      { key: "Harbor #0", name: "Harbor #0", previewUrl: "https://nft.test/Harbor #0.png" }
    ])
  })

  it("received again after it was sent, it is held again; spam and fungible transfers are left out", () => {
    const history = [nft("3", "Harbor #1", "in"), nft("2", "Harbor #1", "out"), nft("1", "Harbor #1", "in"), nft("0", "Free mint", "in", true)]
    const fungible: Transaction = { ...nft("9", "x", "in"), transfers: [{ fungible_info: { symbol: "USDC" }, direction: "in", quantity: { numeric: "1" } }] }
    expect(collectiblesOf([fungible, ...history]).map((c) => c.name)).toEqual(["Harbor #1"])
  })

  it("one without a name is told apart by its preview and reads NFT", () => {
    expect(collectiblesOf([nft("7", undefined, "in")])).toEqual([{ key: "https://nft.test/7.png", name: "NFT", previewUrl: "https://nft.test/7.png" }])
  })
})

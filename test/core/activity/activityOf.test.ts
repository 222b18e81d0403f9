import { describe, expect, it } from "vitest"
import { mainnet, polygon } from "doorway-connect/networks"
import { activityOf, groupByYearAndMonth, isSpamTransaction } from "../../../core/activity/activityOf.js"
import { relativeTime } from "../../../core/activity/relativeTime.js"
import type { CaipNetworkId } from "../../../schemas/Caip.js"
import type { Transaction, TransactionTransfer } from "../../../schemas/Transaction.js"

const nft = (spam: boolean): TransactionTransfer => ({ nft_info: { name: "Card", flags: { is_spam: spam } }, direction: "in", quantity: { numeric: "1" } })
const coin: TransactionTransfer = { fungible_info: { symbol: "USDC" }, direction: "out", quantity: { numeric: "1.5" } }

const tx = (id: string, minedAt: string, transfers: ReadonlyArray<TransactionTransfer> = [coin], chain: CaipNetworkId = mainnet.caipNetworkId): Transaction => ({
  id,
  metadata: { operationType: "send", hash: `0x${id}`, chain, minedAt, sentFrom: "0xa", sentTo: "0xb", status: "confirmed", nonce: 1 },
  transfers
})

describe("the Activity list", () => {
  it("drops a transaction only when every transfer is flagged spam, and keeps the active chain's only", () => {
    expect(isSpamTransaction(tx("1", "2026-01-01T00:00:00Z", [nft(true)]))).toBe(true)
    expect(isSpamTransaction(tx("2", "2026-01-01T00:00:00Z", [nft(true), nft(false)]))).toBe(false)
    expect(isSpamTransaction(tx("3", "2026-01-01T00:00:00Z", [nft(true), coin]))).toBe(false)
    expect(isSpamTransaction(tx("4", "2026-01-01T00:00:00Z", []))).toBe(false)
    const list = [
      tx("a", "2026-01-01T00:00:00Z"),
      tx("spam", "2026-01-01T00:00:00Z", [nft(true), nft(true)]),
      tx("other", "2026-01-01T00:00:00Z", [coin], polygon.caipNetworkId)
    ]
    expect(activityOf(list, mainnet.caipNetworkId).map((t) => t.id)).toEqual(["a"])
  })

  it("groups by year then month (UTC, 0-based) across a year boundary, newest first as given", () => {
    const list = [
      tx("jan2", "2026-01-02T10:00:00Z"),
      tx("jan1", "2026-01-01T00:00:00Z"),
      tx("dec31", "2025-12-31T23:59:59Z"),
      tx("nov", "2025-11-15T12:00:00Z"),
      tx("bad", "not a date")
    ]
    expect(groupByYearAndMonth(list)).toEqual({
      "2026": { "0": [list[0], list[1]] },
      "2025": { "11": [list[2]], "10": [list[3]] }
    })
  })
})

describe("relativeTime (SPEC §9 labels)", () => {
  const now = Date.parse("2026-11-25T12:00:00Z")
  const ago = (ms: number) => relativeTime(now - ms, now)
  const S = 1000
  const M = 60 * S
  const H = 60 * M
  const D = 24 * H
  it("reads sec, min, hr, d, mo, yr, each from its boundary", () => {
    expect(ago(0)).toBe("0 sec")
    expect(ago(59_999)).toBe("59 sec")
    expect(ago(60_000)).toBe("1 min")
    expect(ago(3_599_999)).toBe("59 min")
    expect(ago(3_600_000)).toBe("1 hr")
    expect(ago(86_399_999)).toBe("23 hr")
    expect(ago(86_400_000)).toBe("1 d")
    expect(ago(30 * D - 1)).toBe("29 d")
    expect(ago(30 * D)).toBe("1 mo")
    expect(ago(365 * D - 1)).toBe("12 mo")
    expect(ago(365 * D)).toBe("1 yr")
    expect(ago(3 * 365 * D + H)).toBe("3 yr")
    expect(relativeTime(now + 5 * S, now)).toBe("0 sec")
  })
})

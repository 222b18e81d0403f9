import { describe, expect, it } from "vitest"
import {
  allWalletsCountLabel,
  allWalletsRows,
  isEagerImageIndex,
  showsWalletImage
} from "../../../core/catalogue/allWalletsRows.js"
import { INITIAL_WALLET_CATALOGUE } from "../../../core/services/WalletCatalogue.js"
import { makeWallets } from "./catalogueEnv.js"

const wallets = makeWallets(120)

describe("allWalletsRows", () => {
  it("keeps to the chain family Connect was opened for, in the pages and in a search's results", () => {
    const evm = { ...wallets[0]!, id: "evm", chains: ["eip155:1", "eip155:137"] }
    const sun = { ...wallets[1]!, id: "sun", chains: ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"] }
    const { chains: _listed, ...unlisted } = { ...wallets[2]!, id: "unlisted" }
    const state = { ...INITIAL_WALLET_CATALOGUE, featured: [evm], wallets: [sun, unlisted] }
    expect(allWalletsRows(state, "solana").map((row) => row.wallet.id)).toEqual(["sun", "unlisted"])
    expect(allWalletsRows(state, "eip155").map((row) => row.wallet.id)).toEqual(["evm", "unlisted"])
    expect(allWalletsRows(state).map((row) => row.wallet.id)).toEqual(["evm", "sun", "unlisted"])
    const searching = { ...state, search: { ...state.search, text: "s", results: [evm, sun] } }
    expect(allWalletsRows(searching, "solana").map((row) => row.wallet.id)).toEqual(["sun"])
  })

  it("lists featured and recommended first, then the pages, each wallet once", () => {
    const rows = allWalletsRows({
      ...INITIAL_WALLET_CATALOGUE,
      featured: wallets.slice(0, 2),
      recommended: wallets.slice(1, 4),
      wallets: wallets.slice(3, 50)
    })
    expect(rows.map((row) => row.wallet.id).slice(0, 6)).toEqual(["w1", "w2", "w3", "w4", "w5", "w6"])
    expect(rows).toHaveLength(50)
  })

  it("fetches the images of the first 20 wallets of each page up front, the rest when in view", () => {
    const rows = allWalletsRows({ ...INITIAL_WALLET_CATALOGUE, wallets: wallets.slice(0, 120) })
    const eager = rows.flatMap((row, index) => (row.eagerImage ? [index] : []))
    expect(eager).toEqual([
      ...Array.from({ length: 20 }, (_, i) => i),
      ...Array.from({ length: 20 }, (_, i) => 40 + i),
      ...Array.from({ length: 20 }, (_, i) => 80 + i)
    ])
    expect(isEagerImageIndex(19)).toBe(true)
    expect(isEagerImageIndex(20)).toBe(false)
    expect(isEagerImageIndex(40)).toBe(true)
  })

  it("gives a lazy row its image only while it is in view", () => {
    const rows = allWalletsRows({ ...INITIAL_WALLET_CATALOGUE, wallets: wallets.slice(0, 40) })
    const row = rows[25]
    if (row === undefined) throw new Error("row 25")
    expect(showsWalletImage(row, 25, { start: 0, end: 8 })).toBe(false)
    expect(showsWalletImage(row, 25, { start: 20, end: 28 })).toBe(true)
    expect(showsWalletImage(row, 25, { start: 26, end: 34 })).toBe(false)
    const eager = rows[3]
    if (eager === undefined) throw new Error("row 3")
    expect(showsWalletImage(eager, 3, { start: 30, end: 38 })).toBe(true)
  })

  it("while searching lists the results instead, the first 20 images up front", () => {
    const rows = allWalletsRows({
      ...INITIAL_WALLET_CATALOGUE,
      wallets,
      featured: wallets.slice(0, 4),
      search: { text: "wallet", badge: undefined, results: wallets.slice(0, 100) }
    })
    expect(rows).toHaveLength(100)
    expect(rows.filter((row) => row.eagerImage)).toHaveLength(20)
    expect(rows[20]?.eagerImage).toBe(false)
  })

  it("a certified-only search with no text is still a search", () => {
    const rows = allWalletsRows({
      ...INITIAL_WALLET_CATALOGUE,
      wallets,
      search: { text: "", badge: "certified", results: wallets.slice(0, 3) }
    })
    expect(rows).toHaveLength(3)
  })
})

describe("allWalletsCountLabel", () => {
  it("rounds down to tens with a plus, exact below ten and on round numbers", () => {
    expect(allWalletsCountLabel(0)).toBe("0")
    expect(allWalletsCountLabel(7)).toBe("7")
    expect(allWalletsCountLabel(10)).toBe("10")
    expect(allWalletsCountLabel(437)).toBe("430+")
    expect(allWalletsCountLabel(500)).toBe("500")
  })
})

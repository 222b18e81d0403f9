import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, TestClock } from "effect"
import { mainnet, polygon } from "doorway-connect/networks"
import { EMPTY_HISTORY } from "../../../core/activity/loadActivityPage.js"
import { groupByYearAndMonth } from "../../../core/activity/activityOf.js"
import { addPendingTransaction, getPendingTransactions } from "../../../core/activity/pendingTransactions.js"
import { resetPendingOnAccountChange } from "../../../core/activity/resetPendingOnAccountChange.js"
import { withPendingTransactions } from "../../../core/activity/withPendingTransactions.js"
import { caipAddressOf } from "../../../core/connection/applyConnection.js"
import { disconnect } from "../../../core/connection/disconnect.js"
import { updateNamespaceState } from "../../../core/connection/updateNamespaceState.js"
import { PendingTransactionsTest } from "../../../layers/PendingTransactionsTest.js"
import type { CaipAddress } from "../../../schemas/Caip.js"
import type { StorageKey } from "../../../schemas/StorageKeys.js"
import type { Transaction, TransactionHistoryState } from "../../../schemas/Transaction.js"
import { ALICE, BOB, WALLET_ID, connectAs, evmEnv, installWallet, stored } from "../connection/evmTestEnv.js"
import { RECEIVER, SENDER, pendingEntry } from "./pendingEntry.js"

const SENDER_ON_MAINNET = `${mainnet.caipNetworkId}:${SENDER}` as CaipAddress

const mined = (hash: string, minedAt: string): Transaction => ({
  id: `mined ${hash}`,
  metadata: { operationType: "send", hash, chain: mainnet.caipNetworkId, minedAt, sentFrom: SENDER, sentTo: RECEIVER, status: "confirmed", nonce: 3 },
  transfers: []
})

const historyOf = (transactions: ReadonlyArray<Transaction>): TransactionHistoryState => ({
  transactions,
  transactionsByYear: groupByYearAndMonth(transactions),
  lastNetworkInView: mainnet.caipNetworkId,
  loading: false,
  empty: transactions.length === 0
})

const idsByMonth = (history: TransactionHistoryState) =>
  Object.fromEntries(
    Object.entries(history.transactionsByYear).flatMap(([year, months]) =>
      Object.entries(months).map(([month, list]) => [`${year}-${month}`, (list ?? []).map((transaction) => transaction.id)])
    )
  )

describe("pending transactions in the Activity list (SPEC §4)", () => {
  it("a pending send reads as a send of the amount out of the account, dated when it was sent", () => {
    const { account, transaction } = pendingEntry(5)
    expect(account).toBe(SENDER_ON_MAINNET)
    expect(transaction).toEqual({
      id: `pending:0x${"5".padStart(64, "0")}`,
      metadata: {
        operationType: "send",
        hash: `0x${"5".padStart(64, "0")}`,
        chain: "eip155:1",
        minedAt: "2026-11-26T12:00:05.000Z",
        sentFrom: SENDER,
        sentTo: RECEIVER,
        status: "pending",
        nonce: 0
      },
      transfers: [
        { fungible_info: { name: "USD Coin", symbol: "USDC", icon: { url: "https://icons.test/usdc.svg" } }, direction: "out", quantity: { numeric: "1.5" } }
      ]
    })
  })

  it("pending ones come first under their month, newest first; the history's own entry replaces one; another account's are not shown", () => {
    const history = historyOf([mined("0xm2", "2026-11-20T08:00:00Z"), mined("0xm1", "2026-10-03T08:00:00Z")])
    const pending = [pendingEntry(3), pendingEntry(2, RECEIVER), pendingEntry(1)]
    const shown = withPendingTransactions(history, pending, SENDER_ON_MAINNET)
    expect(Object.keys(idsByMonth(shown)).sort()).toEqual(["2026-10", "2026-9"])
    expect(idsByMonth(shown)["2026-10"]).toEqual([pendingEntry(3).transaction.id, pendingEntry(1).transaction.id, "mined 0xm2"])
    expect(idsByMonth(shown)["2026-9"]).toEqual(["mined 0xm1"])
    expect(shown.transactions).toHaveLength(4)

    // Mined and in the history: the history's entry alone.
    const minedOne = historyOf([mined(pendingEntry(3).transaction.metadata.hash, "2026-11-26T12:00:09Z")])
    expect(withPendingTransactions(minedOne, pending, SENDER_ON_MAINNET).transactions.map((transaction) => transaction.id)).toEqual([
      pendingEntry(1).transaction.id,
      minedOne.transactions[0]?.id
    ])
    // The same account on another network sees none of them.
    const onPolygon = `${polygon.caipNetworkId}:${SENDER}` as CaipAddress
    expect(withPendingTransactions(history, pending, onPolygon)).toBe(history)
  })

  it("an empty history with a pending send is not empty", () => {
    const shown = withPendingTransactions({ ...EMPTY_HISTORY, empty: true }, [pendingEntry(1)], SENDER_ON_MAINNET)
    expect([shown.empty, shown.transactions.length]).toEqual([false, 1])
  })
})

describe("pending transactions: reset on account or network change (SPEC §4)", () => {
  const layer = () => Layer.mergeAll(evmEnv().layer, PendingTransactionsTest())
  const settle = Effect.repeatN(Effect.yieldNow(), 5)

  it.effect("another network clears them; so does a disconnect", () =>
    Effect.gen(function* () {
      yield* installWallet({ authorized: true })
      yield* connectAs("eip155", WALLET_ID)
      yield* Effect.forkScoped(resetPendingOnAccountChange)
      yield* settle
      yield* addPendingTransaction(pendingEntry(1, ALICE))
      // A change that keeps the account and network keeps them.
      yield* updateNamespaceState("eip155", (current) => ({ ...current, accountState: { ...current.accountState, balance: "2" } }))
      yield* settle
      expect(yield* getPendingTransactions).toHaveLength(1)
      yield* updateNamespaceState("eip155", (current) => ({
        ...current,
        accountState: { ...current.accountState, caipAddress: caipAddressOf(polygon, ALICE) }
      }))
      yield* settle
      expect(yield* getPendingTransactions).toEqual([])
      yield* addPendingTransaction(pendingEntry(2, ALICE))
      yield* disconnect({ closeModal: false })
      yield* settle
      expect(yield* getPendingTransactions).toEqual([])
    }).pipe(Effect.scoped, Effect.provide(layer()))
  )
})

describe("pending transactions: kept across a reload (a send is never lost nor invited twice)", () => {
  const settle = Effect.repeatN(Effect.yieldNow(), 5)
  const hashOf = (n: number) => pendingEntry(n, ALICE).transaction.metadata.hash
  /** Storage as a reload finds it: two of ALICE's sends on mainnet and one of BOB's. */
  const reloaded = (receipt: (hash: string) => unknown) => {
    const asked: Array<string> = []
    const chain = {
      [mainnet.caipNetworkId]: {
        eth_getBalance: () => ({ result: "0x0" }),
        eth_getTransactionReceipt: (params: unknown) => {
          const hash = (params as ReadonlyArray<string>)[0] ?? ""
          asked.push(hash)
          return { result: receipt(hash) }
        }
      }
    }
    const storage: ReadonlyArray<readonly [StorageKey, string]> = [
      ["@doorway/pending_transactions", JSON.stringify([pendingEntry(2, ALICE), pendingEntry(9, BOB), pendingEntry(1, ALICE)])]
    ]
    return { asked, layer: Layer.mergeAll(evmEnv({ chain, storage }).layer, PendingTransactionsTest()) }
  }
  const storedHashes = Effect.map(stored("@doorway/pending_transactions"), (list) => (list ?? []).map((entry) => entry.transaction.metadata.hash))

  it.effect("the active account's stored sends show as pending again; one mined meanwhile leaves on the node's first answer", () => {
    const { asked, layer } = reloaded((hash) => (hash === hashOf(1) ? { status: "0x1" } : null))
    return Effect.gen(function* () {
      yield* installWallet({ authorized: true })
      yield* connectAs("eip155", WALLET_ID)
      yield* Effect.forkScoped(resetPendingOnAccountChange)
      yield* settle
      // Asked at once, not 5 s later.
      expect([...asked].sort()).toEqual([hashOf(1), hashOf(2)].sort())
      expect((yield* getPendingTransactions).map((entry) => entry.transaction.metadata.hash)).toEqual([hashOf(2)])
      expect(yield* storedHashes).toEqual([hashOf(2), pendingEntry(9, BOB).transaction.metadata.hash])

      // The other one: asked again at 5,000 ms (4,999: not yet), and gone once mined.
      yield* TestClock.adjust("4999 millis")
      expect(asked).toHaveLength(2)
      yield* TestClock.adjust("1 millis")
      expect(asked).toHaveLength(3)
      expect((yield* getPendingTransactions).map((entry) => entry.transaction.metadata.hash)).toEqual([hashOf(2)])
    }).pipe(Effect.scoped, Effect.provide(layer))
  })

  it.effect("another account sees none of them; switching back shows them again", () => {
    const { layer } = reloaded(() => null)
    return Effect.gen(function* () {
      yield* installWallet({ authorized: true })
      yield* connectAs("eip155", WALLET_ID)
      yield* Effect.forkScoped(resetPendingOnAccountChange)
      yield* settle
      expect(yield* getPendingTransactions).toHaveLength(2)
      yield* updateNamespaceState("eip155", (current) => ({
        ...current,
        accountState: { ...current.accountState, caipAddress: caipAddressOf(polygon, ALICE) }
      }))
      yield* settle
      expect(yield* getPendingTransactions).toEqual([])
      yield* updateNamespaceState("eip155", (current) => ({
        ...current,
        accountState: { ...current.accountState, caipAddress: caipAddressOf(mainnet, ALICE) }
      }))
      yield* settle
      expect((yield* getPendingTransactions).map((entry) => entry.transaction.metadata.hash)).toEqual([hashOf(2), hashOf(1)])
    }).pipe(Effect.scoped, Effect.provide(layer))
  })
})

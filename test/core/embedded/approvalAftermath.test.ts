/**
 * What follows the embedded wallet's answers (SPEC §4, §5): after a transaction the wallet sent,
 * the balance is read again past its cache; a refused method opens the modal and 'Action not
 * allowed' shows 300 ms later.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, PubSub, Ref, Stream, TestClock } from "effect"
import { mainnet } from "doorway-connect/networks"
import { fetchAccountData } from "../../../core/account/fetchAccountData.js"
import { refreshAfterTransaction } from "../../../core/account/refreshAfterTransaction.js"
import { alertRefusedMethods } from "../../../core/embedded/alertRefusedMethods.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { WALLET_ID, accountOf, connectAs, defaultApi, defaultChain, evmEnv, installWallet, modalOpen } from "../connection/evmTestEnv.js"

const settle = Effect.zipRight(TestClock.adjust(0), Effect.yieldNow()).pipe(Effect.repeatN(20))

/** A node whose balance the test sets, counting how often it is read. */
const makeNode = () => {
  const node = { wei: 10n ** 18n, reads: 0 }
  const chain = {
    ...defaultChain,
    [mainnet.caipNetworkId]: {
      ...defaultChain[mainnet.caipNetworkId],
      eth_getBalance: () => {
        node.reads++
        return { result: `0x${node.wei.toString(16)}` }
      }
    }
  }
  return { node, layer: evmEnv({ chain, api: defaultApi }).layer }
}

const balanceShown = Effect.map(accountOf(), (account) => account?.balance)

describe("refreshAfterTransaction", () => {
  const { node, layer } = makeNode()
  it.effect("reads the native balance past its 30 s cache and shows it; with nothing connected it asks nothing", () =>
    Effect.gen(function* () {
      const reads = node.reads
      yield* refreshAfterTransaction("eip155")
      expect(node.reads).toBe(reads)
      yield* installWallet({ authorized: true })
      yield* connectAs("eip155", WALLET_ID)
      yield* fetchAccountData()
      expect(yield* balanceShown).toBe("1")
      node.wei = 2n * 10n ** 18n
      // Within the cache's 30 s, an ordinary read keeps what it had.
      yield* fetchAccountData()
      expect(yield* balanceShown).toBe("1")
      const before = node.reads
      yield* refreshAfterTransaction("eip155")
      expect(node.reads).toBe(before + 1)
      expect(yield* balanceShown).toBe("2")
    }).pipe(Effect.provide(layer)))
})

describe("alertRefusedMethods", () => {
  it.effect("a refused method opens the modal; 'Action not allowed' shows at 300 ms, not at 299", () =>
    Effect.gen(function* () {
      const refusals = yield* PubSub.unbounded<string>()
      const fiber = yield* Effect.fork(alertRefusedMethods(Effect.map(PubSub.subscribe(refusals), Stream.fromQueue)))
      yield* settle
      yield* PubSub.publish(refusals, "eth_sign")
      yield* settle
      expect(yield* modalOpen).toBe(true)
      const snackbar = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.snackbar))
      yield* TestClock.adjust("299 millis")
      expect((yield* snackbar).open).toBe(false)
      yield* TestClock.adjust("1 millis")
      expect(yield* snackbar).toMatchObject({ open: true, message: "Action not allowed", variant: "error" })
      yield* Fiber.interrupt(fiber)
    }).pipe(Effect.provide(makeNode().layer)))
})

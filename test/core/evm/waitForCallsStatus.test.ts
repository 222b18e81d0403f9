/**
 * Waiting for a `wallet_sendCalls` batch (EIP-5792): its status read at once, then every 1,000 ms,
 * until it is final (200 or more); no final status within 60,000 ms fails with CallsStatusTimeout.
 * The status is asked of the connected wallet and decoded with Schema.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Ref, TestClock } from "effect"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { getCallsStatus } from "../../../core/evm/getCallsStatus.js"
import { pollCallsStatus, waitForCallsStatus } from "../../../core/evm/waitForCallsStatus.js"
import type { CallsStatus } from "../../../schemas/CallsStatus.js"
import { evmEnv, installWallet } from "../connection/evmTestEnv.js"

const ID = "0x" + "ab".repeat(32)
const PENDING: CallsStatus = { version: "2.0.0", id: ID, chainId: "0x1", status: 100, atomic: true }
const CONFIRMED: CallsStatus = { ...PENDING, status: 200, receipts: [{ transactionHash: `0x${"cd".repeat(32)}`, status: "0x1" }] }

/** A read answering `statuses` in turn (the last one from then on), and how often it was asked. */
const scriptedRead = (statuses: ReadonlyArray<CallsStatus>) =>
  Effect.map(Ref.make(0), (count) => ({
    read: Effect.map(Ref.getAndUpdate(count, (n) => n + 1), (n) => statuses[Math.min(n, statuses.length - 1)] ?? PENDING),
    reads: Ref.get(count)
  }))

describe("waitForCallsStatus (EIP-5792)", () => {
  it.effect("a final status at the first read answers at once", () =>
    Effect.gen(function* () {
      const { read, reads } = yield* scriptedRead([CONFIRMED])
      expect(yield* pollCallsStatus(ID, read)).toEqual(CONFIRMED)
      expect(yield* reads).toBe(1)
    }))

  it.effect("reads again 1,000 ms later: a status confirmed at the 2nd read is answered at 1,000 ms, not at 999 ms", () =>
    Effect.gen(function* () {
      const { read, reads } = yield* scriptedRead([PENDING, CONFIRMED])
      const fiber = yield* Effect.fork(pollCallsStatus(ID, read))
      yield* TestClock.adjust("999 millis")
      expect(fiber.unsafePoll()).toBeNull()
      expect(yield* reads).toBe(1)
      yield* TestClock.adjust("1 millis")
      expect(yield* Fiber.join(fiber)).toEqual(CONFIRMED)
      expect(yield* reads).toBe(2)
    }))

  it.effect("a batch failed onchain (500) or offchain (400) is final too", () =>
    Effect.gen(function* () {
      const onchain = yield* scriptedRead([PENDING, PENDING, { ...PENDING, status: 500 }])
      const fiber = yield* Effect.fork(pollCallsStatus(ID, onchain.read))
      yield* TestClock.adjust("2000 millis")
      expect((yield* Fiber.join(fiber)).status).toBe(500)
      const offchain = yield* scriptedRead([{ ...PENDING, status: 400 }])
      expect((yield* pollCallsStatus(ID, offchain.read)).status).toBe(400)
    }))

  it.effect("gives up at 60,000 ms, not at 59,999 ms, with CallsStatusTimeout", () =>
    Effect.gen(function* () {
      const { read, reads } = yield* scriptedRead([PENDING])
      const fiber = yield* Effect.fork(Effect.flip(pollCallsStatus(ID, read)))
      yield* TestClock.adjust("59999 millis")
      expect(fiber.unsafePoll()).toBeNull()
      expect(yield* reads).toBe(60)
      yield* TestClock.adjust("1 millis")
      const error = yield* Fiber.join(fiber)
      expect(error._tag).toBe("CallsStatusTimeout")
      expect(messageOf(error)).toBe(`The calls ${ID} had no final status within 60 seconds`)
    }))

  it.effect("a read that fails ends the wait with its error", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(pollCallsStatus(ID, Effect.fail("wallet gone" as const)))
      expect(error).toBe("wallet gone")
    }))
})

describe("the status of a batch, asked of the connected wallet", () => {
  it.effect("wallet_getCallsStatus [id] over the wallet's provider, polled until final", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet({ authorized: true })
      let asked = 0
      wallet.answer("wallet_getCallsStatus", (params) => {
        expect(params).toEqual([ID])
        asked++
        return asked < 3 ? PENDING : CONFIRMED
      })
      yield* connectWallet("io.doorway.wallet")
      const fiber = yield* Effect.fork(waitForCallsStatus(ID))
      yield* TestClock.adjust("1999 millis")
      expect(fiber.unsafePoll()).toBeNull()
      yield* TestClock.adjust("1 millis")
      expect(yield* Fiber.join(fiber)).toEqual(CONFIRMED)
      expect(asked).toBe(3)
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("an answer that is not a call status is JSON-RPC -32603", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet({ authorized: true })
      wallet.answer("wallet_getCallsStatus", () => ({ status: "CONFIRMED" }))
      yield* connectWallet("io.doorway.wallet")
      const error = yield* Effect.flip(getCallsStatus(ID))
      expect(error._tag === "JsonRpcError" ? error.code : error._tag).toBe(-32603)
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("nothing connected: 'No ActiveCaipAddress found'", () =>
    Effect.gen(function* () {
      expect(messageOf(yield* Effect.flip(waitForCallsStatus(ID)))).toBe("No ActiveCaipAddress found")
    }).pipe(Effect.provide(evmEnv().layer)))
})

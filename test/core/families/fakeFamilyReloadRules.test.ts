/**
 * A reload with two families stored (the fake one beside EVM): the namespaces are restored side
 * by side, the outcome names the first namespace that had something stored, and the namespace
 * stored as active is made active again only when its wallet is back.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, TestClock } from "effect"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { reconnect } from "../../../core/connection/reconnect.js"
import { scriptedWallet } from "../../../layers/EvmWalletTest.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { awaitSleep, eventually } from "../rpc/eventually.js"
import { ALICE, WALLET_ID, accountOf, activeNamespace, storedRaw } from "../connection/evmTestEnv.js"
import { FAKE_CONNECTOR_ID, fakeFamilyPage, fakeWallet } from "./fakeFamily.js"

/** A page that connected `ids` in order; returns its storage and EVM wallet for the reload. */
const connectedBefore = (ids: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const storage = yield* StorageMemory.make()
    const evm = scriptedWallet({ accounts: [ALICE], chainId: 1 })
    yield* fakeFamilyPage(fakeWallet(), evm, storage)(Effect.forEach(ids, (id) => connectWallet(id), { discard: true }))
    return { storage, evm }
  })

describe("a reload with two families stored", () => {
  it.effect("the namespace stored as active whose wallet no longer grants access is not made active: the one back is", () =>
    Effect.gen(function* () {
      const { storage, evm } = yield* connectedBefore([WALLET_ID, FAKE_CONNECTOR_ID])
      // A fresh fake wallet has granted nothing: its restore is refused.
      yield* fakeFamilyPage(fakeWallet(), evm, storage)(
        Effect.gen(function* () {
          expect(yield* storedRaw("@appkit/active_namespace")).toBe("cosmos")
          expect(yield* reconnect).toBe("Reconnected")
          expect(yield* activeNamespace).toBe("eip155")
          expect(yield* storedRaw("@appkit/active_namespace")).toBe("eip155")
          expect(yield* accountOf("cosmos")).toMatchObject({ status: "disconnected" })
          expect(yield* accountOf("eip155")).toMatchObject({ status: "connected" })
        })
      )
    }))

  it.effect("the outcome is the first stored namespace's: EVM stored nothing, cosmos is no longer granted → NotAuthorized", () =>
    Effect.gen(function* () {
      const { storage, evm } = yield* connectedBefore([FAKE_CONNECTOR_ID])
      yield* fakeFamilyPage(fakeWallet(), evm, storage)(Effect.map(reconnect, (outcome) => expect(outcome).toBe("NotAuthorized")))
    }))

  it.effect("EVM's wallet no longer grants access but cosmos is back: the reload's outcome is Reconnected", () =>
    Effect.gen(function* () {
      const storage = yield* StorageMemory.make()
      const fake = fakeWallet()
      yield* fakeFamilyPage(fake, scriptedWallet({ accounts: [ALICE], chainId: 1 }), storage)(
        Effect.forEach([WALLET_ID, FAKE_CONNECTOR_ID], (id) => connectWallet(id), { discard: true })
      )
      // A fresh EVM wallet has granted nothing; the fake one still grants.
      const evm = scriptedWallet({ accounts: [ALICE], chainId: 1 })
      yield* fakeFamilyPage(fake, evm, storage)(
        Effect.gen(function* () {
          expect(yield* reconnect).toBe("Reconnected")
          expect(yield* accountOf("eip155")).toMatchObject({ status: "disconnected" })
          expect(yield* accountOf("cosmos")).toMatchObject({ status: "connected" })
        })
      )
    }))

  it.effect("both wallets unannounced are awaited side by side: both give up at 1,000 ms, not one after the other", () =>
    Effect.gen(function* () {
      const { storage, evm } = yield* connectedBefore([WALLET_ID, FAKE_CONNECTOR_ID])
      yield* fakeFamilyPage(fakeWallet(), evm, storage, false)(
        Effect.gen(function* () {
          const fiber = yield* Effect.fork(reconnect)
          yield* awaitSleep(1000)
          yield* TestClock.adjust("999 millis")
          expect(Option.isNone(yield* Fiber.poll(fiber))).toBe(true)
          yield* TestClock.adjust("1 millis")
          yield* eventually(Effect.map(Fiber.poll(fiber), Option.isSome), "reconnect settled at 1,000 ms")
          expect(yield* Fiber.join(fiber)).toBe("ConnectorMissing")
          expect(yield* accountOf("cosmos")).toMatchObject({ status: "disconnected" })
          expect(yield* accountOf("eip155")).toMatchObject({ status: "disconnected" })
        })
      )
    }))
})

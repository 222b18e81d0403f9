import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, TestClock } from "effect"
import { polygon } from "doorway-connect/networks"
import { reconnect } from "../../../core/connection/reconnect.js"
import { awaitSleep, eventually } from "../rpc/eventually.js"
import { ALICE, WALLET_ID, accountOf, evmEnv, installWallet, modalOpen, networkOf, storedConnection, storedRaw, views } from "./evmTestEnv.js"

describe("reconnect", () => {
  it.effect("with nothing stored nothing happens", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet({ authorized: true })
      expect(yield* reconnect).toBe("NothingStored")
      expect((yield* accountOf())?.status).toBe("disconnected")
      expect(wallet.methods()).toEqual([])
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("restores the stored wallet silently: eth_accounts, never a prompt, no modal", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet({ authorized: true, chainId: 137 })
      expect(yield* reconnect).toBe("Reconnected")
      expect(yield* accountOf()).toMatchObject({ status: "connected", caipAddress: `eip155:137:${ALICE}`, balance: "1", balanceSymbol: "POL" })
      expect(yield* networkOf()).toEqual(polygon)
      expect(wallet.methods()).toEqual(["eth_accounts", "eth_chainId"])
      expect(yield* modalOpen).toBe(false)
      expect(yield* views).toEqual(["Connect"])
      // Its events are followed as after a connection.
      yield* eventually(Effect.sync(() => wallet.listenerCount("chainChanged") === 1), "watching")
    }).pipe(Effect.provide(evmEnv({ storage: storedConnection() }).layer)))

  it.effect("is connecting while it waits for the wallet to be announced, then connected", () =>
    Effect.gen(function* () {
      const fiber = yield* Effect.fork(reconnect)
      yield* awaitSleep(1000)
      expect((yield* accountOf())?.status).toBe("connecting")
      yield* TestClock.adjust("500 millis")
      yield* installWallet({ authorized: true })
      expect(yield* Fiber.join(fiber)).toBe("Reconnected")
      expect((yield* accountOf())?.status).toBe("connected")
    }).pipe(Effect.provide(evmEnv({ storage: storedConnection() }).layer)))

  it.effect("a wallet not announced within 1 s leaves the namespace disconnected, on the stored network", () =>
    Effect.gen(function* () {
      const fiber = yield* Effect.fork(reconnect)
      yield* awaitSleep(1000)
      yield* TestClock.adjust("999 millis")
      expect(Option.isNone(yield* Fiber.poll(fiber))).toBe(true)
      expect((yield* accountOf())?.status).toBe("connecting")
      yield* TestClock.adjust("1 millis")
      expect(yield* Fiber.join(fiber)).toBe("ConnectorMissing")
      expect((yield* accountOf())?.status).toBe("disconnected")
      expect(yield* networkOf()).toEqual(polygon)
      // Kept for the next reload: the wallet may only have been slow.
      expect(yield* storedRaw("@appkit/eip155:connected_connector_id")).toBe(WALLET_ID)
    }).pipe(Effect.provide(evmEnv({ storage: storedConnection(polygon) }).layer)))

  it.effect("a wallet that no longer grants the site access is disconnected and the stored connection dropped", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet({ authorized: false })
      expect(yield* reconnect).toBe("NotAuthorized")
      expect((yield* accountOf())?.status).toBe("disconnected")
      expect(wallet.methods()).toEqual(["eth_accounts"])
      expect(yield* storedRaw("@appkit/eip155:connected_connector_id")).toBeUndefined()
      expect(yield* storedRaw("@appkit/connected_namespaces")).toBeUndefined()
    }).pipe(Effect.provide(evmEnv({ storage: storedConnection() }).layer)))

  it.effect("a wallet that fails to answer is disconnected; the stored connection stays for next time", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet({ authorized: true })
      wallet.fail("eth_accounts", -32603, "The extension is updating")
      expect(yield* reconnect).toBe("Failed")
      expect((yield* accountOf())?.status).toBe("disconnected")
      expect(yield* storedRaw("@appkit/eip155:connected_connector_id")).toBe(WALLET_ID)
    }).pipe(Effect.provide(evmEnv({ storage: storedConnection() }).layer)))

  it.effect("a wallet on a chain the app lacks is not asked to switch and no view opens", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet({ authorized: true, chainId: 10, chains: [1] })
      expect(yield* reconnect).toBe("Reconnected")
      expect((yield* networkOf())?.caipNetworkId).toBe("eip155:10")
      expect(wallet.methods()).toEqual(["eth_accounts", "eth_chainId"])
      expect(yield* modalOpen).toBe(false)
    }).pipe(Effect.provide(evmEnv({ storage: storedConnection() }).layer)))
})

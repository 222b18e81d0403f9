/**
 * A damaged `@appkit/eip155:connected_connector_id` after a reload (WIRE §5): the stored
 * connections, which every write of the key keeps in step, say which wallet to restore.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { mainnet } from "doorway-connect/networks"
import { reconnect } from "../../../core/connection/reconnect.js"
import { readLogs } from "../../../core/logging/readLogs.js"
import * as LogTest from "../../../layers/LogTest.js"
import type { StorageKey } from "../../../schemas/StorageKeys.js"
import { ALICE, BOB, WALLET_ID, accountOf, evmEnv, installWallet, storedRaw } from "./evmTestEnv.js"

const KEY = "@appkit/eip155:connected_connector_id"
const OTHER_ID = "com.other.wallet"

const connection = (connectorId: string, address = ALICE) => ({ connectorId, accounts: [{ address, type: "eoa" }] })

/** A page connected to `WALLET_ID` (listed first, as the active one is) whose connector id is `id`. */
const storage = (id: string, connections: unknown = { eip155: [connection(WALLET_ID)] }): ReadonlyArray<readonly [StorageKey, string]> => [
  [KEY, id],
  ["@appkit/active_caip_network_id", mainnet.caipNetworkId],
  ["@appkit/active_namespace", "eip155"],
  ["@appkit/connected_namespaces", "eip155"],
  ["@appkit/connection_status", "connected"],
  ["@appkit/connections", typeof connections === "string" ? connections : JSON.stringify(connections)]
]

const env = (seed: ReadonlyArray<readonly [StorageKey, string]>) => Layer.merge(evmEnv({ storage: seed }).layer, LogTest.layer({ level: "warn" }))

const warningsAbout = (key: string) => Effect.map(readLogs, (lines) => lines.filter((line) => line.includes("WARN") && line.includes(key)))

const damaged = [
  { kind: "garbage text", id: "%%%not a connector%%%" },
  { kind: "a JSON object", id: '{"id":1}' },
  { kind: "empty", id: "" },
  { kind: "1 MB", id: "x".repeat(1_048_577) },
  { kind: "a wallet the connections do not name", id: OTHER_ID },
  { kind: "an address", id: BOB }
]

describe("reconnect with a damaged connector id", () => {
  it.effect.each(damaged)("$kind: the connections' wallet is restored and the key written again, with a warning", ({ id }) =>
    Effect.gen(function* () {
      yield* installWallet({ authorized: true })
      expect(yield* reconnect).toBe("Reconnected")
      expect(yield* accountOf()).toMatchObject({ status: "connected", address: ALICE })
      expect(yield* storedRaw(KEY)).toBe(WALLET_ID)
      expect(yield* warningsAbout(KEY)).not.toEqual([])
      // Every later reload finds it whole.
      expect(JSON.parse((yield* storedRaw("@appkit/connections")) ?? "{}").eip155[0].connectorId).toBe(WALLET_ID)
    }).pipe(Effect.provide(env(storage(id)))))

  it.effect("the active wallet of several is the one restored", () =>
    Effect.gen(function* () {
      yield* installWallet({ authorized: true })
      yield* installWallet({ authorized: true, accounts: [BOB] }, OTHER_ID)
      expect(yield* reconnect).toBe("Reconnected")
      expect(yield* accountOf()).toMatchObject({ status: "connected", address: BOB })
      expect(yield* storedRaw(KEY)).toBe(OTHER_ID)
    }).pipe(Effect.provide(env(storage("%%%", { eip155: [connection(OTHER_ID, BOB), connection(WALLET_ID)] })))))

  it.effect("a readable id the connections name is kept as it is, even when it is not the first", () =>
    Effect.gen(function* () {
      yield* installWallet({ authorized: true })
      yield* installWallet({ authorized: true, accounts: [BOB] }, OTHER_ID)
      expect(yield* reconnect).toBe("Reconnected")
      expect(yield* accountOf()).toMatchObject({ status: "connected", address: ALICE })
      expect(yield* storedRaw(KEY)).toBe(WALLET_ID)
      expect(yield* warningsAbout(KEY)).toEqual([])
    }).pipe(Effect.provide(env(storage(WALLET_ID, { eip155: [connection(OTHER_ID, BOB), connection(WALLET_ID)] })))))

  it.effect("an unreadable id with no stored connection to go by is removed with a warning; nothing is connected", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet({ authorized: true })
      expect(yield* reconnect).toBe("NothingStored")
      expect((yield* accountOf())?.status).toBe("disconnected")
      expect(wallet.methods()).toEqual([])
      expect(yield* storedRaw(KEY)).toBeUndefined()
      expect(yield* warningsAbout(KEY)).not.toEqual([])
    }).pipe(Effect.provide(env(storage('{"id":1}', {})))))

  it.effect("an unreadable id and unreadable connections: both removed with a warning each; nothing is connected", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet({ authorized: true })
      expect(yield* reconnect).toBe("NothingStored")
      expect((yield* accountOf())?.status).toBe("disconnected")
      expect(wallet.methods()).toEqual([])
      expect(yield* storedRaw(KEY)).toBeUndefined()
      expect(yield* storedRaw("@appkit/connections")).toBeUndefined()
      expect(yield* warningsAbout(KEY)).not.toEqual([])
      expect(yield* warningsAbout("@appkit/connections")).not.toEqual([])
      // The rest stays for what reads it.
      expect(yield* storedRaw("@appkit/active_caip_network_id")).toBe(mainnet.caipNetworkId)
    }).pipe(Effect.provide(env(storage("", "{not json")))))

  it.effect("connections only of another namespace do not stand for an EVM wallet", () =>
    Effect.gen(function* () {
      yield* installWallet({ authorized: true })
      expect(yield* reconnect).toBe("NothingStored")
      expect((yield* accountOf())?.status).toBe("disconnected")
    }).pipe(Effect.provide(env(storage("", { solana: [connection("app.phantom", "7K3eGSWDrvdQPGQNoGXJDZkxUqWrCC2UrDmZva7aLh6P")] })))))
})

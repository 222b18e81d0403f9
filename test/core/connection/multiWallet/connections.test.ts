/** Live and remembered connections: added, ended, restored, stored under @appkit/connections. */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Ref } from "effect"
import { addConnection } from "../../../../core/connection/multiWallet/addConnection.js"
import { connectionsOf } from "../../../../core/connection/multiWallet/connectionsOf.js"
import { endConnection } from "../../../../core/connection/multiWallet/endConnection.js"
import { restoreConnections } from "../../../../core/connection/multiWallet/restoreConnections.js"
import { Storage } from "../../../../core/services/Storage.js"
import { Connectors } from "../../../../core/services/Connectors.js"
import { storeConnections } from "../../../../core/connection/connectionStorage.js"
import { connection, connectorsState, multiWalletEnv, seedThreeWallets, storedConnections } from "./multiWalletEnv.js"

const ids = (list: ReadonlyArray<{ readonly connectorId: string }>) => list.map((c) => c.connectorId)

describe("connections", () => {
  it.effect("connectionsOf lists the active wallet first, then the others, then remembered ones whose connector is known", () =>
    Effect.gen(function* () {
      yield* seedThreeWallets
      const state = yield* connectorsState
      const list = connectionsOf(
        { ...state, recentConnections: { eip155: [connection("com.c"), connection("gone.wallet"), connection("com.b")] } },
        "eip155"
      )
      expect(ids(list.connections)).toEqual(["com.a", "com.b"])
      // A wallet that is live is not also recent; a connector the page no longer offers is not offered.
      expect(ids(list.recentConnections)).toEqual(["com.c"])
      expect(connectionsOf(state, "solana")).toEqual({ connections: [], recentConnections: [] })
    }).pipe(Effect.provide(multiWalletEnv())))

  it.effect("addConnection makes a wallet live, replaces its earlier connection, and stores every connection", () =>
    Effect.gen(function* () {
      yield* seedThreeWallets
      yield* addConnection({ namespace: "eip155", connection: connection("com.c", "0xc2") })
      let state = yield* connectorsState
      expect(ids(state.connections.eip155 ?? [])).toEqual(["com.b", "com.a", "com.c"])
      expect(state.recentConnections?.eip155).toEqual([])
      expect(state.activeConnectorIds.eip155).toBe("com.a")
      yield* addConnection({ namespace: "eip155", connection: connection("com.b", "0xb2") })
      state = yield* connectorsState
      expect(state.connections.eip155?.[0]?.accounts[0]?.address).toBe("0xb2")
      const stored = Option.getOrThrow(yield* storedConnections)
      expect(stored.eip155?.map((c) => [c.connectorId, c.accounts[0]?.address])).toEqual([
        ["com.b", "0xb2"],
        ["com.a", "0xa"],
        ["com.c", "0xc2"]
      ])
    }).pipe(Effect.provide(multiWalletEnv())))

  it.effect("endConnection keeps the wallet remembered, first among the recent ones, and clears it as active", () =>
    Effect.gen(function* () {
      yield* seedThreeWallets
      yield* endConnection({ namespace: "eip155", connectorId: "COM.A" })
      const state = yield* connectorsState
      expect(ids(state.connections.eip155 ?? [])).toEqual(["com.b"])
      expect(ids(state.recentConnections?.eip155 ?? [])).toEqual(["com.a", "com.c"])
      expect(state.activeConnectorIds.eip155).toBeUndefined()
      expect(ids(Option.getOrThrow(yield* storedConnections).eip155 ?? [])).toEqual(["com.b", "com.a", "com.c"])
      // Ending a wallet that is not live changes nothing.
      yield* endConnection({ namespace: "eip155", connectorId: "com.c" })
      expect(yield* connectorsState).toEqual(state)
    }).pipe(Effect.provide(multiWalletEnv())))

  it.effect("what an earlier visit stored comes back as remembered connections, even after a wallet connected first", () =>
    Effect.gen(function* () {
      const storage = yield* Storage
      yield* storage.set(
        "@appkit/connections",
        JSON.stringify({ eip155: [connection("com.a", "0xa"), connection("com.b", "0xb")], solana: [connection("app.phantom", "So1")] })
      )
      yield* addConnection({ namespace: "eip155", connection: connection("com.b", "0xb") })
      yield* restoreConnections
      const state = yield* connectorsState
      expect(ids(state.recentConnections?.eip155 ?? [])).toEqual(["com.a"])
      expect(ids(state.recentConnections?.solana ?? [])).toEqual(["app.phantom"])
      expect(ids(state.connections.eip155 ?? [])).toEqual(["com.b"])
      // Restoring twice adds nothing twice.
      yield* restoreConnections
      expect(ids((yield* connectorsState).recentConnections?.eip155 ?? [])).toEqual(["com.a"])
      expect(ids(Option.getOrThrow(yield* storedConnections).eip155 ?? [])).toEqual(["com.b", "com.a"])
    }).pipe(Effect.provide(multiWalletEnv())))

  it.effect("storing the connections when a wallet reconnects keeps the ones an earlier visit remembered", () =>
    Effect.gen(function* () {
      const storage = yield* Storage
      yield* storage.set("@appkit/connections", JSON.stringify({ eip155: [connection("com.b", "0xb"), connection("com.a", "0xa")] }))
      // A reconnect records its connection in the state, then stores (before anything restored).
      const { state } = yield* Connectors
      yield* Ref.update(state, (current) => ({ ...current, connections: { eip155: [connection("com.b", "0xb")] } }))
      yield* storeConnections
      expect(ids(Option.getOrThrow(yield* storedConnections).eip155 ?? [])).toEqual(["com.b", "com.a"])
      expect(ids((yield* connectorsState).recentConnections?.eip155 ?? [])).toEqual(["com.a"])
    }).pipe(Effect.provide(multiWalletEnv())))

  it.effect("a stored value that cannot be read is dropped, and with nothing known the key goes", () =>
    Effect.gen(function* () {
      const storage = yield* Storage
      yield* storage.set("@appkit/connections", '{"eip155":[{"accounts":[]}]}')
      yield* restoreConnections
      expect((yield* connectorsState).recentConnections).toEqual({})
      expect(yield* storage.get("@appkit/connections")).toEqual(Option.none())
    }).pipe(Effect.provide(multiWalletEnv())))
})

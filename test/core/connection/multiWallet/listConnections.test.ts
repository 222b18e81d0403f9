import { describe, expect, it } from "@effect/vitest"
import { Effect, Queue, Stream } from "effect"
import type { ConnectionsList } from "../../../../core/connection/multiWallet/connectionsOf.js"
import { addConnection } from "../../../../core/connection/multiWallet/addConnection.js"
import { endConnection } from "../../../../core/connection/multiWallet/endConnection.js"
import { listConnections } from "../../../../core/connection/multiWallet/listConnections.js"
import { subscribeConnections } from "../../../../core/connection/multiWallet/subscribeConnections.js"
import { Storage } from "../../../../core/services/Storage.js"
import { alert, connection, enableMultiWallet, multiWalletEnv, seedThreeWallets, setConnectorsState, connector } from "./multiWalletEnv.js"

const ids = (list: ReadonlyArray<{ readonly connectorId: string }>) => list.map((c) => c.connectorId)

describe("listConnections", () => {
  it.effect("lists the live wallets, active first, and the remembered ones", () =>
    Effect.gen(function* () {
      yield* enableMultiWallet
      yield* seedThreeWallets
      const list = yield* listConnections("eip155")
      expect(ids(list.connections)).toEqual(["com.a", "com.b"])
      expect(ids(list.recentConnections)).toEqual(["com.c"])
      expect((yield* alert).open).toBe(false)
    }).pipe(Effect.provide(multiWalletEnv())))

  it.effect("reads the wallets remembered by earlier visits on first use", () =>
    Effect.gen(function* () {
      yield* enableMultiWallet
      yield* setConnectorsState((state) => ({ ...state, connectors: [connector("com.a"), connector("com.b")] }))
      const storage = yield* Storage
      yield* storage.set("@appkit/connections", JSON.stringify({ eip155: [connection("com.a"), connection("gone.wallet")] }))
      const list = yield* listConnections("eip155")
      expect(list.connections).toEqual([])
      expect(ids(list.recentConnections)).toEqual(["com.a"])
    }).pipe(Effect.provide(multiWalletEnv())))
})

describe("subscribeConnections", () => {
  it.scoped("gives the current list, then the list again on each change of this namespace's wallets", () =>
    Effect.gen(function* () {
      yield* enableMultiWallet
      yield* seedThreeWallets
      const lists = yield* Queue.unbounded<ConnectionsList>()
      yield* Effect.forkScoped(Stream.runForEach(subscribeConnections("eip155"), (list) => Queue.offer(lists, list)))
      const shape = Effect.map(Queue.take(lists), (list) => [ids(list.connections), ids(list.recentConnections)])
      expect(yield* shape).toEqual([["com.a", "com.b"], ["com.c"]])
      yield* endConnection({ namespace: "eip155", connectorId: "com.b" })
      expect(yield* shape).toEqual([["com.a"], ["com.b", "com.c"]])
      // Another namespace's change is not a change of this list.
      yield* addConnection({ namespace: "solana", connection: connection("app.phantom", "So1") })
      yield* addConnection({ namespace: "eip155", connection: connection("com.c", "0xc") })
      expect(yield* shape).toEqual([["com.a", "com.c"], ["com.b"]])
      expect(yield* Queue.size(lists)).toBe(0)
    }).pipe(Effect.provide(multiWalletEnv())))
})

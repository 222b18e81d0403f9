/** SPEC §4, §6: every multi-wallet operation needs the remote multiWallet feature. */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Stream } from "effect"
import { deleteConnection } from "../../../../core/connection/multiWallet/deleteConnection.js"
import { listConnections } from "../../../../core/connection/multiWallet/listConnections.js"
import { subscribeConnections } from "../../../../core/connection/multiWallet/subscribeConnections.js"
import { switchConnection } from "../../../../core/connection/multiWallet/switchConnection.js"
import { alert, connection, connectorsState, MULTI_WALLET_DISABLED, multiWalletEnv, seedThreeWallets } from "./multiWalletEnv.js"

const operations = {
  listConnections: listConnections("eip155").pipe(Effect.map((list) => expect(list).toEqual({ connections: [], recentConnections: [] }))),
  switchConnection: switchConnection({ connection: connection("com.b"), namespace: "eip155", status: "active" }),
  deleteConnection: deleteConnection({ connection: connection("com.c"), namespace: "eip155" }),
  subscribeConnections: Stream.runCollect(subscribeConnections("eip155")).pipe(Effect.map((all) => expect([...all]).toEqual([])))
}

describe("multi-wallet off (the default)", () => {
  it.effect.each(Object.entries(operations))("%s shows the info alert and changes nothing", ([, operation]) =>
    Effect.gen(function* () {
      yield* seedThreeWallets
      const before = yield* connectorsState
      yield* operation
      expect(yield* alert).toEqual({ open: true, message: MULTI_WALLET_DISABLED, description: expect.any(String), variant: "info" })
      expect(yield* connectorsState).toEqual(before)
    }).pipe(Effect.provide(multiWalletEnv())))

  it.effect("an invalid status is not even looked at while multi-wallet is off", () =>
    Effect.gen(function* () {
      const exit = yield* Effect.exit(switchConnection({ connection: connection("com.b"), namespace: "eip155", status: "bogus" }))
      expect(exit._tag).toBe("Success")
      expect((yield* alert).message).toBe(MULTI_WALLET_DISABLED)
    }).pipe(Effect.provide(multiWalletEnv())))
})

import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { deleteConnection } from "../../../../core/connection/multiWallet/deleteConnection.js"
import {
  connection,
  connectorsState,
  enableMultiWallet,
  multiWalletEnv,
  seedThreeWallets,
  setConnectorsState,
  storedConnections
} from "./multiWalletEnv.js"

const ids = (list: ReadonlyArray<{ readonly connectorId: string }> | undefined) => (list ?? []).map((c) => c.connectorId)

describe("deleteConnection", () => {
  it.effect("forgets a remembered wallet, in state and in storage", () =>
    Effect.gen(function* () {
      yield* enableMultiWallet
      yield* seedThreeWallets
      yield* deleteConnection({ connection: connection("com.c"), namespace: "eip155" })
      const state = yield* connectorsState
      expect(ids(state.recentConnections?.eip155)).toEqual([])
      expect(ids(state.connections.eip155)).toEqual(["com.b", "com.a"])
      expect(ids(Option.getOrThrow(yield* storedConnections).eip155)).toEqual(["com.b", "com.a"])
    }).pipe(Effect.provide(multiWalletEnv())))

  it.effect("stops tracking a wallet connected alongside the active one", () =>
    Effect.gen(function* () {
      yield* enableMultiWallet
      yield* seedThreeWallets
      yield* deleteConnection({ connection: connection("com.b"), namespace: "eip155" })
      const state = yield* connectorsState
      expect(ids(state.connections.eip155)).toEqual(["com.a"])
      expect(state.activeConnectorIds.eip155).toBe("com.a")
    }).pipe(Effect.provide(multiWalletEnv())))

  it.effect("leaves the active wallet alone: it is ended by disconnecting", () =>
    Effect.gen(function* () {
      yield* enableMultiWallet
      yield* seedThreeWallets
      const before = yield* connectorsState
      yield* deleteConnection({ connection: connection("com.a"), namespace: "eip155" })
      expect(yield* connectorsState).toEqual(before)
    }).pipe(Effect.provide(multiWalletEnv())))

  it.effect("given an address, forgets that account only; the connection goes with its last account", () =>
    Effect.gen(function* () {
      yield* enableMultiWallet
      yield* seedThreeWallets
      yield* setConnectorsState((state) => ({ ...state, recentConnections: { eip155: [connection("com.c", "0xc1", "0xC2")] } }))
      yield* deleteConnection({ connection: connection("com.c"), namespace: "eip155", address: "0xc2" })
      expect((yield* connectorsState).recentConnections?.eip155?.[0]?.accounts.map((a) => a.address)).toEqual(["0xc1"])
      yield* deleteConnection({ connection: connection("com.c"), namespace: "eip155", address: "0xC1" })
      expect(ids((yield* connectorsState).recentConnections?.eip155)).toEqual([])
    }).pipe(Effect.provide(multiWalletEnv())))
})

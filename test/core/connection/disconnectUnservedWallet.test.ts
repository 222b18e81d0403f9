/**
 * Disconnecting when there is no wallet left to ask: the connector is no longer listed, or no
 * kind of connection serves it any more. The connection is forgotten all the same (SPEC §4): a
 * visitor who asks to disconnect is never left connected for want of a wallet to tell.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { disconnect } from "../../../core/connection/disconnect.js"
import { Connectors } from "../../../core/services/Connectors.js"
import type { Connector } from "../../../schemas/Connector.js"
import { WALLET_ID, accountOf, connectorsState, evmEnv, installWallet, storedRaw, trackedEvents } from "./evmTestEnv.js"

/** Rewrites the listed connectors, as discovery would after the page's wallets changed. */
const relist = (change: (connectors: ReadonlyArray<Connector>) => ReadonlyArray<Connector>) =>
  Effect.flatMap(Connectors, ({ state }) => Ref.update(state, (current) => ({ ...current, connectors: change(current.connectors) })))

const expectForgotten = Effect.gen(function* () {
  expect(yield* accountOf()).toMatchObject({ status: "disconnected" })
  expect((yield* accountOf())?.caipAddress).toBeUndefined()
  expect((yield* connectorsState).activeConnectorIds).toEqual({})
  expect(yield* storedRaw("@appkit/eip155:connected_connector_id")).toBeUndefined()
  expect((yield* trackedEvents).at(-1)).toEqual({ type: "track", event: "DISCONNECT_SUCCESS", properties: { namespace: "all" } })
})

describe("disconnect with no wallet to ask", () => {
  it.effect("the connector is no longer listed: nothing is asked, the connection is forgotten", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      yield* connectWallet(WALLET_ID)
      yield* relist((connectors) => connectors.filter((connector) => connector.id !== WALLET_ID))
      yield* disconnect()
      expect(wallet.methods()).not.toContain("wallet_revokePermissions")
      yield* expectForgotten
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("no kind of connection serves the connector any more: nothing is asked, the connection is forgotten", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      yield* connectWallet(WALLET_ID)
      // A WalletConnect connector in a page with no WalletConnect kind: kindOf fails with ConnectFailed.
      yield* relist((connectors) => connectors.map((connector) => (connector.id === WALLET_ID ? { ...connector, type: "WALLET_CONNECT" as const } : connector)))
      yield* disconnect()
      expect(wallet.methods()).not.toContain("wallet_revokePermissions")
      yield* expectForgotten
    }).pipe(Effect.provide(evmEnv().layer)))
})

/**
 * The Send token list on a chain family whose balances the data service does not read (SPEC §5:
 * it reads EVM and Solana), here one written in the test alone: the native token only, its
 * balance read through the family as the Account view reads it, priced by the data service when
 * it answers and listed at $0 when it does not.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { loadSendTokens } from "../../../core/send/loadSendTokens.js"
import { getSendState } from "../../../core/send/updateSendState.js"
import { SendStateLive } from "../../../layers/SendStateLive.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { TokenBalanceFailuresLive } from "../../../layers/TokenBalanceFailuresLive.js"
import type { Script } from "../config/scriptedApiClient.js"
import { defaultApi } from "../connection/evmTestEnv.js"
import { FAKE_CONNECTOR_ID, fakeConnector, fakeFamilyEnv, fakeWallet, listConnectors } from "../families/fakeFamily.js"

const PRICE = "blockchain /v1/fungible/price"

/** The fake wallet connected on hub-1, where it holds 2.5 FAKE (2,500,000 of 6 decimals); the data service answering `api`. */
const connectedWith = (api: Script) => <A, E, R>(test: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const fake = fakeWallet()
    const storage = yield* StorageMemory.make()
    const env = Layer.mergeAll(fakeFamilyEnv(fake, storage, undefined, { ...defaultApi, ...api }), SendStateLive, TokenBalanceFailuresLive)
    return yield* Effect.gen(function* () {
      yield* listConnectors(fakeConnector(fake))
      yield* connectWallet(FAKE_CONNECTOR_ID)
      return yield* test
    }).pipe(Effect.provide(env))
  })

const fake = (price: number) => ({
  name: "Fake",
  symbol: "FAKE",
  chainId: "cosmos:hub-1",
  price,
  value: 2.5 * price,
  quantity: { decimals: "6", numeric: "2.5" },
  iconUrl: ""
})

describe("the send list where the data service reads no balances", () => {
  it.effect("is the native token alone with the family's balance, priced by the data service; the balance endpoint (unscripted here, so it would fail) is not asked", () =>
    Effect.gen(function* () {
      expect(yield* loadSendTokens).toEqual([fake(4)])
      const state = yield* getSendState
      expect(state.tokenBalances).toEqual([fake(4)])
      expect(state.networkBalanceInUSD).toBe("10")
    }).pipe(connectedWith({ [PRICE]: { status: 200, body: { fungibles: [{ name: "Fake", symbol: "FAKE", iconUrl: "", price: 4 }] } } }))
  )

  it.effect("a price the service cannot give lists it at $0: the send can still go", () =>
    Effect.gen(function* () {
      expect(yield* loadSendTokens).toEqual([fake(0)])
      expect((yield* getSendState).networkBalanceInUSD).toBe("0")
    }).pipe(connectedWith({ [PRICE]: { unreachable: true } }))
  )
})

/**
 * The connection programs (connectWallet, reconnect, switching, disconnect) drive the embedded
 * wallet through the one connection interface, as they drive an extension or a pairing.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref, TestClock } from "effect"
import { mainnet, polygon } from "doorway-connect/networks"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { disconnect } from "../../../core/connection/disconnect.js"
import { reconnect } from "../../../core/connection/reconnect.js"
import { switchNetworkInWallet } from "../../../core/network/switchNetworkInWallet.js"
import { Connectors } from "../../../core/services/Connectors.js"
import type { AppEvent } from "../../../schemas/AppEvent.js"
import * as SecureFrameTest from "../../../layers/SecureFrameTest.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { makeEmbeddedWalletConnection } from "../../../layers/EmbeddedWalletConnection.js"
import { ADDRESS, userAnswer } from "../../core/embedded/embeddedTestEnv.js"
import { accountOf, evmEnv, networkOf } from "../../core/connection/evmTestEnv.js"
import { AUTH } from "./embeddedKindEnv.js"

const frameAnswers = userAnswer(1, (event: AppEvent) =>
  event.type === "@w3m-app/IS_CONNECTED"
    ? [{ type: "@w3m-frame/IS_CONNECTED_SUCCESS", id: event.id, payload: { isConnected: true } }]
    : event.type === "@w3m-app/SWITCH_NETWORK"
      ? [{ type: "@w3m-frame/SWITCH_NETWORK_SUCCESS", id: event.id, payload: { chainId: event.payload.chainId } }]
      : event.type === "@w3m-app/SIGN_OUT"
        ? [{ type: "@w3m-frame/SIGN_OUT_SUCCESS", id: event.id }]
        : []
)

/** A ready scripted frame and the embedded kind over it, with the login already recorded in its storage. */
const embeddedKind = Effect.gen(function* () {
  const { service, script } = yield* SecureFrameTest.make
  yield* service.create("https://secure.example/sdk")
  yield* script.reply({ type: "@w3m-frame/READY" })
  yield* TestClock.adjust("500 millis")
  yield* script.answerWith(frameAnswers)
  const storage = yield* StorageMemory.make([["@appkit-wallet/EMAIL_LOGIN_USED_KEY", "true"]])
  const kind = yield* makeEmbeddedWalletConnection({ frame: service, storage, activeNetwork: Effect.succeedNone, onTimeout: () => Effect.void })
  const sent = Effect.map(script.sent, (events) => events.map((event) => event.type))
  return { kind, sent }
})

const listAuth = Effect.flatMap(Connectors, ({ state }) =>
  Ref.update(state, (current) => ({ ...current, connectors: [...current.connectors, AUTH] }))
)

describe("connection programs over the embedded wallet", () => {
  it.effect("connectWallet, switching and disconnect go through the frame", () =>
    Effect.gen(function* () {
      const { kind, sent } = yield* embeddedKind
      yield* Effect.gen(function* () {
        yield* listAuth
        const account = yield* connectWallet("ID_AUTH")
        expect(account.address).toBe(ADDRESS)
        expect(account.network.caipNetworkId).toBe(mainnet.caipNetworkId)
        yield* switchNetworkInWallet(polygon)
        expect((yield* networkOf())?.caipNetworkId).toBe(polygon.caipNetworkId)
        yield* disconnect()
        expect((yield* accountOf())?.caipAddress).toBeUndefined()
      }).pipe(Effect.provide(evmEnv({ auth: kind }).layer))
      expect(yield* sent).toEqual(["@w3m-app/GET_USER", "@w3m-app/SWITCH_NETWORK", "@w3m-app/SIGN_OUT"])
    }))

  it.effect("reconnect restores a stored embedded-wallet connection with IS_CONNECTED then GET_USER", () =>
    Effect.gen(function* () {
      const { kind, sent } = yield* embeddedKind
      const outcome = yield* Effect.gen(function* () {
        yield* listAuth
        return yield* reconnect
      }).pipe(Effect.provide(evmEnv({ auth: kind, storage: [["@appkit/eip155:connected_connector_id", "ID_AUTH"]] }).layer))
      expect(outcome).toBe("Reconnected")
      expect(yield* sent).toEqual(["@w3m-app/IS_CONNECTED", "@w3m-app/GET_USER"])
    }))
})

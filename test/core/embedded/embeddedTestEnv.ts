/** A scripted secure frame (created and READY), storage, router and alerts for the embedded-wallet programs and kind. */
import { Effect, Layer, Ref, TestClock } from "effect"
import type { AppEvent } from "../../../schemas/AppEvent.js"
import { Connectors } from "../../../core/services/Connectors.js"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import type { ConnectionKind } from "../../../core/services/WalletConnections.js"
import { Storage } from "../../../core/services/Storage.js"
import type { StorageKey } from "../../../schemas/StorageKeys.js"
import { SecureFrameScript } from "../../../layers/SecureFrameTest.js"
import type { FrameScript } from "../../../layers/SecureFrameTest.js"
import { AUTH } from "../../layers/embedded/embeddedKindEnv.js"
import { AlertsLive, RouterLive } from "../../../layers/StateLive.js"
import { FRAME_SRC, frameSaysReady, frameTestEnv } from "../frame/frameTestEnv.js"

export const ADDRESS = "0x1111111111111111111111111111111111111111"
export const SMART_ADDRESS = "0x2222222222222222222222222222222222222222"

export const embeddedTestEnv = Layer.mergeAll(frameTestEnv, RouterLive, AlertsLive)

/** The frame exists, said READY, and its 500 ms have passed. */
export const readyFrame = Effect.gen(function* () {
  yield* Effect.flatMap(SecureFrame, (frame) => frame.create(FRAME_SRC))
  yield* frameSaysReady
  yield* TestClock.adjust("500 millis")
  return yield* SecureFrameScript
})

/** A frame answering GET_USER with the user on `chainId`, and every other event by `other`. */
export const userAnswer =
  (chainId: number | string, other: (event: AppEvent) => ReadonlyArray<unknown> = () => []) =>
  (event: AppEvent): ReadonlyArray<unknown> =>
    event.type === "@w3m-app/GET_USER"
      ? [
          {
            type: "@w3m-frame/GET_USER_SUCCESS",
            id: event.id,
            payload: {
              email: "a@b.co",
              address: ADDRESS,
              chainId,
              accounts: [
                { address: ADDRESS, type: "eoa" },
                { address: SMART_ADDRESS, type: "smartAccount" }
              ]
            }
          }
        ]
      : other(event)

export const stored = (key: StorageKey) => Effect.flatMap(Storage, (storage) => storage.get(key))

export const sentTypes = Effect.flatMap(SecureFrameScript, (script) => Effect.map(script.sent, (sent) => sent.map((event) => event.type)))

/** A login recorded before, with its last chain and a social user name. */
export const storeLogin = Effect.gen(function* () {
  const storage = yield* Storage
  yield* storage.set("@appkit-wallet/EMAIL_LOGIN_USED_KEY", "true")
  yield* storage.set("@appkit-wallet/EMAIL", "a@b.co")
  yield* storage.set("@appkit-wallet/LAST_USED_CHAIN_KEY", "137")
  yield* storage.set("@appkit-wallet/SOCIAL_USERNAME", "ada")
})

/**
 * A kind of connection that stands for one made later (the embedded kind needs the env's own
 * storage, so it is made inside the env that lists it): every call goes to the kind `set` gave.
 */
export const lateKind = (): { readonly auth: ConnectionKind; readonly set: (kind: ConnectionKind) => void } => {
  let kind: ConnectionKind | undefined
  const made = (): ConnectionKind => {
    if (kind === undefined) throw new Error("the kind is made first")
    return kind
  }
  const auth: ConnectionKind = {
    connect: (connector, prompt) => Effect.suspend(() => made().connect(connector, prompt)),
    restore: (connector) => Effect.suspend(() => made().restore(connector)),
    disconnect: (connector) => Effect.suspend(() => made().disconnect(connector)),
    switchChain: (connector, network) => Effect.suspend(() => made().switchChain(connector, network)),
    events: (connector) => Effect.suspend(() => made().events(connector)),
    provider: (connector) => Effect.suspend(() => made().provider(connector)),
    setAccountType: (connector, type) =>
      Effect.suspend(() => {
        const set = made().setAccountType
        return set === undefined ? Effect.die("the kind made has no account types") : set(connector, type)
      })
  }
  return { auth, set: (next) => (kind = next) }
}

/**
 * The embedded wallet listed and its frame ready, as the modal has them before a login: the AUTH
 * connector among the connectors, the frame created, READY said and its 500 ms passed.
 */
export const listEmbeddedWalletReady = (frame: SecureFrame["Type"], script: FrameScript) =>
  Effect.gen(function* () {
    yield* Effect.flatMap(Connectors, ({ state }) => Ref.update(state, (s) => ({ ...s, connectors: [...s.connectors, AUTH] })))
    yield* frame.create("https://secure.example/sdk")
    yield* script.reply({ type: "@w3m-frame/READY" })
    yield* TestClock.adjust("500 millis")
  })

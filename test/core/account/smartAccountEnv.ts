/**
 * The embedded wallet connected through the connection programs over a scripted frame whose user
 * has an EOA and a smart account: GET_USER opens the type asked for, on chain 1, when smart
 * accounts are enabled there; SET_PREFERRED_ACCOUNT switches, or is refused when `refuseSwitch`.
 */
import { Context, Effect, Ref, TestClock } from "effect"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { loadSmartAccountNetworks } from "../../../core/embedded/loadSmartAccountNetworks.js"
import type { ChainState } from "../../../core/services/ChainState.js"
import { Connectors } from "../../../core/services/Connectors.js"
import type { Options } from "../../../core/services/Options.js"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import { Storage } from "../../../core/services/Storage.js"
import type { AppEvent } from "../../../schemas/AppEvent.js"
import { makeEmbeddedWalletConnection } from "../../../layers/EmbeddedWalletConnection.js"
import * as SecureFrameTest from "../../../layers/SecureFrameTest.js"
import type { FrameScript } from "../../../layers/SecureFrameTest.js"
import { AUTH } from "../../layers/embedded/embeddedKindEnv.js"
import { evmEnv } from "../connection/evmTestEnv.js"
import type { EvmEnv } from "../connection/evmTestEnv.js"
import { ADDRESS, lateKind, SMART_ADDRESS } from "../embedded/embeddedTestEnv.js"

export { ADDRESS as EOA_ADDRESS, SMART_ADDRESS }

export interface SmartAccountScene {
  /** EVM chain ids the frame says have smart accounts. */
  readonly enabled: ReadonlyArray<number>
  /** The frame answers SET_PREFERRED_ACCOUNT_ERROR with this message instead of switching. */
  readonly refuseSwitch?: string
  /** Whether GET_USER says the smart account is deployed (unsaid by default). */
  readonly deployed?: boolean
}

const addressOf = (type: string | undefined) => (type === "smartAccount" ? SMART_ADDRESS : ADDRESS)

const frameAnswers =
  (scene: SmartAccountScene) =>
  (event: AppEvent): ReadonlyArray<unknown> => {
    switch (event.type) {
      case "@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS":
        return [{ type: "@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS", id: event.id, payload: { smartAccountEnabledNetworks: scene.enabled } }]
      case "@w3m-app/GET_USER": {
        const type = scene.enabled.includes(1) && event.payload?.preferredAccountType === "smartAccount" ? "smartAccount" : "eoa"
        const accounts = [
          { address: ADDRESS, type: "eoa" },
          { address: SMART_ADDRESS, type: "smartAccount" }
        ]
        const deployed = scene.deployed === undefined ? {} : { smartAccountDeployed: scene.deployed }
        return [{ type: "@w3m-frame/GET_USER_SUCCESS", id: event.id, payload: { email: "a@b.co", address: addressOf(type), chainId: 1, accounts, ...deployed } }]
      }
      case "@w3m-app/SET_PREFERRED_ACCOUNT":
        return scene.refuseSwitch === undefined
          ? [{ type: "@w3m-frame/SET_PREFERRED_ACCOUNT_SUCCESS", id: event.id, payload: { type: event.payload.type, address: addressOf(event.payload.type) } }]
          : [{ type: "@w3m-frame/SET_PREFERRED_ACCOUNT_ERROR", id: event.id, payload: { message: scene.refuseSwitch } }]
      case "@w3m-app/SIGN_OUT":
        return [{ type: "@w3m-frame/SIGN_OUT_SUCCESS", id: event.id }]
      default:
        return []
    }
  }

/**
 * Runs `program` with the embedded wallet connected (connectWallet on the AUTH connector, the
 * smart-account networks loaded before GET_USER as live) in the EVM test services; `script` is
 * the frame's.
 */
export const withEmbeddedWallet = <A, E, R>(scene: SmartAccountScene, program: (script: FrameScript) => Effect.Effect<A, E, R>, env: EvmEnv = {}) =>
  Effect.gen(function* () {
    const { service, script } = yield* SecureFrameTest.make
    yield* service.create("https://secure.example/sdk")
    yield* script.reply({ type: "@w3m-frame/READY" })
    yield* TestClock.adjust("500 millis")
    yield* script.answerWith(frameAnswers(scene))
    const late = lateKind()
    return yield* Effect.gen(function* () {
      const services = Context.add(yield* Effect.context<Storage | ChainState | Options>(), SecureFrame, service)
      const onTimeout = () => Effect.void
      const kind = yield* makeEmbeddedWalletConnection({
        frame: service,
        storage: Context.get(services, Storage),
        activeNetwork: Effect.succeedNone,
        onTimeout,
        smartAccountNetworks: Effect.provide(loadSmartAccountNetworks(onTimeout), services)
      })
      late.set(kind)
      yield* Effect.flatMap(Connectors, ({ state }) => Ref.update(state, (current) => ({ ...current, connectors: [...current.connectors, AUTH] })))
      yield* connectWallet("ID_AUTH")
      return yield* program(script)
    }).pipe(Effect.provide(evmEnv({ ...env, auth: late.auth }).layer))
  })

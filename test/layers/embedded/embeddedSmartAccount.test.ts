/**
 * The embedded-wallet kind's smart-account parts (SPEC §4, WIRE §4.3–§4.6): the type GET_USER asks
 * for on connect and on restore, the smart-account networks asked before each EVM GET_USER,
 * SET_PREFERRED_ACCOUNT, and whether the smart account is deployed.
 */
import { describe, expect, it } from "@effect/vitest"
import { Chunk, Effect, Fiber, Ref, Stream, TestClock } from "effect"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import { Storage } from "../../../core/services/Storage.js"
import type { AccountTypeMoment } from "../../../core/account/embeddedAccountType.js"
import type { AppEvent } from "../../../schemas/AppEvent.js"
import { makeEmbeddedWalletConnection } from "../../../layers/EmbeddedWalletConnection.js"
import { ADDRESS, SMART_ADDRESS, embeddedTestEnv, readyFrame, storeLogin, userAnswer } from "../../core/embedded/embeddedTestEnv.js"
import { AUTH } from "./embeddedKindEnv.js"

const NO_PROMPT = { showUri: () => Effect.void, notify: () => Effect.void }

const connectedAnswer = (event: AppEvent): ReadonlyArray<unknown> =>
  event.type === "@w3m-app/IS_CONNECTED" ? [{ type: "@w3m-frame/IS_CONNECTED_SUCCESS", id: event.id, payload: { isConnected: true } }] : []

/** The kind with the given account-type rule, logging what it asks and when smart-account networks are loaded. */
const makeKind = (accountType?: (moment: AccountTypeMoment) => "eoa" | "smartAccount") =>
  Effect.gen(function* () {
    const log = yield* Ref.make<ReadonlyArray<string>>([])
    const kind = yield* makeEmbeddedWalletConnection({
      frame: yield* SecureFrame,
      storage: yield* Storage,
      activeNetwork: Effect.succeedNone,
      onTimeout: () => Effect.void,
      smartAccountNetworks: Ref.update(log, (all) => [...all, "smart-account networks"]),
      ...(accountType === undefined
        ? {}
        : { accountType: (_namespace, moment) => Effect.as(Ref.update(log, (all) => [...all, `type on ${moment}`]), accountType(moment)) })
    })
    return { kind, log: Ref.get(log) }
  })

const getUserTypes = (sent: ReadonlyArray<AppEvent>) => sent.flatMap((event) => (event.type === "@w3m-app/GET_USER" ? [event.payload?.preferredAccountType] : []))

describe("the embedded kind and the account type (SPEC §4)", () => {
  it.effect("connect asks for the type of the connect rule, restore for the restore rule, each after the smart-account networks", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* storeLogin
      yield* script.answerWith(userAnswer(1, connectedAnswer))
      const { kind, log } = yield* makeKind((moment) => (moment === "connect" ? "eoa" : "smartAccount"))
      yield* kind.connect(AUTH, NO_PROMPT)
      yield* kind.restore(AUTH)
      expect(getUserTypes(yield* script.sent)).toEqual(["eoa", "smartAccount"])
      expect(yield* log).toEqual(["smart-account networks", "type on connect", "smart-account networks", "type on restore"])
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("SET_PREFERRED_ACCOUNT {type} answers the type and address the frame made active", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith(
        userAnswer(1, (event) =>
          event.type === "@w3m-app/SET_PREFERRED_ACCOUNT"
            ? [{ type: "@w3m-frame/SET_PREFERRED_ACCOUNT_SUCCESS", id: event.id, payload: { type: "smartAccount", address: SMART_ADDRESS } }]
            : []
        )
      )
      const { kind } = yield* makeKind()
      yield* kind.connect(AUTH, NO_PROMPT)
      const switched = yield* (kind.setAccountType?.(AUTH, "smartAccount") ?? Effect.die("no switch"))
      expect(switched).toEqual({ type: "smartAccount", address: SMART_ADDRESS })
      const asked = (yield* script.sent).find((event) => event.type === "@w3m-app/SET_PREFERRED_ACCOUNT")
      expect(asked?.type === "@w3m-app/SET_PREFERRED_ACCOUNT" ? asked.payload : undefined).toEqual({ type: "smartAccount" })
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("SET_PREFERRED_ACCOUNT_ERROR is the frame's error, with its message", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith((event) =>
        event.type === "@w3m-app/SET_PREFERRED_ACCOUNT" ? [{ type: "@w3m-frame/SET_PREFERRED_ACCOUNT_ERROR", id: event.id, payload: { message: "not now" } }] : []
      )
      const { kind } = yield* makeKind()
      const error = yield* Effect.flip(kind.setAccountType?.(AUTH, "smartAccount") ?? Effect.die("no switch"))
      expect(error._tag === "FrameError" ? error.reason : error._tag).toBe("not now")
    }).pipe(Effect.provide(embeddedTestEnv)))
})

describe("the smart account's deployment (WIRE §4.4 smartAccountDeployed)", () => {
  it.effect("GET_USER's smartAccountDeployed is the session's; a later GET_USER_SUCCESS saying so is a SmartAccountDeployment event", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith((event) =>
        event.type === "@w3m-app/GET_USER"
          ? [
              {
                type: "@w3m-frame/GET_USER_SUCCESS",
                id: event.id,
                payload: {
                  address: SMART_ADDRESS,
                  chainId: 1,
                  smartAccountDeployed: false,
                  accounts: [
                    { address: SMART_ADDRESS, type: "smartAccount" },
                    { address: ADDRESS, type: "eoa" }
                  ]
                }
              }
            ]
          : []
      )
      const { kind } = yield* makeKind()
      const session = yield* kind.connect(AUTH, NO_PROMPT)
      expect([session.smartAccountDeployed, session.allAccounts?.[0]?.type]).toEqual([false, "smartAccount"])
      const events = yield* Effect.fork(Stream.runCollect(Stream.take(Stream.unwrap(kind.events(AUTH)), 3)))
      yield* Effect.yieldNow()
      yield* TestClock.adjust("1 millis")
      yield* script.reply({ type: "@w3m-frame/GET_USER_SUCCESS", id: "seen", payload: { address: SMART_ADDRESS, chainId: 1, smartAccountDeployed: true } })
      const seen = Chunk.toReadonlyArray(yield* Fiber.join(events))
      expect(seen.map((event) => event._tag)).toEqual(["AccountsChanged", "SmartAccountDeployment", "ChainChanged"])
      expect(seen[1]).toEqual({ _tag: "SmartAccountDeployment", deployed: true })
    }).pipe(Effect.provide(embeddedTestEnv)))
})

import { describe, expect, it } from "@effect/vitest"
import { Chunk, Effect, Fiber, Option, Ref, Stream, TestClock } from "effect"
import { optimism, polygon } from "doorway-connect/networks"
import { messageOf } from "../../../core/errors/catalogue.js"
import { Storage } from "../../../core/services/Storage.js"
import { ADDRESS, SMART_ADDRESS, embeddedTestEnv, readyFrame, sentTypes, storeLogin, stored, userAnswer } from "../../core/embedded/embeddedTestEnv.js"
import { AUTH, makeKind } from "./embeddedKindEnv.js"

const NO_PROMPT = { showUri: () => Effect.void, notify: () => Effect.void }

/** The frame's accounts with their types (WIRE §4.4), the active one first. */
const TYPED_ACCOUNTS = [
  { namespace: "eip155", address: ADDRESS, type: "eoa" },
  { namespace: "eip155", address: SMART_ADDRESS, type: "smartAccount" }
]

const walletKeys = Effect.all([
  stored("@appkit-wallet/EMAIL_LOGIN_USED_KEY"),
  stored("@appkit-wallet/EMAIL"),
  stored("@appkit-wallet/LAST_USED_CHAIN_KEY"),
  stored("@appkit-wallet/SOCIAL_USERNAME")
]).pipe(Effect.map((values) => values.filter(Option.isSome).length))

describe("the embedded-wallet kind of connection (SPEC §4–§6, WIRE §4)", () => {
  it.effect("connect asks GET_USER on the active network as EVM's default type, the smart account: the user's accounts, their types and chain", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith(userAnswer(137))
      const { kind, active } = yield* makeKind
      yield* Ref.set(active, Option.some(polygon))
      const session = yield* kind.connect(AUTH, NO_PROMPT)
      expect(session).toEqual({ accounts: [ADDRESS, SMART_ADDRESS], allAccounts: TYPED_ACCOUNTS, chainId: 137 })
      const [getUser] = yield* script.sent
      expect(getUser?.type === "@w3m-app/GET_USER" && getUser.payload).toEqual({
        chainId: 137,
        preferredAccountType: "smartAccount",
        rpcUrl: polygon.rpcUrls.default.http[0]
      })
      expect(yield* stored("@appkit-wallet/EMAIL_LOGIN_USED_KEY")).toEqual(Option.some("true"))
      expect(yield* stored("@appkit-wallet/LAST_USED_CHAIN_KEY")).toEqual(Option.some("137"))
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("without an active network, connect asks for the last used chain, else 1 (WIRE §4.3)", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith(userAnswer("eip155:1"))
      const { kind } = yield* makeKind
      expect((yield* kind.connect(AUTH, NO_PROMPT)).chainId).toBe(1)
      const storage = yield* Storage
      yield* storage.set("@appkit-wallet/LAST_USED_CHAIN_KEY", "137")
      yield* kind.connect(AUTH, NO_PROMPT)
      const asked = (yield* script.sent).map((event) => (event.type === "@w3m-app/GET_USER" ? event.payload?.chainId : undefined))
      expect(asked).toEqual([1, 137])
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("a user on a chain that is not EVM cannot be connected", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith(userAnswer("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"))
      const { kind } = yield* makeKind
      expect((yield* Effect.flip(kind.connect(AUTH, NO_PROMPT)))._tag).toBe("ConnectFailed")
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("restore without the stored flag: not connected, answered here without a message (WIRE §4.6)", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith(userAnswer(1))
      const { kind } = yield* makeKind
      const storage = yield* Storage
      yield* storage.set("@appkit-wallet/SOCIAL_USERNAME", "ada")
      const error = yield* Effect.flip(kind.restore(AUTH))
      expect(error._tag).toBe("ConnectFailed")
      expect(yield* script.sent).toEqual([])
      expect(yield* walletKeys).toBe(0)
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("restore with the stored flag: IS_CONNECTED then GET_USER on the last used chain", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* storeLogin
      yield* script.answerWith(
        userAnswer(137, (event) => (event.type === "@w3m-app/IS_CONNECTED" ? [{ type: "@w3m-frame/IS_CONNECTED_SUCCESS", id: event.id, payload: { isConnected: true } }] : []))
      )
      const { kind } = yield* makeKind
      expect(yield* kind.restore(AUTH)).toEqual({ accounts: [ADDRESS, SMART_ADDRESS], allAccounts: TYPED_ACCOUNTS, chainId: 137 })
      expect(yield* sentTypes).toEqual(["@w3m-app/IS_CONNECTED", "@w3m-app/GET_USER"])
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("restore when the frame says not connected, or errs: the login is forgotten (SPEC §4)", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      const { kind } = yield* makeKind
      yield* storeLogin
      yield* script.answerWith((event) => [{ type: "@w3m-frame/IS_CONNECTED_SUCCESS", id: event.id, payload: { isConnected: false } }])
      expect((yield* Effect.flip(kind.restore(AUTH)))._tag).toBe("ConnectFailed")
      expect(yield* walletKeys).toBe(0)
      yield* storeLogin
      yield* script.answerWith((event) => [{ type: "@w3m-frame/IS_CONNECTED_ERROR", id: event.id, payload: { message: "Expired" } }])
      expect((yield* Effect.flip(kind.restore(AUTH)))._tag).toBe("ConnectFailed")
      expect(yield* walletKeys).toBe(0)
      expect(yield* sentTypes).toEqual(["@w3m-app/IS_CONNECTED", "@w3m-app/IS_CONNECTED"])
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("restore while the frame never says READY: FrameLoadFailed after 20 s, and the login is kept", () =>
    Effect.gen(function* () {
      yield* storeLogin
      const { kind, log } = yield* makeKind
      const restoring = yield* Effect.fork(Effect.flip(kind.restore(AUTH)))
      yield* TestClock.adjust("19999 millis")
      expect(Option.isNone(yield* Fiber.poll(restoring))).toBe(true)
      yield* TestClock.adjust("1 millis")
      expect((yield* Fiber.join(restoring))._tag).toBe("FrameLoadFailed")
      expect(yield* log.reasons).toEqual(["iframe_load_failed"])
      expect(yield* walletKeys).toBe(4)
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("switchChain sends SWITCH_NETWORK for a chain the frame supports and keeps it as the last used", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith(
        userAnswer(1, (event) =>
          event.type === "@w3m-app/SWITCH_NETWORK" ? [{ type: "@w3m-frame/SWITCH_NETWORK_SUCCESS", id: event.id, payload: { chainId: event.payload.chainId } }] : []
        )
      )
      const { kind } = yield* makeKind
      yield* kind.connect(AUTH, NO_PROMPT)
      yield* kind.switchChain(AUTH, polygon)
      const switched = (yield* script.sent)[1]
      expect(switched?.type === "@w3m-app/SWITCH_NETWORK" && switched.payload).toEqual({ chainId: 137, rpcUrl: polygon.rpcUrls.default.http[0] })
      expect(yield* stored("@appkit-wallet/LAST_USED_CHAIN_KEY")).toEqual(Option.some("137"))
      const provider = (yield* kind.provider(AUTH)) as { request: (args: { method: string }) => Promise<unknown> }
      expect(yield* Effect.promise(() => provider.request({ method: "eth_chainId" }))).toBe("0x89")
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("switchChain to a chain the frame does not support is refused without asking it (SPEC §5)", () =>
    Effect.gen(function* () {
      yield* readyFrame
      const { kind } = yield* makeKind
      const error = yield* Effect.flip(kind.switchChain(AUTH, optimism))
      expect(error._tag).toBe("SwitchChainNotApproved")
      expect(messageOf(error)).toBe(
        "Failed to switch to chain eip155:10. The chain is not approved or the wallet does not support wallet_switchEthereumChain method."
      )
      expect(yield* sentTypes).toEqual([])
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("switchChain refused by the frame fails with its message and keeps the chain", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* script.answerWith(userAnswer(1, (event) => [{ type: "@w3m-frame/SWITCH_NETWORK_ERROR", id: event.id, payload: { message: "Chain down" } }]))
      const { kind } = yield* makeKind
      yield* kind.connect(AUTH, NO_PROMPT)
      expect(messageOf(yield* Effect.flip(kind.switchChain(AUTH, polygon)))).toBe("Chain down")
      expect(yield* stored("@appkit-wallet/LAST_USED_CHAIN_KEY")).toEqual(Option.some("1"))
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("disconnect signs out of the frame and forgets the login (SPEC §4)", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* storeLogin
      yield* script.answerWith((event) => (event.type === "@w3m-app/SIGN_OUT" ? [{ type: "@w3m-frame/SIGN_OUT_SUCCESS", id: event.id }] : []))
      const { kind } = yield* makeKind
      yield* kind.disconnect(AUTH)
      expect(yield* sentTypes).toEqual(["@w3m-app/SIGN_OUT"])
      expect(yield* walletKeys).toBe(0)
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("events: a user the frame reports is its account and chain; not connected is a disconnect that forgets the login", () =>
    Effect.gen(function* () {
      const script = yield* readyFrame
      yield* storeLogin
      const { kind } = yield* makeKind
      const events = yield* Effect.fork(Stream.runCollect(Stream.take(Stream.unwrap(kind.events(AUTH)), 3)))
      yield* Effect.yieldNow()
      yield* TestClock.adjust("1 millis")
      yield* script.reply({ type: "@w3m-frame/GET_USER_SUCCESS", id: "other", payload: { address: SMART_ADDRESS, chainId: "137" } })
      yield* script.reply({ type: "@w3m-frame/IS_CONNECTED_SUCCESS", id: "x", payload: { isConnected: true } })
      yield* script.reply({ type: "@w3m-frame/IS_CONNECTED_SUCCESS", id: "y", payload: { isConnected: false } })
      expect(Chunk.toReadonlyArray(yield* Fiber.join(events))).toEqual([
        { _tag: "AccountsChanged", accounts: [SMART_ADDRESS] },
        { _tag: "ChainChanged", chainId: 137 },
        { _tag: "Disconnect" }
      ])
      expect(yield* walletKeys).toBe(0)
    }).pipe(Effect.provide(embeddedTestEnv)))
})

import { describe, expect, it } from "@effect/vitest"
import { Chunk, Effect, Fiber, Option, Stream, TestClock } from "effect"
import type { Layer, Scope } from "effect"
import { messageOf } from "../../../core/errors/index.js"
import { SecureFrame } from "../../../core/services/SecureFrame.js"

const SRC = "https://secure.example/sdk?projectId=p1&chainId=eip155%3A1&version=4&enableLogger=true&rpcUrl=https%3A%2F%2Frpc.example"

/** An app event as the frame received it. */
export interface ReceivedEvent {
  readonly type: string
  readonly id?: string
  readonly payload?: unknown
}

/** What a contract test needs from a SecureFrame implementation and the frame it talks to. */
export interface FrameHarness {
  readonly layer: Layer.Layer<SecureFrame>
  /** How many frame elements the page holds. */
  readonly frames: Effect.Effect<number>
  /** Waits for the next app event the frame receives. */
  readonly nextSent: Effect.Effect<ReceivedEvent>
  /** The frame posts `data` to the app. */
  readonly reply: (data: unknown) => Effect.Effect<void>
  /** The frame element fails to load. */
  readonly failLoad: Effect.Effect<void>
}

/** What every SecureFrame must do. `makeHarness` gives a fresh page and frame on each call. */
export const secureFrameContract = (name: string, makeHarness: Effect.Effect<FrameHarness, never, Scope.Scope>) =>
  describe(`${name} (secure frame contract)`, () => {
    const withFrame = <A, E>(body: (harness: FrameHarness) => Effect.Effect<A, E, SecureFrame | Scope.Scope>) =>
      Effect.flatMap(makeHarness, (harness) => Effect.provide(body(harness), harness.layer))

    const created = Effect.flatMap(SecureFrame, (frame) => frame.create(SRC))

    it.scoped("fails with FrameNotSet when asked before the frame exists", () =>
      withFrame(() =>
        Effect.gen(function* () {
          const frame = yield* SecureFrame
          const error = yield* Effect.flip(frame.request({ type: "@w3m-app/GET_CHAIN_ID" }))
          expect(error._tag).toBe("FrameNotSet")
          expect((yield* Effect.flip(frame.post({ type: "@w3m-app/RPC_ABORT" })))._tag).toBe("FrameNotSet")
        })
      ))

    it.scoped("creates one frame however often asked", () =>
      withFrame((harness) =>
        Effect.gen(function* () {
          expect(yield* harness.frames).toBe(0)
          yield* created
          yield* created
          expect(yield* harness.frames).toBe(1)
        })
      ))

    it.scoped("sends the event with a fresh short id and resolves with the payload of the SUCCESS reply with that id", () =>
      withFrame((harness) =>
        Effect.gen(function* () {
          const frame = yield* SecureFrame
          yield* created
          const call = yield* Effect.fork(frame.request({ type: "@w3m-app/CONNECT_EMAIL", payload: { email: "a@b.co" } }))
          const sent = yield* harness.nextSent
          expect(sent.type).toBe("@w3m-app/CONNECT_EMAIL")
          expect(sent.payload).toEqual({ email: "a@b.co" })
          expect(sent.id).toMatch(/^[0-9a-z]{1,8}$/)
          yield* harness.reply({ type: "@w3m-frame/CONNECT_EMAIL_SUCCESS", id: sent.id, payload: { action: "VERIFY_OTP", extra: 1 } })
          expect(yield* Fiber.join(call)).toEqual({ action: "VERIFY_OTP" })
        })
      ))

    it.scoped("a reply with another id, or another event's reply with this id, settles nothing", () =>
      withFrame((harness) =>
        Effect.gen(function* () {
          const frame = yield* SecureFrame
          yield* created
          const call = yield* Effect.fork(frame.request({ type: "@w3m-app/GET_CHAIN_ID" }))
          const sent = yield* harness.nextSent
          yield* harness.reply({ type: "@w3m-frame/GET_CHAIN_ID_SUCCESS", id: `${sent.id}x`, payload: { chainId: 10 } })
          yield* harness.reply({ type: "@w3m-frame/GET_CHAIN_ID_SUCCESS", payload: { chainId: 10 } })
          yield* harness.reply({ type: "@w3m-frame/SWITCH_NETWORK_SUCCESS", id: sent.id, payload: { chainId: 10 } })
          expect(Option.isNone(yield* Fiber.poll(call))).toBe(true)
          yield* harness.reply({ type: "@w3m-frame/GET_CHAIN_ID_SUCCESS", id: sent.id, payload: { chainId: "eip155:137" } })
          expect(yield* Fiber.join(call)).toEqual({ chainId: "eip155:137" })
        })
      ))

    it.scoped("fails with FrameError carrying the message of the ERROR reply", () =>
      withFrame((harness) =>
        Effect.gen(function* () {
          const frame = yield* SecureFrame
          yield* created
          const call = yield* Effect.fork(frame.request({ type: "@w3m-app/CONNECT_OTP", payload: { otp: "000000" } }))
          const sent = yield* harness.nextSent
          yield* harness.reply({ type: "@w3m-frame/CONNECT_OTP_ERROR", id: sent.id, payload: { message: "Invalid code" } })
          const error = yield* Effect.flip(Fiber.join(call))
          expect(error._tag).toBe("FrameError")
          expect(error._tag === "FrameError" && error.reason).toBe("Invalid code")
        })
      ))

    it.scoped("fails with FrameError shown as 'An error occurred' when the ERROR message is empty", () =>
      withFrame((harness) =>
        Effect.gen(function* () {
          const frame = yield* SecureFrame
          yield* created
          const call = yield* Effect.fork(frame.request({ type: "@w3m-app/GET_USER" }))
          const sent = yield* harness.nextSent
          yield* harness.reply({ type: "@w3m-frame/GET_USER_ERROR", id: sent.id, payload: { message: "" } })
          expect(messageOf(yield* Effect.flip(Fiber.join(call)))).toBe("An error occurred")
        })
      ))

    it.scoped("resolves with nothing when the success has no payload", () =>
      withFrame((harness) =>
        Effect.gen(function* () {
          const frame = yield* SecureFrame
          yield* created
          const call = yield* Effect.fork(frame.request({ type: "@w3m-app/CONNECT_DEVICE" }))
          const sent = yield* harness.nextSent
          expect(sent).toEqual({ type: "@w3m-app/CONNECT_DEVICE", id: sent.id })
          yield* harness.reply({ type: "@w3m-frame/CONNECT_DEVICE_SUCCESS", id: sent.id })
          expect(yield* Fiber.join(call)).toBeUndefined()
        })
      ))

    it.scoped("keeps concurrent requests apart, whatever order the replies come in", () =>
      withFrame((harness) =>
        Effect.gen(function* () {
          const frame = yield* SecureFrame
          yield* created
          const first = yield* Effect.fork(frame.request({ type: "@w3m-app/RPC_REQUEST", payload: { method: "eth_accounts" } }))
          const firstSent = yield* harness.nextSent
          const second = yield* Effect.fork(frame.request({ type: "@w3m-app/RPC_REQUEST", payload: { method: "eth_blockNumber" } }))
          const secondSent = yield* harness.nextSent
          expect(firstSent.id).not.toBe(secondSent.id)
          yield* harness.reply({ type: "@w3m-frame/RPC_REQUEST_SUCCESS", id: secondSent.id, payload: "0x10" })
          yield* harness.reply({ type: "@w3m-frame/RPC_REQUEST_SUCCESS", id: firstSent.id, payload: ["0xabc"] })
          expect(yield* Fiber.join(first)).toEqual(["0xabc"])
          expect(yield* Fiber.join(second)).toBe("0x10")
        })
      ))

    it.scoped("drops a reply that fails the schema and keeps waiting", () =>
      withFrame((harness) =>
        Effect.gen(function* () {
          const frame = yield* SecureFrame
          yield* created
          const call = yield* Effect.fork(frame.request({ type: "@w3m-app/IS_CONNECTED" }))
          const sent = yield* harness.nextSent
          yield* harness.reply({ type: "@w3m-frame/IS_CONNECTED_SUCCESS", id: sent.id, payload: { isConnected: "yes" } })
          yield* harness.reply({ type: "@w3m-frame/IS_CONNECTED_ERROR", id: sent.id })
          yield* harness.reply("@w3m-frame/IS_CONNECTED_SUCCESS")
          expect(Option.isNone(yield* Fiber.poll(call))).toBe(true)
          yield* harness.reply({ type: "@w3m-frame/IS_CONNECTED_SUCCESS", id: sent.id, payload: { isConnected: true } })
          expect(yield* Fiber.join(call)).toEqual({ isConnected: true })
        })
      ))

    it.scoped("is loaded at READY, with its time and version; a later READY changes nothing", () =>
      withFrame((harness) =>
        Effect.gen(function* () {
          const frame = yield* SecureFrame
          yield* created
          const waiting = yield* Effect.fork(frame.loaded)
          yield* TestClock.adjust("1234 millis")
          expect(Option.isNone(yield* Fiber.poll(waiting))).toBe(true)
          yield* harness.reply({ type: "@w3m-frame/READY", payload: { version: "4.1.0" } })
          expect(yield* Fiber.join(waiting)).toEqual({ atMillis: 1234, version: "4.1.0" })
          yield* TestClock.adjust("1 second")
          yield* harness.reply({ type: "@w3m-frame/READY" })
          expect(yield* frame.loaded).toEqual({ atMillis: 1234, version: "4.1.0" })
        })
      ))

    it.scoped("fails to load with FrameLoadFailed when the frame element cannot load", () =>
      withFrame((harness) =>
        Effect.gen(function* () {
          const frame = yield* SecureFrame
          yield* created
          yield* harness.failLoad
          expect((yield* Effect.flip(frame.loaded))._tag).toBe("FrameLoadFailed")
        })
      ))

    it.scoped("tells subscribers of READY, SESSION_UPDATE and the broadcast replies, also those answering a request", () =>
      withFrame((harness) =>
        Effect.gen(function* () {
          const frame = yield* SecureFrame
          yield* created
          const notices = yield* frame.notices
          const heard = yield* Effect.fork(Stream.runCollect(Stream.take(notices, 5)))
          const call = yield* Effect.fork(frame.request({ type: "@w3m-app/GET_USER", payload: { chainId: 1 } }))
          const sent = yield* harness.nextSent
          const user = { email: "a@b.co", address: "0x1111111111111111111111111111111111111111", chainId: 1 }
          yield* harness.reply({ type: "@w3m-frame/READY" })
          yield* harness.reply({ type: "@w3m-frame/SESSION_UPDATE", payload: { token: "t0k3n" } })
          yield* harness.reply({ type: "@w3m-frame/GET_CHAIN_ID_SUCCESS", id: "other", payload: { chainId: 1 } })
          yield* harness.reply({ type: "@w3m-frame/GET_USER_SUCCESS", id: sent.id, payload: user })
          yield* harness.reply({ type: "@w3m-frame/IS_CONNECTED_SUCCESS", payload: { isConnected: false } })
          yield* harness.reply({ type: "@w3m-frame/SET_PREFERRED_ACCOUNT_ERROR", id: "x", payload: { message: "no" } })
          expect(yield* Fiber.join(call)).toEqual(user)
          const types = Chunk.toReadonlyArray(yield* Fiber.join(heard)).map((notice) => notice.type)
          expect(types).toEqual([
            "@w3m-frame/READY",
            "@w3m-frame/SESSION_UPDATE",
            "@w3m-frame/GET_USER_SUCCESS",
            "@w3m-frame/IS_CONNECTED_SUCCESS",
            "@w3m-frame/SET_PREFERRED_ACCOUNT_ERROR"
          ])
        })
      ))

    it.scoped("posts an event with an id without waiting for a reply", () =>
      withFrame((harness) =>
        Effect.gen(function* () {
          const frame = yield* SecureFrame
          yield* created
          yield* frame.post({ type: "@w3m-app/RPC_ABORT" })
          const sent = yield* harness.nextSent
          expect(sent.type).toBe("@w3m-app/RPC_ABORT")
          expect(sent.id).toMatch(/^[0-9a-z]{1,8}$/)
        })
      ))
  })

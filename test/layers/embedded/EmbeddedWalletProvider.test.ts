import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, Ref, Stream, TestClock } from "effect"
import { polygon } from "doorway-connect/networks"
import type { AppEvent } from "../../../schemas/AppEvent.js"
import { toEip1193Provider } from "../../../layers/EmbeddedWalletProvider.js"
import type { Eip1193Provider } from "../../../layers/EmbeddedWalletProvider.js"
import { ADDRESS, embeddedTestEnv, readyFrame, sentTypes, userAnswer } from "../../core/embedded/embeddedTestEnv.js"
import { AUTH, makeKind } from "./embeddedKindEnv.js"

const NO_PROMPT = { showUri: () => Effect.void, notify: () => Effect.void }
const TX_HASH = `0x${"ab".repeat(32)}`
const SIGNATURE = `0x${"cd".repeat(65)}`

/** Answers RPC_REQUEST by method: reads at once, approvals only when the test replies itself. */
const rpcAnswers = (event: AppEvent): ReadonlyArray<unknown> => {
  if (event.type !== "@w3m-app/RPC_REQUEST") return []
  const reply = (payload: unknown) => [{ type: "@w3m-frame/RPC_REQUEST_SUCCESS", id: event.id, payload }]
  switch (event.payload.method) {
    case "eth_blockNumber":
      return reply("0x10")
    case "eth_getBalance":
      return reply({ balance: "0x1" })
    case "eth_getTransactionByHash":
      return reply(TX_HASH)
    case "eth_call":
      return reply(`0x${"0".repeat(62)}`)
    case "eth_getCode":
      return [{ type: "@w3m-frame/RPC_REQUEST_ERROR", id: event.id, payload: { message: "execution reverted" } }]
    case "eth_signTypedData_v4":
      // The person pressed Reject in the frame.
      return [{ type: "@w3m-frame/RPC_REQUEST_ERROR", id: event.id, payload: { message: "User rejected the request.", code: 4001 } }]
    default:
      return []
  }
}

/** A kind connected on Polygon, its EIP-1193 provider, and the frame answering reads. */
const connected = Effect.gen(function* () {
  const script = yield* readyFrame
  yield* script.answerWith(userAnswer(137, rpcAnswers))
  const env = yield* makeKind
  yield* Ref.set(env.active, Option.some(polygon))
  yield* env.kind.connect(AUTH, NO_PROMPT)
  const provider = (yield* env.kind.provider(AUTH)) as Eip1193Provider
  return { ...env, script, provider }
})

const call = (provider: Eip1193Provider, method: string, params?: unknown) =>
  Effect.promise(() =>
    provider.request({ method, params }).then(
      (value) => ({ ok: true as const, value }),
      (error: Error & { code: number }) => ({ ok: false as const, message: error.message, code: error.code })
    )
  )

const rpcSent = (script: { sent: Effect.Effect<ReadonlyArray<AppEvent>> }) =>
  Effect.map(script.sent, (sent) => sent.filter((event) => event.type === "@w3m-app/RPC_REQUEST"))

describe("the embedded wallet's EIP-1193 provider (WIRE §4.5, SPEC §5)", () => {
  it.effect("a read goes to the frame with the routing of the active network", () =>
    Effect.gen(function* () {
      const { provider, script } = yield* connected
      expect(yield* call(provider, "eth_blockNumber")).toEqual({ ok: true, value: "0x10" })
      expect(yield* call(provider, "eth_getBalance", [ADDRESS, "latest"])).toEqual({ ok: true, value: { balance: "0x1" } })
      const [blockNumber, balance] = yield* rpcSent(script)
      expect(blockNumber?.type === "@w3m-app/RPC_REQUEST" && blockNumber.payload).toEqual({
        method: "eth_blockNumber",
        chainNamespace: "eip155",
        chainId: 137,
        rpcUrl: polygon.rpcUrls.default.http[0]
      })
      expect(balance?.type === "@w3m-app/RPC_REQUEST" && balance.payload).toMatchObject({ method: "eth_getBalance", params: [ADDRESS, "latest"] })
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("eth_chainId is answered from storage, never sent", () =>
    Effect.gen(function* () {
      const { provider, script } = yield* connected
      expect(yield* call(provider, "eth_chainId")).toEqual({ ok: true, value: "0x89" })
      expect(yield* rpcSent(script)).toEqual([])
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("a method outside the whitelist is refused: 'Requested RPC call is not allowed', code 4200, nothing sent", () =>
    Effect.gen(function* () {
      const { provider, script } = yield* connected
      for (const method of ["eth_sign", "wallet_switchEthereumChain", "eth_signTypedData_v3"]) {
        expect(yield* call(provider, method, [])).toEqual({ ok: false, message: "Requested RPC call is not allowed", code: 4200 })
      }
      expect(yield* rpcSent(script)).toEqual([])
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("wallet_sendCalls: each call's to, and data when present, must start with 0x (SPEC §5)", () =>
    Effect.gen(function* () {
      const { kind, provider, script } = yield* connected
      const bad = [
        [{ calls: [{ to: "1234", data: "0x" }] }],
        [{ calls: [{ to: ADDRESS, data: "abcd" }] }]
      ]
      for (const params of bad) {
        expect(yield* call(provider, "wallet_sendCalls", params)).toEqual({ ok: false, message: "Invalid params for wallet_sendCalls", code: -32602 })
      }
      expect(yield* rpcSent(script)).toEqual([])
      yield* script.nextSent
      const good = yield* Effect.fork(kind.rpc.request("wallet_sendCalls", [{ calls: [{ to: ADDRESS, data: "0x1234" }, { to: ADDRESS }] }]))
      const sent = yield* script.nextSent
      expect(sent.type === "@w3m-app/RPC_REQUEST" && sent.payload.method).toBe("wallet_sendCalls")
      yield* script.reply({ type: "@w3m-frame/RPC_REQUEST_SUCCESS", id: sent.id, payload: { id: "0x01" } })
      expect(yield* Fiber.join(good)).toEqual({ id: "0x01" })
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("an unsafe request is open and marked for approval until the frame answers; a safe one is not marked", () =>
    Effect.gen(function* () {
      const { kind, script } = yield* connected
      yield* script.nextSent
      const signing = yield* Effect.fork(kind.rpc.request("personal_sign", ["0x68656c6c6f", ADDRESS]))
      const sent = yield* script.nextSent
      const reading = yield* Effect.fork(kind.rpc.request("eth_estimateGas", [{ to: ADDRESS }]))
      yield* script.nextSent
      expect((yield* Ref.get(kind.rpc.openRequests)).map(({ method, needsApproval }) => [method, needsApproval])).toEqual([
        ["personal_sign", true],
        ["eth_estimateGas", false]
      ])
      yield* script.reply({ type: "@w3m-frame/RPC_REQUEST_SUCCESS", id: sent.id, payload: SIGNATURE })
      expect(yield* Fiber.join(signing)).toBe(SIGNATURE)
      expect((yield* Ref.get(kind.rpc.openRequests)).map(({ method }) => method)).toEqual(["eth_estimateGas"])
      yield* Fiber.interrupt(reading)
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.scoped("a transaction the person approved is a TransactionSent wallet event; a signature and a read are not", () =>
    Effect.gen(function* () {
      const { kind, script } = yield* connected
      yield* script.nextSent
      const events = yield* Effect.fork(Stream.runCollect(Stream.take(Stream.unwrap(kind.events(AUTH)), 1)))
      yield* TestClock.adjust(0)
      const answerNext = (payload: unknown) =>
        Effect.flatMap(script.nextSent, (sent) => script.reply({ type: "@w3m-frame/RPC_REQUEST_SUCCESS", id: sent.id, payload }))
      const signing = yield* Effect.fork(kind.rpc.request("personal_sign", ["0x68656c6c6f", ADDRESS]))
      yield* answerNext(SIGNATURE)
      yield* Fiber.join(signing)
      const reading = yield* Effect.fork(kind.rpc.request("eth_estimateGas", [{ to: ADDRESS }]))
      yield* answerNext(TX_HASH)
      yield* Fiber.join(reading)
      yield* TestClock.adjust(0)
      expect(events.unsafePoll()).toBe(null)
      const sending = yield* Effect.fork(kind.rpc.request("eth_sendTransaction", [{ from: ADDRESS, to: ADDRESS, value: "0x1" }]))
      yield* answerNext(TX_HASH)
      yield* Fiber.join(sending)
      expect([...(yield* Fiber.join(events))]).toEqual([{ _tag: "TransactionSent" }])
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("aborting rejects open unsafe requests with 'Request was aborted', leaves safe ones running, one RPC_ABORT per open request", () =>
    Effect.gen(function* () {
      const { kind, provider, script } = yield* connected
      yield* script.nextSent
      const signing = yield* Effect.fork(call(provider, "personal_sign", ["0x68656c6c6f", ADDRESS]))
      yield* script.nextSent
      const sending = yield* Effect.fork(call(provider, "eth_sendTransaction", [{ from: ADDRESS, to: ADDRESS }]))
      yield* script.nextSent
      const reading = yield* Effect.fork(kind.rpc.request("eth_estimateGas", [{ to: ADDRESS }]))
      const read = yield* script.nextSent
      yield* kind.rpc.abortRequests
      expect(yield* Fiber.join(signing)).toEqual({ ok: false, message: "Request was aborted", code: 4001 })
      expect(yield* Fiber.join(sending)).toEqual({ ok: false, message: "Request was aborted", code: 4001 })
      expect((yield* sentTypes).filter((type) => type === "@w3m-app/RPC_ABORT")).toHaveLength(3)
      expect(yield* Ref.get(kind.rpc.openRequests)).toEqual([])
      expect(Option.isNone(yield* Fiber.poll(reading))).toBe(true)
      yield* script.reply({ type: "@w3m-frame/RPC_REQUEST_SUCCESS", id: read.id, payload: "0x5208" })
      expect(yield* Fiber.join(reading)).toBe("0x5208")
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("an abort with nothing open posts nothing", () =>
    Effect.gen(function* () {
      const { kind } = yield* connected
      yield* kind.rpc.abortRequests
      expect((yield* sentTypes).filter((type) => type === "@w3m-app/RPC_ABORT")).toEqual([])
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("a call stopped otherwise (the instance closing) rejects with 'Something went wrong' (SPEC §8)", () =>
    Effect.gen(function* () {
      const { kind } = yield* connected
      const stopped = toEip1193Provider({ ...kind.rpc, request: () => Effect.interrupt }, yield* Effect.runtime<never>())
      expect(yield* call(stopped, "personal_sign", ["0x68", ADDRESS])).toEqual({ ok: false, message: "Something went wrong", code: -32603 })
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.effect("the frame's error is the caller's, with its message, and its EIP-1193 code when it gives one", () =>
    Effect.gen(function* () {
      const { provider } = yield* connected
      expect(yield* call(provider, "eth_getCode", [ADDRESS, "latest"])).toEqual({ ok: false, message: "execution reverted", code: -32603 })
      expect(yield* call(provider, "eth_signTypedData_v4", [ADDRESS, "{}"])).toEqual({ ok: false, message: "User rejected the request.", code: 4001 })
    }).pipe(Effect.provide(embeddedTestEnv)))

  it.scoped("answers are classified: 0x + 64 hex a transaction hash, 0x + 62 or more a signature, else a value", () =>
    Effect.gen(function* () {
      const { kind, provider } = yield* connected
      const answers = yield* kind.rpc.answers
      const taken = yield* Effect.fork(Stream.runCollect(Stream.take(answers, 3)))
      yield* call(provider, "eth_getTransactionByHash", [TX_HASH])
      yield* call(provider, "eth_call", [{ to: ADDRESS }])
      yield* call(provider, "eth_blockNumber")
      const kinds = [...(yield* Fiber.join(taken))].map((answer) => [answer.method, answer.response._tag])
      expect(kinds).toEqual([
        ["eth_getTransactionByHash", "TransactionHash"],
        ["eth_call", "Signature"],
        ["eth_blockNumber", "Value"]
      ])
    }).pipe(Effect.provide(embeddedTestEnv)))
})

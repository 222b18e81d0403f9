import { describe, expect, it } from "@effect/vitest"
import { Clock, Effect, Fiber, Layer, ManagedRuntime, Option, Schema, TestClock } from "effect"
import { InvalidInputRpcError, UnknownRpcError, UserRejectedRequestError, createPublicClient } from "viem"
import { makeRpcTransportConfig } from "../../../core/rpc/RpcTransportConfig.js"
import type { RpcTransport } from "../../../core/services/RpcTransport.js"
import { RpcTransportLive } from "../../../layers/RpcTransportLive.js"
import { makeViemTransport, rpcErrorOf } from "../../../layers/viemTransport.js"
import { CaipNetworkId } from "../../../schemas/Caip.js"
import { awaitSleep, eventually } from "../../core/rpc/eventually.js"
import { scriptedHttp } from "../../core/rpc/scriptedHttp.js"
import type { Exchange, Script, ScriptedReply } from "../../core/rpc/scriptedHttp.js"

const MAINNET = Schema.decodeSync(CaipNetworkId)("eip155:1")

interface Call {
  readonly id: number
  readonly method: string
}

const callOf = (exchange: Exchange): Call => exchange.body as Call
const result = (call: Call, value: unknown): ScriptedReply => ({ json: { jsonrpc: "2.0", id: call.id, result: value } })

/**
 * A viem public client over the live transport and a scripted HttpClient. The connection check
 * is answered; `answer` scripts the n-th attempt of every other call.
 */
const viemEnv = (answer: (call: Call, attempt: number) => Effect.Effect<ScriptedReply>) =>
  Effect.gen(function* () {
    let attempts = 0
    const script: Script = (exchange) => {
      if (Array.isArray(exchange.body)) {
        // A batch: each call is answered as its own attempt, the answers sent back together.
        const replies = Effect.forEach(exchange.body as ReadonlyArray<Call>, (call) => answer(call, attempts++))
        return Effect.map(replies, (all) => ({ json: all.map((reply) => reply.json) }))
      }
      const call = callOf(exchange)
      return call.method === "test" ? Effect.succeed(result(call, null)) : answer(call, attempts++)
    }
    const http = yield* scriptedHttp(script)
    const context = yield* Layer.build(
      RpcTransportLive(makeRpcTransportConfig({ projectId: "p1", blockchainBaseUrl: "http://rpc.test" })).pipe(Layer.provide(http.layer))
    )
    // A runtime of this test: the transport's sleeps and timeouts run on the TestClock.
    const runtime = yield* Effect.provide(Effect.runtime<RpcTransport>(), context)
    const client = createPublicClient({ transport: makeViemTransport(runtime, MAINNET) })
    const calls = Effect.map(http.exchanges, (all) => all.filter((e) => callOf(e).method !== "test").length)
    return { client, calls, context, exchanges: http.exchanges }
  })

const attemptsAre = (calls: Effect.Effect<number>, n: number) => eventually(Effect.map(calls, (c) => c === n), `${n} attempts`)

const blockNumber = (client: ReturnType<typeof createPublicClient>) =>
  Effect.tryPromise({ try: () => client.getBlockNumber({ cacheTime: 0 }), catch: (error) => error })

describe("makeViemTransport", () => {
  it.scoped("a viem call is retried by the Effect rules: 150 ms, then 300 ms, then it answers", () =>
    Effect.gen(function* () {
      const { client, calls } = yield* viemEnv((call, attempt) =>
        Effect.succeed(attempt < 2 ? { status: 503, text: "Service Unavailable" } : result(call, "0x2a"))
      )
      const fiber = yield* Effect.fork(blockNumber(client))
      yield* attemptsAre(calls, 1)
      yield* awaitSleep(150)
      yield* TestClock.adjust("149 millis")
      expect(yield* calls).toBe(1)
      yield* TestClock.adjust("1 millis")
      yield* attemptsAre(calls, 2)
      yield* awaitSleep(300)
      yield* TestClock.adjust("299 millis")
      expect(yield* calls).toBe(2)
      yield* TestClock.adjust("1 millis")
      expect(yield* Fiber.join(fiber)).toBe(42n)
      expect(yield* calls).toBe(3)
      expect(yield* Clock.currentTimeMillis).toBe(450)
    }))

  it.scoped("gives up after 3 retries (150, 300, 600 ms) with the typed error behind viem's", () =>
    Effect.gen(function* () {
      const { client, calls } = yield* viemEnv(() => Effect.succeed({ status: 503 }))
      const fiber = yield* Effect.fork(Effect.flip(blockNumber(client)))
      yield* attemptsAre(calls, 1)
      for (const [wait, attempts] of [[150, 2], [300, 3], [600, 4]] as const) {
        yield* awaitSleep(wait)
        yield* TestClock.adjust(wait - 1)
        expect(yield* calls).toBe(attempts - 1)
        yield* TestClock.adjust(1)
        yield* attemptsAre(calls, attempts)
      }
      const error = yield* Fiber.join(fiber)
      expect(error).toBeInstanceOf(UnknownRpcError)
      const typed = rpcErrorOf(error)
      expect(Option.isSome(typed) && typed.value._tag).toBe("HttpStatusError")
      expect(Option.isSome(typed) && typed.value._tag === "HttpStatusError" && typed.value.status).toBe(503)
      expect((error as Error).message).toContain("HTTP status code: 503")
      yield* TestClock.adjust("1 minute")
      expect(yield* calls).toBe(4)
    }))

  it.scoped("a hanging attempt times out at exactly 10 s", () =>
    Effect.gen(function* () {
      const { client, calls } = yield* viemEnv((call, attempt) => (attempt === 0 ? Effect.never : Effect.succeed(result(call, "0x7"))))
      const fiber = yield* Effect.fork(blockNumber(client))
      yield* attemptsAre(calls, 1)
      yield* awaitSleep(10_000)
      yield* TestClock.adjust("9999 millis")
      expect(Option.isNone(yield* Fiber.poll(fiber))).toBe(true)
      yield* TestClock.adjust("1 millis")
      // Timed out at 10 s: the first retry wait starts then.
      yield* awaitSleep(150)
      expect(yield* calls).toBe(1)
      yield* TestClock.adjust("150 millis")
      expect(yield* Fiber.join(fiber)).toBe(7n)
      expect(yield* Clock.currentTimeMillis).toBe(10_150)
    }))

  it.scoped("a hanging node fails the viem call with RpcTimeoutError after four attempts", () =>
    Effect.gen(function* () {
      const { client, calls } = yield* viemEnv(() => Effect.never)
      const fiber = yield* Effect.fork(Effect.flip(blockNumber(client)))
      for (const [wait, attempts] of [[150, 1], [300, 2], [600, 3]] as const) {
        yield* attemptsAre(calls, attempts)
        yield* awaitSleep(10_000)
        yield* TestClock.adjust("10 seconds")
        yield* awaitSleep(wait)
        yield* TestClock.adjust(wait)
      }
      yield* attemptsAre(calls, 4)
      yield* awaitSleep(10_000)
      yield* TestClock.adjust("10 seconds")
      const typed = rpcErrorOf(yield* Fiber.join(fiber))
      expect(Option.isSome(typed) && typed.value._tag === "RpcTimeoutError" && typed.value.method).toBe("eth_blockNumber")
      expect(yield* Clock.currentTimeMillis).toBe(41_050)
    }))

  it.scoped("a node's error object reaches viem by its code, at once", () =>
    Effect.gen(function* () {
      const { client, calls } = yield* viemEnv((call) =>
        Effect.succeed({
          json: {
            jsonrpc: "2.0",
            id: call.id,
            error: call.method === "eth_chainId" ? { code: 4001, message: "User rejected the request." } : { code: -32000, message: "header not found" }
          }
        })
      )
      const invalid = yield* Effect.flip(Effect.tryPromise(() => client.getBalance({ address: "0x1111111111111111111111111111111111111111" })))
      const cause = (invalid as { cause?: unknown }).cause
      expect(cause).toBeInstanceOf(InvalidInputRpcError)
      const typed = rpcErrorOf(invalid)
      expect(Option.isSome(typed) && typed.value._tag === "JsonRpcError" && typed.value.reason).toBe("header not found")
      const rejected = yield* Effect.flip(Effect.tryPromise({ try: () => client.getChainId(), catch: (e) => e }))
      expect(rejected).toBeInstanceOf(UserRejectedRequestError)
      expect(Option.map(rpcErrorOf(rejected), (e) => e._tag)).toEqual(Option.some("UserRejectedError"))
      expect(yield* calls).toBe(2)
    }))

  it.scoped("independent viem calls made together leave as one batch", () =>
    Effect.gen(function* () {
      const { client, exchanges } = yield* viemEnv((call) => Effect.succeed(result(call, "0x1")))
      const answers = yield* Effect.promise(() =>
        Promise.all([
          client.getBlockNumber({ cacheTime: 0 }),
          client.getChainId(),
          client.getGasPrice(),
          client.getBalance({ address: "0x1111111111111111111111111111111111111111" })
        ])
      )
      expect(answers).toEqual([1n, 1, 1n, 1n])
      // The connection check, then every call in one array.
      const [check, batch, ...rest] = yield* exchanges
      expect(rest).toEqual([])
      expect(check && callOf(check).method).toBe("test")
      expect((batch?.body as ReadonlyArray<Call>).map((c) => c.method)).toEqual([
        "eth_blockNumber",
        "eth_chainId",
        "eth_gasPrice",
        "eth_getBalance"
      ])
    }))

  it.scoped("runs on a ManagedRuntime too", () =>
    Effect.gen(function* () {
      const { context } = yield* viemEnv((call) => Effect.succeed(result(call, "0x1")))
      const managed = yield* Effect.acquireRelease(
        Effect.sync(() => ManagedRuntime.make(Layer.succeedContext(context))),
        (runtime) => Effect.promise(() => runtime.dispose())
      )
      const client = createPublicClient({ transport: makeViemTransport(managed, MAINNET) })
      expect(yield* Effect.promise(() => client.getChainId())).toBe(1)
    }))
})

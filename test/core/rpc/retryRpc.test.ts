import { describe, expect, it } from "@effect/vitest"
import { Clock, Effect, Fiber, Option, TestClock } from "effect"
import { messageOf } from "../../../core/errors/catalogue.js"
import { isRetryableRpcError } from "../../../core/rpc/retryRpc.js"
import { HttpRequestError, HttpStatusError, RpcTimeoutError } from "../../../core/errors/HttpErrors.js"
import { JsonRpcError } from "../../../core/errors/JsonRpcError.js"
import { awaitSleep, eventually } from "./eventually.js"
import { answerCalls } from "./scriptedHttp.js"
import { MAINNET, rpcTestEnv } from "./rpcTestEnv.js"

const ok = answerCalls(() => "0x10")
const attemptsAre = (count: Effect.Effect<number>, n: number) => eventually(Effect.map(count, (c) => c === n), `${n} attempts`)
const isDone = <A, E>(fiber: Fiber.RuntimeFiber<A, E>) => Effect.map(Fiber.poll(fiber), Option.isSome)

describe("retryRpc", () => {
  it("retries only timeouts and the statuses of SPEC §9", () => {
    for (const status of [403, 408, 413, 429, 500, 502, 503, 504]) {
      expect(isRetryableRpcError(new HttpStatusError({ status, url: "u" }))).toBe(true)
    }
    for (const status of [400, 401, 404, 405, 409, 501, 505]) {
      expect(isRetryableRpcError(new HttpStatusError({ status, url: "u" }))).toBe(false)
    }
    expect(isRetryableRpcError(new RpcTimeoutError({ method: "eth_call", millis: 10_000 }))).toBe(true)
    expect(isRetryableRpcError(new HttpRequestError({ url: "u" }))).toBe(false)
    expect(isRetryableRpcError(new JsonRpcError({ code: -32603, reason: "Internal error" }))).toBe(false)
  })

  it.scoped("waits 150, 300 and 600 ms between attempts, then gives up after 3 retries", () =>
    Effect.gen(function* () {
      const { http, transport } = yield* rpcTestEnv(() => Effect.succeed({ status: 503, text: "Service Unavailable" }))
      const fiber = yield* Effect.fork(Effect.flip(transport.request(MAINNET, "eth_blockNumber", [])))
      yield* attemptsAre(http.count, 1)
      for (const [wait, attempts] of [[150, 2], [300, 3], [600, 4]] as const) {
        yield* awaitSleep(wait)
        yield* TestClock.adjust(wait - 1)
        expect(yield* http.count).toBe(attempts - 1)
        yield* TestClock.adjust(1)
        yield* attemptsAre(http.count, attempts)
      }
      const error = yield* Fiber.join(fiber)
      expect(error._tag).toBe("HttpStatusError")
      expect(error._tag === "HttpStatusError" && error.status).toBe(503)
      expect(messageOf(error)).toBe("HTTP status code: 503")
      expect(yield* Clock.currentTimeMillis).toBe(1050)
      yield* TestClock.adjust("1 minute")
      expect(yield* http.count).toBe(4)
    }))

  it.scoped("answers once an attempt succeeds", () =>
    Effect.gen(function* () {
      const { http, transport } = yield* rpcTestEnv((exchange, index) =>
        Effect.succeed(index < 2 ? { status: 503 } : ok(exchange))
      )
      const fiber = yield* Effect.fork(transport.request(MAINNET, "eth_blockNumber", []))
      yield* attemptsAre(http.count, 1)
      yield* awaitSleep(150)
      yield* TestClock.adjust(150)
      yield* attemptsAre(http.count, 2)
      yield* awaitSleep(300)
      yield* TestClock.adjust(300)
      expect(yield* Fiber.join(fiber)).toBe("0x10")
      expect(yield* http.count).toBe(3)
    }))

  it.scoped("retries each status of SPEC §9 once it answers", () =>
    Effect.gen(function* () {
      for (const status of [403, 408, 413, 429, 500, 502, 503, 504]) {
        const { http, transport } = yield* rpcTestEnv((exchange, index) => Effect.succeed(index === 0 ? { status } : ok(exchange)))
        const fiber = yield* Effect.fork(transport.request(MAINNET, "eth_chainId"))
        yield* attemptsAre(http.count, 1)
        yield* awaitSleep(150)
        yield* TestClock.adjust(150)
        expect(yield* Fiber.join(fiber)).toBe("0x10")
        expect(yield* http.count).toBe(2)
      }
    }))

  it.scoped("times each attempt out at exactly 10 s, and gives up after the fourth", () =>
    Effect.gen(function* () {
      const { http, transport } = yield* rpcTestEnv(() => Effect.never)
      const fiber = yield* Effect.fork(Effect.flip(transport.request(MAINNET, "eth_getLogs", [{}])))
      yield* attemptsAre(http.count, 1)
      yield* awaitSleep(10_000)
      yield* TestClock.adjust(9_999)
      expect(yield* isDone(fiber)).toBe(false)
      yield* TestClock.adjust(1)
      // The timeout fired at 10 s: the first retry wait has begun.
      yield* awaitSleep(150)
      expect(yield* http.count).toBe(1)
      yield* TestClock.adjust(150)
      yield* attemptsAre(http.count, 2)
      for (const [wait, attempts] of [[300, 3], [600, 4]] as const) {
        yield* awaitSleep(10_000)
        yield* TestClock.adjust(10_000)
        yield* awaitSleep(wait)
        yield* TestClock.adjust(wait)
        yield* attemptsAre(http.count, attempts)
      }
      yield* awaitSleep(10_000)
      yield* TestClock.adjust(10_000)
      const error = yield* Fiber.join(fiber)
      expect(error._tag).toBe("RpcTimeoutError")
      expect(error._tag === "RpcTimeoutError" && [error.method, error.millis]).toEqual(["eth_getLogs", 10_000])
      expect(messageOf(error)).toBe("The request eth_getLogs timed out")
      expect(yield* Clock.currentTimeMillis).toBe(41_050)
    }))

  it.scoped("fails at once on statuses outside the retry list, node errors and transport failures", () =>
    Effect.gen(function* () {
      for (const status of [400, 401, 404, 405, 501]) {
        const { http, transport } = yield* rpcTestEnv(() => Effect.succeed({ status }))
        const fiber = yield* Effect.fork(Effect.flip(transport.request(MAINNET, "eth_blockNumber")))
        yield* eventually(isDone(fiber), `status ${status} settles`)
        const error = yield* Fiber.join(fiber)
        expect(error._tag === "HttpStatusError" && error.status).toBe(status)
        expect(yield* http.count).toBe(1)
      }

      const node = yield* rpcTestEnv((exchange) =>
        Effect.succeed({ json: { jsonrpc: "2.0", id: (exchange.body as { id: number }).id, error: { code: -32603, message: "header not found" } } })
      )
      const nodeFiber = yield* Effect.fork(Effect.flip(node.transport.request(MAINNET, "eth_getBlockByNumber", ["0x1", false])))
      yield* eventually(isDone(nodeFiber), "the node error settles")
      const nodeError = yield* Fiber.join(nodeFiber)
      expect(nodeError._tag).toBe("JsonRpcError")
      expect(nodeError._tag === "JsonRpcError" && [nodeError.code, nodeError.reason]).toEqual([-32603, "header not found"])
      expect(yield* node.http.count).toBe(1)

      const down = yield* rpcTestEnv(() => Effect.fail("connection refused"))
      const downFiber = yield* Effect.fork(Effect.flip(down.transport.request(MAINNET, "eth_blockNumber")))
      yield* eventually(isDone(downFiber), "the transport failure settles")
      expect((yield* Fiber.join(downFiber))._tag).toBe("HttpRequestError")
      expect(yield* down.http.count).toBe(1)
    }))
})

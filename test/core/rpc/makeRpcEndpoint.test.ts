import { describe, expect, it } from "@effect/vitest"
import { Effect, Either, Fiber, TestClock } from "effect"
import { awaitSleep, eventually } from "./eventually.js"
import { answerCalls } from "./scriptedHttp.js"
import type { Exchange, ScriptedReply } from "./scriptedHttp.js"
import { BASE, MAINNET, POLYGON, callsOf, rpcTestEnv } from "./rpcTestEnv.js"

const range = (n: number) => Array.from({ length: n }, (_, i) => i)

/** A node answering a batch in reverse order, so answers must be matched by id. */
const reversed = (result: (call: { readonly method: string; readonly params?: unknown }) => unknown) =>
  (exchange: Exchange): ScriptedReply => {
    const calls = callsOf(exchange.body)
    const answers = calls.map((call) => ({ jsonrpc: "2.0", id: call.id, result: result(call) })).reverse()
    return { json: Array.isArray(exchange.body) ? answers : answers[0] }
  }

const balanceOf = (call: { readonly params?: unknown }) => `balance of ${(call.params as ReadonlyArray<string>)[0]}`

describe("makeRpcEndpoint batching", () => {
  it.scoped("sends concurrent requests to one endpoint as one batch and matches answers by id", () =>
    Effect.gen(function* () {
      const { http, transport } = yield* rpcTestEnv((exchange) => Effect.succeed(reversed(balanceOf)(exchange)))
      const results = yield* Effect.forEach(range(25), (i) => transport.request(MAINNET, "eth_getBalance", [`0x${i}`, "latest"]), {
        concurrency: "unbounded"
      })
      expect(results).toEqual(range(25).map((i) => `balance of 0x${i}`))
      const exchanges = yield* http.exchanges
      expect(exchanges).toHaveLength(1)
      const calls = callsOf(exchanges[0]?.body)
      expect(Array.isArray(exchanges[0]?.body)).toBe(true)
      expect(calls).toHaveLength(25)
      expect(new Set(calls.map((c) => c.id)).size).toBe(25)
      expect(calls[0]).toEqual({ jsonrpc: "2.0", id: calls[0]?.id, method: "eth_getBalance", params: ["0x0", "latest"] })
      expect(exchanges[0]?.url).toBe(`${BASE}/v1/?chainId=eip155:1&projectId=p1`)
    }))

  it.scoped("splits 1001 concurrent requests into a batch of 1000 and one of 1", () =>
    Effect.gen(function* () {
      const { http, transport } = yield* rpcTestEnv((exchange) => Effect.succeed(reversed(balanceOf)(exchange)))
      const results = yield* Effect.forEach(range(1001), (i) => transport.request(MAINNET, "eth_getBalance", [`0x${i}`]), {
        concurrency: "unbounded"
      })
      expect(results[1000]).toBe("balance of 0x1000")
      const exchanges = yield* http.exchanges
      expect(exchanges.map((e) => callsOf(e.body).length)).toEqual([1000, 1])
    }))

  it.scoped("sends a node no trace headers (b3, traceparent), even inside a span: only the body's type and length", () =>
    Effect.gen(function* () {
      const { http, transport } = yield* rpcTestEnv((exchange) => Effect.succeed(answerCalls((call) => call.method)(exchange)))
      expect(yield* transport.request(MAINNET, "eth_chainId").pipe(Effect.withSpan("a caller's span"))).toBe("eth_chainId")
      const [exchange] = yield* http.exchanges
      expect(exchange?.headerNames).toEqual(["content-type", "content-length"])
    }))

  it.scoped("sends a lone request as a plain object, and sequential requests separately", () =>
    Effect.gen(function* () {
      const { http, transport } = yield* rpcTestEnv((exchange) => Effect.succeed(answerCalls((call) => call.method)(exchange)))
      expect(yield* transport.request(MAINNET, "eth_chainId")).toBe("eth_chainId")
      expect(yield* transport.request(MAINNET, "eth_blockNumber", [])).toBe("eth_blockNumber")
      const [first, second] = yield* http.exchanges
      expect(first?.body).toEqual({ jsonrpc: "2.0", id: 1, method: "eth_chainId" })
      expect(second?.body).toEqual({ jsonrpc: "2.0", id: 2, method: "eth_blockNumber", params: [] })
    }))

  it.scoped("keeps each network's requests apart, and networks sharing a custom endpoint together", () =>
    Effect.gen(function* () {
      const shared = "http://node.test/rpc"
      const { http, transport } = yield* rpcTestEnv((exchange) => Effect.succeed(answerCalls((call) => call.method)(exchange)))
      yield* Effect.all([transport.request(MAINNET, "eth_chainId"), transport.request(POLYGON, "eth_chainId")], { concurrency: "unbounded" })
      expect((yield* http.exchanges).map((e) => e.url).sort()).toEqual([
        `${BASE}/v1/?chainId=eip155:1&projectId=p1`,
        `${BASE}/v1/?chainId=eip155:137&projectId=p1`
      ])

      const together = yield* rpcTestEnv((exchange) => Effect.succeed(answerCalls((call) => call.method)(exchange)), {
        customUrls: { [MAINNET]: shared, [POLYGON]: shared }
      })
      yield* Effect.all([together.transport.request(MAINNET, "eth_chainId"), together.transport.request(POLYGON, "eth_gasPrice")], {
        concurrency: "unbounded"
      })
      const exchanges = yield* together.http.exchanges
      expect(exchanges).toHaveLength(1)
      expect(exchanges[0]?.url).toBe(shared)
      expect(callsOf(exchanges[0]?.body).map((c) => c.method)).toEqual(["eth_chainId", "eth_gasPrice"])
    }))

  it.scoped("fails only the caller whose entry carries an error or has no answer", () =>
    Effect.gen(function* () {
      const { transport } = yield* rpcTestEnv((exchange) =>
        Effect.succeed({
          json: callsOf(exchange.body).flatMap((call): ReadonlyArray<object> => {
            const n = Number((call.params as ReadonlyArray<string>)[0])
            if (n === 2) return [{ jsonrpc: "2.0", id: call.id, error: { code: 4001, message: "User rejected the request." } }]
            if (n === 3) return [{ jsonrpc: "2.0", id: call.id, error: { code: -32000, message: "execution reverted" } }]
            if (n === 4) return []
            return [{ jsonrpc: "2.0", id: call.id, result: n * 10 }]
          })
        })
      )
      const outcomes = yield* Effect.forEach(range(6), (i) => Effect.either(transport.request(MAINNET, "eth_call", [String(i)])), {
        concurrency: "unbounded"
      })
      expect(outcomes.map((o) => (Either.isRight(o) ? o.right : o.left._tag))).toEqual([
        0, 10, "UserRejectedError", "JsonRpcError", "ResponseDecodeError", 50
      ])
      const reverted = outcomes[3]
      expect(reverted && Either.isLeft(reverted) && reverted.left._tag === "JsonRpcError" && reverted.left.reason).toBe("execution reverted")
      const missing = outcomes[4]
      expect(missing && Either.isLeft(missing) && missing.left._tag === "ResponseDecodeError" && missing.left.issue).toMatch(/^No response for request \d+ \(eth_call\)$/)
    }))

  it.scoped("fails every caller when the endpoint refuses the whole batch", () =>
    Effect.gen(function* () {
      const refused = yield* rpcTestEnv(() =>
        Effect.succeed({ json: { jsonrpc: "2.0", id: null, error: { code: -32600, message: "batch too large" } } })
      )
      const refusedAll = yield* Effect.forEach(range(3), () => Effect.flip(refused.transport.request(MAINNET, "eth_chainId")), {
        concurrency: "unbounded"
      })
      expect(refusedAll.map((e) => e._tag === "JsonRpcError" && e.code)).toEqual([-32600, -32600, -32600])

      const badRequest = yield* rpcTestEnv(() => Effect.succeed({ status: 400, text: "bad" }))
      const failedAll = yield* Effect.forEach(range(3), () => Effect.flip(badRequest.transport.request(MAINNET, "eth_chainId")), {
        concurrency: "unbounded"
      })
      expect(failedAll.map((e) => e._tag === "HttpStatusError" && e.status)).toEqual([400, 400, 400])
      expect(yield* badRequest.http.count).toBe(1)

      const garbled = yield* rpcTestEnv(() => Effect.succeed({ json: { hello: "world" } }))
      expect((yield* Effect.flip(garbled.transport.request(MAINNET, "eth_chainId")))._tag).toBe("ResponseDecodeError")
    }))

  it.scoped("reports a batch timeout to each caller under its own method, with the 10 s limit", () =>
    Effect.gen(function* () {
      const { http, transport } = yield* rpcTestEnv(() => Effect.never)
      const fiber = yield* Effect.fork(
        Effect.all([Effect.flip(transport.request(MAINNET, "eth_chainId")), Effect.flip(transport.request(MAINNET, "eth_gasPrice"))], {
          concurrency: "unbounded"
        })
      )
      for (const [attempt, wait] of [[1, 150], [2, 300], [3, 600]] as const) {
        yield* eventually(Effect.map(http.count, (n) => n === attempt), `attempt ${attempt}`)
        yield* awaitSleep(10_000)
        yield* TestClock.adjust(10_000)
        yield* awaitSleep(wait)
        yield* TestClock.adjust(wait)
      }
      yield* eventually(Effect.map(http.count, (n) => n === 4), "attempt 4")
      yield* awaitSleep(10_000)
      yield* TestClock.adjust(10_000)
      const errors = yield* Fiber.join(fiber)
      expect(errors.map((e) => e._tag === "RpcTimeoutError" && [e.method, e.millis])).toEqual([
        ["eth_chainId", 10_000],
        ["eth_gasPrice", 10_000]
      ])
      expect((yield* http.exchanges).map((e) => callsOf(e.body).length)).toEqual([2, 2, 2, 2])
    }))
})

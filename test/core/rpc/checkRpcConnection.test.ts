import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, TestClock } from "effect"
import { awaitSleep, eventually } from "./eventually.js"
import { answerCalls } from "./scriptedHttp.js"
import type { Exchange } from "./scriptedHttp.js"
import { MAINNET, POLYGON, callsOf, rpcTestEnv } from "./rpcTestEnv.js"

const methodsOf = (exchanges: ReadonlyArray<Exchange>) => exchanges.map((e) => callsOf(e.body).map((c) => c.method))
const node = (exchange: Exchange) => Effect.succeed(answerCalls((call) => `${call.method} answered`)(exchange))

describe("connection check", () => {
  it.scoped("sends a 'test' call to an endpoint beside its first request (first on the wire), once", () =>
    Effect.gen(function* () {
      const { http, transport } = yield* rpcTestEnv(node, { connectionCheck: true })
      expect(yield* transport.request(MAINNET, "eth_chainId")).toBe("eth_chainId answered")
      expect(yield* transport.request(MAINNET, "eth_blockNumber")).toBe("eth_blockNumber answered")
      yield* transport.request(POLYGON, "eth_chainId")
      const exchanges = yield* http.exchanges
      expect(methodsOf(exchanges)).toEqual([["test"], ["eth_chainId"], ["eth_blockNumber"], ["test"], ["eth_chainId"]])
      expect(callsOf(exchanges[0]?.body)[0]).toMatchObject({ jsonrpc: "2.0", method: "test", params: [] })
      expect(exchanges[0]?.url).toBe(exchanges[1]?.url)
    }))

  it.scoped("lets concurrent first requests share one check and still leave as one batch", () =>
    Effect.gen(function* () {
      const { http, transport } = yield* rpcTestEnv(node, { connectionCheck: true })
      yield* Effect.forEach(["eth_chainId", "eth_blockNumber", "eth_gasPrice"], (m) => transport.request(MAINNET, m), {
        concurrency: "unbounded"
      })
      expect(methodsOf(yield* http.exchanges)).toEqual([["test"], ["eth_chainId", "eth_blockNumber", "eth_gasPrice"]])
    }))

  it.scoped("counts any HTTP answer as reachable", () =>
    Effect.gen(function* () {
      const { http, transport } = yield* rpcTestEnv(
        (exchange, index) => (index === 0 ? Effect.succeed({ status: 405, text: "Method Not Allowed" }) : node(exchange)),
        { connectionCheck: true }
      )
      expect(yield* transport.request(MAINNET, "eth_chainId")).toBe("eth_chainId answered")
      expect(yield* http.count).toBe(2)
    }))

  it.scoped("fails the request when the endpoint cannot be reached, even if its own answer came, and checks again next time", () =>
    Effect.gen(function* () {
      const { http, transport } = yield* rpcTestEnv(
        (exchange, index) => (index === 0 ? Effect.fail("connection refused") : node(exchange)),
        { connectionCheck: true }
      )
      const error = yield* Effect.flip(transport.request(MAINNET, "eth_chainId"))
      expect(error._tag).toBe("HttpRequestError")
      expect(yield* transport.request(MAINNET, "eth_chainId")).toBe("eth_chainId answered")
      expect(methodsOf(yield* http.exchanges)).toEqual([["test"], ["eth_chainId"], ["test"], ["eth_chainId"]])
    }))

  it.scoped("does not answer a request before its check is done", () =>
    Effect.gen(function* () {
      const { transport } = yield* rpcTestEnv(
        (exchange, index) => (index === 0 ? Effect.zipRight(Effect.sleep(2_000), node(exchange)) : node(exchange)),
        { connectionCheck: true }
      )
      const fiber = yield* Effect.fork(transport.request(MAINNET, "eth_chainId"))
      yield* awaitSleep(2_000)
      yield* TestClock.adjust(1_999)
      expect(Option.isNone(yield* Fiber.poll(fiber))).toBe(true)
      yield* TestClock.adjust(1)
      expect(yield* Fiber.join(fiber)).toBe("eth_chainId answered")
    }))

  it.scoped("gives the check the same 10 s limit, without retries", () =>
    Effect.gen(function* () {
      const { http, transport } = yield* rpcTestEnv(() => Effect.never, { connectionCheck: true })
      const fiber = yield* Effect.fork(Effect.flip(transport.request(MAINNET, "eth_chainId")))
      yield* eventually(Effect.map(http.count, (n) => n === 2), "the check and the request are sent")
      yield* awaitSleep(10_000)
      yield* TestClock.adjust(9_999)
      expect(Option.isNone(yield* Fiber.poll(fiber))).toBe(true)
      yield* TestClock.adjust(1)
      const error = yield* Fiber.join(fiber)
      expect(error._tag === "RpcTimeoutError" && error.method).toBe("test")
      expect(yield* http.count).toBe(2)
    }))

  it.scoped("checkConnection sends the check on demand; disabled checks send nothing before requests", () =>
    Effect.gen(function* () {
      const { http, transport } = yield* rpcTestEnv(node, { connectionCheck: false })
      yield* transport.request(MAINNET, "eth_chainId")
      yield* transport.checkConnection(MAINNET)
      expect(methodsOf(yield* http.exchanges)).toEqual([["eth_chainId"], ["test"]])
    }))
})

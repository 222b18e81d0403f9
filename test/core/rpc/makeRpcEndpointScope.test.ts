import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Fiber, TestClock } from "effect"
import { awaitSleep } from "./eventually.js"
import { endpointTestEnv } from "./endpointTestEnv.js"
import { answerCalls } from "./scriptedHttp.js"
import type { Exchange } from "./scriptedHttp.js"
import { callsOf } from "./rpcTestEnv.js"

/** A node that takes a second to answer. */
const slowNode = (exchange: Exchange) => Effect.zipRight(Effect.sleep(1_000), Effect.succeed(answerCalls((call) => call.method)(exchange)))

describe("makeRpcEndpoint and its scope", () => {
  it.scoped("a caller that gives up does not cancel the batch the others wait on", () =>
    Effect.gen(function* () {
      const { http, endpoint } = yield* endpointTestEnv(slowNode)
      const leaving = yield* Effect.fork(endpoint.request("eth_chainId"))
      const staying = yield* Effect.fork(endpoint.request("eth_gasPrice"))
      yield* awaitSleep(1_000)
      yield* Fiber.interrupt(leaving)
      yield* TestClock.adjust(1_000)
      expect(yield* Fiber.join(staying)).toBe("eth_gasPrice")
      expect((yield* http.exchanges).map((exchange) => callsOf(exchange.body).length)).toEqual([2])
    }))

  it.scoped("once the scope is closed, a request is interrupted instead of waiting for ever", () =>
    Effect.gen(function* () {
      const { http, endpoint, close } = yield* endpointTestEnv(slowNode)
      yield* close
      const exit = yield* Effect.exit(endpoint.request("eth_chainId"))
      expect(Exit.isInterrupted(exit)).toBe(true)
      expect(yield* http.count).toBe(0)
    }))
})

import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { endpointTestEnv } from "./endpointTestEnv.js"
import { answerCalls } from "./scriptedHttp.js"
import type { Exchange } from "./scriptedHttp.js"
import { callsOf } from "./rpcTestEnv.js"

const node = (exchange: Exchange) => Effect.succeed(answerCalls((call) => call.method)(exchange))
const methodsOf = (exchanges: ReadonlyArray<Exchange>) => exchanges.map((exchange) => callsOf(exchange.body).map((call) => call.method))

describe("makeRpcEndpoint prepare", () => {
  it.scoped("sends nothing while connection checks are off", () =>
    Effect.gen(function* () {
      const { http, endpoint } = yield* endpointTestEnv(node, { connectionCheck: false })
      yield* endpoint.prepare
      expect(yield* http.count).toBe(0)
    }))

  it.scoped("checks once: a second prepare and the requests after it send no other check", () =>
    Effect.gen(function* () {
      const { http, endpoint } = yield* endpointTestEnv(node, { connectionCheck: true })
      yield* endpoint.prepare
      yield* endpoint.prepare
      expect(yield* endpoint.request("eth_chainId")).toBe("eth_chainId")
      expect(methodsOf(yield* http.exchanges)).toEqual([["test"], ["eth_chainId"]])
    }))

  it.scoped("a check that failed is not kept: the next prepare checks again", () =>
    Effect.gen(function* () {
      const { http, endpoint } = yield* endpointTestEnv(
        (exchange, index) => (index === 0 ? Effect.fail("connection refused") : node(exchange)),
        { connectionCheck: true }
      )
      expect((yield* Effect.flip(endpoint.prepare))._tag).toBe("HttpRequestError")
      yield* endpoint.prepare
      yield* endpoint.prepare
      expect(methodsOf(yield* http.exchanges)).toEqual([["test"], ["test"]])
    }))
})

import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { endpointTestEnv } from "./endpointTestEnv.js"
import { answerCalls } from "./scriptedHttp.js"
import type { Exchange } from "./scriptedHttp.js"
import { callsOf } from "./rpcTestEnv.js"

const node = (exchange: Exchange) => Effect.succeed(answerCalls((call) => call.method)(exchange))
const idsOf = (exchanges: ReadonlyArray<Exchange>) => exchanges.map((exchange) => callsOf(exchange.body).map((call) => call.id))

describe("makeRpcEndpoint ids", () => {
  it.scoped("number the calls from 1 on, across batches, lone requests and connection checks, never twice", () =>
    Effect.gen(function* () {
      const { http, endpoint } = yield* endpointTestEnv(node)
      yield* Effect.forEach(["eth_chainId", "eth_gasPrice", "eth_blockNumber"], (method) => endpoint.request(method), {
        concurrency: "unbounded"
      })
      yield* endpoint.request("eth_chainId")
      yield* endpoint.checkConnection
      yield* Effect.forEach(["eth_chainId", "eth_gasPrice"], (method) => endpoint.request(method), { concurrency: "unbounded" })
      expect(idsOf(yield* http.exchanges)).toEqual([[1, 2, 3], [4], [5], [6, 7]])
    }))
})

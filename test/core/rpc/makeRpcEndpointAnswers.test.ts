import { describe, expect, it } from "@effect/vitest"
import { Cause, Effect, Either, Exit } from "effect"
import type { RpcError } from "../../../core/services/RpcTransport.js"
import { endpointTestEnv } from "./endpointTestEnv.js"
import type { Exchange } from "./scriptedHttp.js"
import { callsOf } from "./rpcTestEnv.js"

/** A node whose reply to a batch is built from its calls. */
const replying = (reply: (calls: ReturnType<typeof callsOf>) => unknown) => (exchange: Exchange) =>
  Effect.succeed({ json: reply(callsOf(exchange.body)) })

const outcome = (result: Either.Either<unknown, RpcError>) => (Either.isRight(result) ? result.right : result.left._tag)

/** Three requests sent together; what each caller gets, in the order they asked. */
const askThree = (request: (method: string, params?: unknown) => Effect.Effect<unknown, RpcError>) =>
  Effect.forEach(["eth_chainId", "eth_gasPrice", "eth_blockNumber"], (method) => Effect.either(request(method)), {
    concurrency: "unbounded"
  })

describe("makeRpcEndpoint: an answer reaches the caller whose id it carries", () => {
  it.scoped("an error carrying one caller's id fails that caller alone; the others, unanswered, fail with no response", () =>
    Effect.gen(function* () {
      const { endpoint } = yield* endpointTestEnv(
        replying((calls) => [{ jsonrpc: "2.0", id: calls[1]?.id, error: { code: 4001, message: "User rejected the request." } }])
      )
      const results = yield* askThree(endpoint.request)
      expect(results.map(outcome)).toEqual(["ResponseDecodeError", "UserRejectedError", "ResponseDecodeError"])
    }))

  it.scoped("an error without an id fails the whole batch only when it is the only answer", () =>
    Effect.gen(function* () {
      const { endpoint } = yield* endpointTestEnv(
        replying((calls) => [
          { jsonrpc: "2.0", id: null, error: { code: -32600, message: "Invalid request" } },
          { jsonrpc: "2.0", id: calls[0]?.id, result: "0x1" }
        ])
      )
      const results = yield* askThree(endpoint.request)
      expect(results.map(outcome)).toEqual(["0x1", "ResponseDecodeError", "ResponseDecodeError"])
    }))

  it.scoped("a lone result without an id answers no caller", () =>
    Effect.gen(function* () {
      const { endpoint } = yield* endpointTestEnv(replying(() => [{ jsonrpc: "2.0", id: null, result: "0x1" }]))
      const results = yield* askThree(endpoint.request)
      expect(results.map(outcome)).toEqual(["ResponseDecodeError", "ResponseDecodeError", "ResponseDecodeError"])
    }))

  it.scoped("an id the node writes as a string is matched to its caller like a number", () =>
    Effect.gen(function* () {
      const { endpoint } = yield* endpointTestEnv(
        replying((calls) => calls.map((call) => ({ jsonrpc: "2.0", id: String(call.id), result: call.method })).reverse())
      )
      const results = yield* askThree(endpoint.request)
      expect(results.map(outcome)).toEqual(["eth_chainId", "eth_gasPrice", "eth_blockNumber"])
    }))

  it.scoped("a defect while sending reaches every caller of the batch as that defect", () =>
    Effect.gen(function* () {
      const { endpoint } = yield* endpointTestEnv(() => Effect.dieMessage("the client broke"))
      const exits = yield* Effect.forEach(["eth_chainId", "eth_gasPrice"], (method) => Effect.exit(endpoint.request(method)), {
        concurrency: "unbounded"
      })
      expect(exits.map((exit) => Exit.isFailure(exit) && Cause.pretty(exit.cause).includes("the client broke"))).toEqual([true, true])
      expect(exits.map((exit) => Exit.isFailure(exit) && Cause.isDie(exit.cause))).toEqual([true, true])
    }))
})

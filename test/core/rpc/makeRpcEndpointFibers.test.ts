import { describe, expect, it } from "@effect/vitest"
import { Effect, Supervisor } from "effect"
import { endpointTestEnv } from "./endpointTestEnv.js"
import { answerCalls } from "./scriptedHttp.js"
import type { Exchange } from "./scriptedHttp.js"

const node = (exchange: Exchange) => Effect.succeed(answerCalls((call) => call.method)(exchange))

/** Counts the fibers started by the effects it supervises. */
class CountingSupervisor extends Supervisor.AbstractSupervisor<number> {
  started = 0
  get value() {
    return Effect.sync(() => this.started)
  }
  override onStart() {
    this.started++
  }
}

describe("makeRpcEndpoint fibers", () => {
  // A page's every balance read goes through here: once checked, a request costs no fiber.
  it.scoped("once the endpoint is checked, a request is queued from its caller's fiber and forks none", () =>
    Effect.gen(function* () {
      const { endpoint } = yield* endpointTestEnv(node, { connectionCheck: true })
      yield* endpoint.prepare
      const counting = new CountingSupervisor()
      expect(yield* Effect.supervised(endpoint.request("eth_chainId"), counting)).toBe("eth_chainId")
      expect(yield* counting.value).toBe(0)
    }))

  it.scoped("before the check is done, the request and the check each run in a fiber of their own", () =>
    Effect.gen(function* () {
      const { endpoint } = yield* endpointTestEnv(node, { connectionCheck: true })
      const counting = new CountingSupervisor()
      expect(yield* Effect.supervised(endpoint.request("eth_chainId"), counting)).toBe("eth_chainId")
      expect(yield* counting.value).toBeGreaterThan(0)
    }))
})

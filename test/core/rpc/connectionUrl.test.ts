/** SPEC §5: an HTTP connection URL must be http(s); any other is refused before anything is sent. */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { messageOf } from "../../../core/errors/catalogue.js"
import { answerCalls } from "./scriptedHttp.js"
import { MAINNET, POLYGON, rpcTestEnv } from "./rpcTestEnv.js"

const node = answerCalls((call) => `${call.method} answered`)

describe("the connection URL", () => {
  it.scoped("a ws:, file: or javascript: URL fails with the spec's text and sends nothing; http and https are used", () =>
    Effect.gen(function* () {
      for (const url of ["ws://127.0.0.1:8545", "file:///etc/passwd", "javascript:alert(1)", "127.0.0.1:8545"]) {
        const { http, transport } = yield* rpcTestEnv((exchange) => Effect.succeed(node(exchange)), {
          customUrls: { [MAINNET]: url },
          connectionCheck: true
        })
        const error = yield* Effect.flip(transport.request(MAINNET, "eth_chainId"))
        expect(error._tag).toBe("InvalidConnectionUrl")
        expect(messageOf(error)).toBe(`Provided URL is not compatible with HTTP connection: ${url}`)
        expect(yield* Effect.flip(transport.checkConnection(MAINNET))).toMatchObject({ _tag: "InvalidConnectionUrl", url })
        expect(yield* http.count).toBe(0)
      }
      const { transport } = yield* rpcTestEnv((exchange) => Effect.succeed(node(exchange)), {
        customUrls: { [MAINNET]: "https://rpc.example/1", [POLYGON]: "HTTP://rpc.example/137" }
      })
      expect(yield* transport.request(MAINNET, "eth_chainId")).toBe("eth_chainId answered")
      expect(yield* transport.request(POLYGON, "eth_chainId")).toBe("eth_chainId answered")
    }))
})

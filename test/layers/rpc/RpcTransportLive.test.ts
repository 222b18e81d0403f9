import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, Fiber, Layer, Schema, TestClock } from "effect"
import { makeRpcTransportConfig } from "../../../core/rpc/RpcTransportConfig.js"
import type { RpcTransportOptions } from "../../../core/rpc/RpcTransportConfig.js"
import { RpcTransport } from "../../../core/services/RpcTransport.js"
import { RpcTransportLive } from "../../../layers/RpcTransportLive.js"
import { RpcCallLog } from "../../../layers/RpcTransportTest.js"
import type { ChainScript } from "../../../layers/RpcTransportTest.js"
import { CaipNetworkId } from "../../../schemas/Caip.js"
import { awaitSleep, eventually } from "../../core/rpc/eventually.js"
import { serveJsonRpc } from "./jsonRpcServer.js"
import type { JsonRpcServer } from "./jsonRpcServer.js"
import { rpcTransportContract } from "./RpcTransport.contract.js"

const PROJECT_ID = "0123456789abcdef0123456789abcdef"
const MAINNET = Schema.decodeSync(CaipNetworkId)("eip155:1")
const SEPOLIA = Schema.decodeSync(CaipNetworkId)("eip155:11155111")

const transportOn = (server: JsonRpcServer, options: Partial<RpcTransportOptions> = {}) =>
  RpcTransportLive(makeRpcTransportConfig({ projectId: PROJECT_ID, blockchainBaseUrl: server.url, ...options })).pipe(
    Layer.provide(FetchHttpClient.layer)
  )

/** The transport, alive until the test's scope closes. */
const transportIn = (server: JsonRpcServer, options: Partial<RpcTransportOptions> = {}) =>
  Effect.map(Layer.build(transportOn(server, options)), Context.get(RpcTransport))

rpcTransportContract("live over fetch against a local node", (script, options) =>
  Layer.unwrapScoped(
    Effect.map(serveJsonRpc(script), (server) =>
      Layer.merge(transportOn(server, { connectionCheck: options.connectionCheck ?? true }), Layer.succeed(RpcCallLog, { calls: server.calls }))
    )
  )
)

const chain: ChainScript = {
  [MAINNET]: { eth_blockNumber: () => ({ result: "0x10" }), eth_getBalance: (params: unknown) => ({ result: params }) },
  [SEPOLIA]: { eth_blockNumber: () => ({ result: "0x20" }) }
}

describe("RpcTransportLive over a socket", () => {
  it.scoped("POSTs JSON to {base}/v1/?chainId={caip}&projectId={id}, or to a network's custom URL (with projectId on the proxy's host)", () =>
    Effect.gen(function* () {
      const server = yield* serveJsonRpc(chain)
      const rpc = yield* transportIn(server, { connectionCheck: false, customUrls: { [SEPOLIA]: `${server.url}/custom/${SEPOLIA}` } })
      expect(yield* rpc.request(MAINNET, "eth_blockNumber")).toBe("0x10")
      expect(yield* rpc.request(SEPOLIA, "eth_blockNumber")).toBe("0x20")
      const posts = yield* server.posts
      expect(posts.map((p) => p.url)).toEqual([
        `/v1/?chainId=eip155:1&projectId=${PROJECT_ID}`,
        `/custom/${SEPOLIA}?projectId=${PROJECT_ID}`
      ])
      expect(posts[0]?.contentType).toBe("application/json")
      expect(posts[0]?.body).toMatchObject({ jsonrpc: "2.0", method: "eth_blockNumber" })
    }))

  it.scoped("sends concurrent requests as one batch over the wire", () =>
    Effect.gen(function* () {
      const server = yield* serveJsonRpc(chain)
      const rpc = yield* transportIn(server, { connectionCheck: false })
      const addresses = Array.from({ length: 40 }, (_, i) => `0x${i.toString(16).padStart(40, "0")}`)
      const balances = yield* Effect.forEach(addresses, (a) => rpc.request(MAINNET, "eth_getBalance", [a, "latest"]), {
        concurrency: "unbounded"
      })
      expect(balances).toEqual(addresses.map((a) => [a, "latest"]))
      const posts = yield* server.posts
      expect(posts).toHaveLength(1)
      expect(Array.isArray(posts[0]?.body) && posts[0].body.length).toBe(40)
    }))

  it.scoped("retries a 503 from the node after 150 ms on the virtual clock", () =>
    Effect.gen(function* () {
      const server = yield* serveJsonRpc(chain, { statusOf: (index) => (index === 0 ? 503 : undefined) })
      const rpc = yield* transportIn(server, { connectionCheck: false })
      const fiber = yield* Effect.fork(rpc.request(MAINNET, "eth_blockNumber"))
      yield* eventually(Effect.map(server.posts, (p) => p.length === 1), "the first attempt")
      yield* awaitSleep(150)
      yield* TestClock.adjust(149)
      expect((yield* server.posts).length).toBe(1)
      yield* TestClock.adjust(1)
      expect(yield* Fiber.join(fiber)).toBe("0x10")
      expect((yield* server.posts).length).toBe(2)
    }))

  it.scoped("fails with HttpRequestError when nothing listens, without retrying", () =>
    Effect.gen(function* () {
      const server = yield* serveJsonRpc(chain)
      const rpc = yield* transportIn(server, { customUrls: { [MAINNET]: "http://127.0.0.1:1/v1/" } })
      const error = yield* Effect.flip(rpc.request(MAINNET, "eth_blockNumber"))
      expect(error._tag).toBe("HttpRequestError")
      expect(error._tag === "HttpRequestError" && error.url).toBe("http://127.0.0.1:1/v1/")
    }))
})

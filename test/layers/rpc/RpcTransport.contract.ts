/**
 * The one contract of chain RPC: the live transport over a real node and the scripted one in
 * memory answer, fail and check connections alike.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Either, Schema } from "effect"
import type { Layer } from "effect"
import { messageOf } from "../../../core/errors/catalogue.js"
import { RpcTransport } from "../../../core/services/RpcTransport.js"
import { RpcCallLog } from "../../../layers/RpcTransportTest.js"
import type { ChainScript, RpcTransportTestOptions } from "../../../layers/RpcTransportTest.js"
import { CaipNetworkId } from "../../../schemas/Caip.js"

export type MakeRpcLayer = (script: ChainScript, options: RpcTransportTestOptions) => Layer.Layer<RpcTransport | RpcCallLog>

const MAINNET = Schema.decodeSync(CaipNetworkId)("eip155:1")
const POLYGON = Schema.decodeSync(CaipNetworkId)("eip155:137")

const script: ChainScript = {
  [MAINNET]: {
    eth_chainId: () => ({ result: "0x1" }),
    eth_getBalance: (params) => ({ result: { of: params } }),
    eth_call: (params) =>
      (params as ReadonlyArray<{ readonly data?: string }>)[0]?.data === "0xbad"
        ? { error: { code: 3, message: "execution reverted: not allowed", data: "0x08c379a0" } }
        : { result: "0x" },
    eth_sendTransaction: () => ({ error: { code: 4001, message: "User rejected the request." } }),
    wallet_addEthereumChain: () => ({ error: { code: 5000, message: "User rejected." } })
  },
  [POLYGON]: {
    eth_chainId: () => ({ result: "0x89" })
  }
}

export const rpcTransportContract = (name: string, makeLayer: MakeRpcLayer) =>
  describe(`RpcTransport contract: ${name}`, () => {
    it.effect("answers each network from its own node, checking each connection before first use", () =>
      Effect.gen(function* () {
        const rpc = yield* RpcTransport
        expect(yield* rpc.request(MAINNET, "eth_chainId")).toBe("0x1")
        expect(yield* rpc.request(POLYGON, "eth_chainId")).toBe("0x89")
        expect(yield* rpc.request(MAINNET, "eth_chainId")).toBe("0x1")
        const calls = yield* (yield* RpcCallLog).calls
        expect(calls.map((c) => `${c.caipNetworkId} ${c.method}`)).toEqual([
          "eip155:1 test",
          "eip155:1 eth_chainId",
          "eip155:137 test",
          "eip155:137 eth_chainId",
          "eip155:1 eth_chainId"
        ])
      }).pipe(Effect.provide(makeLayer(script, {}))))

    it.effect("passes params through and answers the node's result", () =>
      Effect.gen(function* () {
        const rpc = yield* RpcTransport
        const params = ["0x1111111111111111111111111111111111111111", "latest"]
        expect(yield* rpc.request(MAINNET, "eth_getBalance", params)).toEqual({ of: params })
        const calls = yield* (yield* RpcCallLog).calls
        expect(calls).toEqual([{ caipNetworkId: MAINNET, method: "eth_getBalance", params }])
      }).pipe(Effect.provide(makeLayer(script, { connectionCheck: false }))))

    it.effect("turns a node's error object into JsonRpcError, with its code, message and data", () =>
      Effect.gen(function* () {
        const rpc = yield* RpcTransport
        const error = yield* Effect.flip(rpc.request(MAINNET, "eth_call", [{ data: "0xbad" }, "latest"]))
        expect(error._tag).toBe("JsonRpcError")
        if (error._tag !== "JsonRpcError") return
        expect([error.code, error.reason, error.data]).toEqual([3, "execution reverted: not allowed", "0x08c379a0"])
        expect(messageOf(error)).toBe("execution reverted: not allowed")
        const unknown = yield* Effect.flip(rpc.request(MAINNET, "eth_unknownMethod", []))
        expect(unknown._tag === "JsonRpcError" && unknown.code).toBe(-32601)
      }).pipe(Effect.provide(makeLayer(script, {}))))

    it.effect("turns codes 4001 and 5000 into UserRejectedError", () =>
      Effect.gen(function* () {
        const rpc = yield* RpcTransport
        const rejected = yield* Effect.flip(rpc.request(MAINNET, "eth_sendTransaction", [{}]))
        expect(rejected._tag === "UserRejectedError" && rejected.code).toBe(4001)
        const declined = yield* Effect.flip(rpc.request(MAINNET, "wallet_addEthereumChain", [{}]))
        expect(declined._tag === "UserRejectedError" && declined.code).toBe(5000)
        expect(messageOf(declined)).toBe("User rejected the request")
      }).pipe(Effect.provide(makeLayer(script, {}))))

    it.effect("answers concurrent callers each with their own result; one failure fails only its caller", () =>
      Effect.gen(function* () {
        const rpc = yield* RpcTransport
        const outcomes = yield* Effect.forEach(
          ["0xa", "0xbad", "0xc"],
          (data) => Effect.either(rpc.request(MAINNET, "eth_call", [{ data }, "latest"])),
          { concurrency: "unbounded" }
        )
        expect(outcomes.map((o) => (Either.isRight(o) ? o.right : o.left._tag))).toEqual(["0x", "JsonRpcError", "0x"])
        const calls = yield* (yield* RpcCallLog).calls
        expect(calls.map((c) => c.method)).toEqual(["test", "eth_call", "eth_call", "eth_call"])
      }).pipe(Effect.provide(makeLayer(script, {}))))

    it.effect("checkConnection sends the check; with checks disabled, requests go out alone", () =>
      Effect.gen(function* () {
        const rpc = yield* RpcTransport
        yield* rpc.request(POLYGON, "eth_chainId")
        yield* rpc.checkConnection(MAINNET)
        const calls = yield* (yield* RpcCallLog).calls
        expect(calls.map((c) => `${c.caipNetworkId} ${c.method}`)).toEqual(["eip155:137 eth_chainId", "eip155:1 test"])
      }).pipe(Effect.provide(makeLayer(script, { connectionCheck: false }))))

    it.effect("prepare checks a connection once: the first request then goes out alone", () =>
      Effect.gen(function* () {
        const rpc = yield* RpcTransport
        yield* rpc.prepare(MAINNET)
        yield* rpc.prepare(MAINNET)
        expect(yield* rpc.request(MAINNET, "eth_chainId")).toBe("0x1")
        const calls = yield* (yield* RpcCallLog).calls
        expect(calls.map((c) => `${c.caipNetworkId} ${c.method}`)).toEqual(["eip155:1 test", "eip155:1 eth_chainId"])
      }).pipe(Effect.provide(makeLayer(script, {}))))

    it.effect("prepare sends nothing when checks are disabled", () =>
      Effect.gen(function* () {
        const rpc = yield* RpcTransport
        yield* rpc.prepare(MAINNET)
        expect(yield* (yield* RpcCallLog).calls).toEqual([])
      }).pipe(Effect.provide(makeLayer(script, { connectionCheck: false }))))
  })

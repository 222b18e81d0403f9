import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Ref } from "effect"
import { mainnet, polygon, sepolia, solana } from "doorway-connect/networks"
import type { AppKitOptions } from "../../../core/config/AppKitOptions.js"
import { HttpRequestError } from "../../../core/errors/HttpErrors.js"
import { prepareActiveNetworkRpc } from "../../../core/rpc/prepareActiveNetworkRpc.js"
import { RpcTransport } from "../../../core/services/RpcTransport.js"
import { RpcCallLog, RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import { StateLive } from "../../../layers/StateLive.js"
import { OptionsLive } from "../../../layers/StateOptions.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"

const stateWith = (options: Partial<AppKitOptions>) =>
  StateLive().pipe(
    Layer.provideMerge(StorageMemory.layerWith([])),
    Layer.provideMerge(OptionsLive({ projectId: "test-project", networks: [mainnet, polygon, sepolia, solana], ...options }))
  )

const chain = { [mainnet.caipNetworkId]: { eth_getBalance: () => ({ result: "0x1" }) } }

const calls = Effect.flatMap(RpcCallLog, (log) => Effect.map(log.calls, (all) => all.map((call) => `${call.caipNetworkId} ${call.method}`)))

describe("prepareActiveNetworkRpc", () => {
  it.effect("checks the active EVM network's node once, so the balance read after it goes out alone", () =>
    Effect.gen(function* () {
      yield* prepareActiveNetworkRpc
      yield* prepareActiveNetworkRpc
      expect(yield* calls).toEqual(["eip155:1 test"])
      const rpc = yield* RpcTransport
      expect(yield* rpc.request(mainnet.caipNetworkId, "eth_getBalance", [])).toBe("0x1")
      expect(yield* calls).toEqual(["eip155:1 test", "eip155:1 eth_getBalance"])
    }).pipe(Effect.provide(Layer.merge(stateWith({}), RpcTransportTest(chain)))))

  it.effect("asks nothing of a testnet (its balance shows 0.00 unread) nor of a chain family without RPC reads", () =>
    Effect.gen(function* () {
      yield* prepareActiveNetworkRpc
      expect(yield* calls).toEqual([])
    }).pipe(
      Effect.provide(Layer.merge(stateWith({ defaultNetwork: sepolia }), RpcTransportTest(chain))),
      Effect.zipRight(
        Effect.gen(function* () {
          yield* prepareActiveNetworkRpc
          expect(yield* calls).toEqual([])
        }).pipe(Effect.provide(Layer.merge(stateWith({ defaultNetwork: solana }), RpcTransportTest(chain))))
      )
    ))

  it.effect("a node that cannot be reached fails nothing: the read after a connection meets and reports it", () =>
    Effect.gen(function* () {
      const asked = yield* Ref.make(0)
      const unreachable = Layer.succeed(
        RpcTransport,
        RpcTransport.of({
          request: () => Effect.die("not asked"),
          checkConnection: () => Effect.die("not asked"),
          prepare: (caipNetworkId) => Ref.update(asked, (n) => n + 1).pipe(Effect.zipRight(Effect.fail(new HttpRequestError({ url: caipNetworkId, cause: "refused" }))))
        })
      )
      yield* prepareActiveNetworkRpc.pipe(Effect.provide(Layer.merge(stateWith({}), unreachable)))
      expect(yield* Ref.get(asked)).toBe(1)
    }))
})

import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Stream } from "effect"
import { WalletDiscovery } from "../../../core/services/WalletDiscovery.js"
import * as WalletDiscoveryTest from "../../../layers/WalletDiscoveryTest.js"
import { discoveryContract } from "./discoveryContract.js"
import { wallet } from "./wallets.js"
import { changesOf } from "../../../core/state/changesOf.js"

discoveryContract(
  "WalletDiscoveryTest",
  Effect.map(WalletDiscoveryTest.make(), (discovery) => ({
    layer: WalletDiscoveryTest.layerFrom(discovery),
    announce: discovery.script.announce,
    setInjected: (provider: unknown) =>
      discovery.script.setInjected(
        provider === undefined ? Option.none() : Option.some({ info: { uuid: "injected", name: "Browser Wallet", icon: "", rdns: "" }, provider })
      )
  }))
)

describe("WalletDiscoveryTest", () => {
  it.effect("starts with the wallets it is given, and a removed wallet leaves the list", () =>
    Effect.gen(function* () {
      const discovery = yield* WalletDiscovery
      const script = yield* WalletDiscoveryTest.WalletDiscoveryScript
      const first = Option.getOrThrow(yield* Stream.runHead(changesOf(discovery.announced)))
      expect(first.map((w) => w.info.rdns)).toEqual(["com.example.one", "com.example.two"])
      yield* script.remove(first[0]?.info.uuid ?? "")
      const after = Option.getOrThrow(yield* Stream.runHead(changesOf(discovery.announced)))
      expect(after.map((w) => w.info.rdns)).toEqual(["com.example.two"])
    }).pipe(
      Effect.provide(
        WalletDiscoveryTest.layer({ announced: [wallet("One", "com.example.one"), wallet("Two", "com.example.two")] })
      )
    ))

  it.effect("each build starts from its own wallets", () =>
    Effect.gen(function* () {
      const layer = WalletDiscoveryTest.layer()
      yield* Effect.flatMap(WalletDiscoveryTest.WalletDiscoveryScript, (s) => s.announce(wallet("One", "com.example.one"))).pipe(
        Effect.provide(layer)
      )
      const other = yield* Effect.flatMap(WalletDiscovery, (d) => Stream.runHead(changesOf(d.announced))).pipe(Effect.provide(layer))
      expect(other).toEqual(Option.some([]))
    }))
})

import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Ref, Stream } from "effect"
import { prepareConnection } from "../../../core/connection/prepareConnection.js"
import { EvmWallet } from "../../../core/services/EvmWallet.js"
import type { ConnectionKind } from "../../../core/services/WalletConnections.js"
import { EvmWalletTest, scriptedWallet } from "../../../layers/EvmWalletTest.js"
import { RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import { WalletConnectionsTest } from "../../../layers/WalletConnectionsTest.js"
import type { ConnectorType } from "../../../schemas/Connector.js"
import { ALICE, connectorOf } from "./evmTestEnv.js"

/** The EVM adapter of the tests, counting its `prepare` calls in the Ref it is given. */
const countingAdapter = (prepared: Ref.Ref<number>) =>
  Layer.effect(
    EvmWallet,
    Effect.map(EvmWallet, (evm) => EvmWallet.of({ ...evm, prepare: Ref.update(prepared, (n) => n + 1) }))
  ).pipe(Layer.provide(EvmWalletTest), Layer.provideMerge(RpcTransportTest({}, { connectionCheck: false })))

/** The embedded wallet's kind, as far as getting ready goes: it has nothing to load. */
const embeddedKind: ConnectionKind = {
  connect: () => Effect.dieMessage("not used"),
  restore: () => Effect.dieMessage("not used"),
  disconnect: () => Effect.dieMessage("not used"),
  switchChain: () => Effect.dieMessage("not used"),
  events: () => Effect.succeed(Stream.empty),
  provider: () => Effect.dieMessage("not used")
}

const preparedFor = (type: ConnectorType) =>
  Effect.gen(function* () {
    const prepared = yield* Ref.make(0)
    const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1 })
    yield* prepareConnection(connectorOf(wallet, "io.wallet", type)).pipe(
      Effect.provide(WalletConnectionsTest({ auth: embeddedKind }).pipe(Layer.provideMerge(countingAdapter(prepared))))
    )
    // Getting ready never asks the wallet anything.
    expect(wallet.methods()).toEqual([])
    return yield* Ref.get(prepared)
  })

describe("prepareConnection", () => {
  it.effect("readies the EVM adapter's requests for a wallet in the page, announced or injected", () =>
    Effect.gen(function* () {
      expect(yield* preparedFor("ANNOUNCED")).toBe(1)
      expect(yield* preparedFor("INJECTED")).toBe(1)
    }))

  it.effect("leaves them for a pairing and for the embedded wallet, which do not use them", () =>
    Effect.gen(function* () {
      expect(yield* preparedFor("WALLET_CONNECT")).toBe(0)
      expect(yield* preparedFor("AUTH")).toBe(0)
    }))
})

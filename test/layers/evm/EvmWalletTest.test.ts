import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { mainnet } from "doorway-connect/networks"
import { EvmWallet } from "../../../core/services/EvmWallet.js"
import { EvmWalletTest, scriptedWallet, ScriptedWalletError } from "../../../layers/EvmWalletTest.js"
import { RpcTransportTest } from "../../../layers/RpcTransportTest.js"
import { ALICE, evmAdapterContract } from "./EvmWallet.contract.js"

evmAdapterContract("plain EIP-1193 (test layer)", EvmWalletTest)

describe("EvmWalletTest", () => {
  it.effect("a balance answer that is not a hex quantity is a ResponseDecodeError", () =>
    Effect.gen(function* () {
      const evm = yield* EvmWallet
      const error = yield* Effect.flip(evm.getBalance(ALICE, mainnet))
      expect(error).toMatchObject({ _tag: "ResponseDecodeError", url: "eip155:1" })
    }).pipe(
      Effect.provide(
        EvmWalletTest.pipe(
          Layer.provide(RpcTransportTest({ [mainnet.caipNetworkId]: { eth_getBalance: () => ({ result: 12 }) } }, { connectionCheck: false }))
        )
      )
    ))

  it.effect("the scripted wallet answers an unknown method with 4200 and a request for a foreign account with 4100", () =>
    Effect.gen(function* () {
      const evm = yield* EvmWallet
      const wallet = scriptedWallet({ accounts: [ALICE], chainId: 1, authorized: true })
      wallet.answer("eth_chainId", () => Promise.reject(new ScriptedWalletError(4200, "Unsupported method eth_chainId")))
      expect(yield* Effect.flip(evm.getChainId(wallet))).toMatchObject({ _tag: "JsonRpcError", code: 4200 })
      const foreign = yield* Effect.flip(evm.personalSign(wallet, { message: "x", address: "0x0000000000000000000000000000000000000001" }))
      expect(foreign).toMatchObject({ _tag: "JsonRpcError", code: 4100 })
    }).pipe(Effect.provide(EvmWalletTest.pipe(Layer.provide(RpcTransportTest({}))))))
})

import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { sendTransaction } from "../../../core/evm/sendTransaction.js"
import { signMessage } from "../../../core/evm/signMessage.js"
import { signTypedData } from "../../../core/evm/signTypedData.js"
import { Connectors } from "../../../core/services/Connectors.js"
import { ALICE, BOB, WALLET_ID, connectAs, evmEnv, installWallet } from "../connection/evmTestEnv.js"

const typedData = {
  domain: { name: "Doorway", version: "1", chainId: 1 },
  types: { Greeting: [{ name: "text", type: "string" }] },
  primaryType: "Greeting",
  message: { text: "hi" }
}

describe("signMessage, signTypedData, sendTransaction", () => {
  it.effect("go to the connected EVM wallet, from its account", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      yield* connectWallet(WALLET_ID)
      const signature = yield* signMessage("Hello")
      expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
      expect(yield* signTypedData(typedData)).toMatch(/^0x[0-9a-f]{130}$/)
      const hash = yield* sendTransaction({ to: BOB, value: 5n })
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      expect(wallet.requests().slice(2)).toEqual([
        { method: "personal_sign", params: ["0x48656c6c6f", ALICE] },
        { method: "eth_signTypedData_v4", params: [ALICE, expect.stringContaining('"primaryType":"Greeting"')] },
        { method: "eth_sendTransaction", params: [{ from: ALICE, to: BOB, value: "0x5" }] }
      ])
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a refusal is UserRejectedError; a node's reason is its transaction error", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      yield* connectWallet(WALLET_ID)
      wallet.fail("personal_sign", 4001, "User denied message signature.")
      wallet.fail("eth_signTypedData_v4", 4001, "User denied message signature.")
      wallet.fail("eth_sendTransaction", -32000, "insufficient funds for gas * price + value")
      expect((yield* Effect.flip(signMessage("Hello")))._tag).toBe("UserRejectedError")
      expect((yield* Effect.flip(signTypedData(typedData)))._tag).toBe("UserRejectedError")
      expect((yield* Effect.flip(sendTransaction({ to: BOB, value: 10n ** 30n })))._tag).toBe("InsufficientFundsError")
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("with no EVM account connected they fail with NoActiveCaipAddress and ask nothing", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      expect((yield* Effect.flip(signMessage("Hello")))._tag).toBe("NoActiveCaipAddress")
      expect((yield* Effect.flip(signTypedData(typedData)))._tag).toBe("NoActiveCaipAddress")
      expect((yield* Effect.flip(sendTransaction({ to: BOB })))._tag).toBe("NoActiveCaipAddress")
      expect(wallet.methods()).toEqual([])
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a connection whose connector is gone fails with NoConnectorForConnection", () =>
    Effect.gen(function* () {
      yield* connectAs("eip155", "io.uninstalled")
      expect(yield* Effect.flip(signMessage("Hello"))).toMatchObject({ _tag: "NoConnectorForConnection", connectorId: "io.uninstalled" })
      yield* Effect.flatMap(Connectors, ({ state }) => Ref.update(state, (s) => ({ ...s, activeConnectorIds: {} })))
      expect((yield* Effect.flip(signMessage("Hello")))._tag).toBe("NoConnectorForConnection")
    }).pipe(Effect.provide(evmEnv().layer)))
})

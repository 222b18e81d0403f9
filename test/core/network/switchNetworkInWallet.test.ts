import { describe, expect, it } from "@effect/vitest"
import { Effect, Ref } from "effect"
import { base, mainnet, polygon, solana } from "doorway-connect/networks"
import { connectWallet } from "../../../core/connection/connectWallet.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import { switchNetworkInWallet } from "../../../core/network/switchNetworkInWallet.js"
import { Alerts } from "../../../core/services/Alerts.js"
import {
  ALICE,
  WALLET_ID,
  accountOf,
  activeNamespace,
  connectAs,
  connectorsState,
  evmEnv,
  installWallet,
  networkOf,
  storedRaw,
  trackedEvents
} from "../connection/evmTestEnv.js"

const alert = Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.alert))

describe("switchNetworkInWallet", () => {
  it.effect("with no wallet connected the network is only selected", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      expect(yield* switchNetworkInWallet(polygon)).toEqual(polygon)
      expect(yield* networkOf()).toEqual(polygon)
      expect(wallet.methods()).toEqual([])
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("asks the wallet with wallet_switchEthereumChain; state, storage, analytics and balance follow", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet({ chains: [137] })
      yield* connectWallet(WALLET_ID)
      yield* switchNetworkInWallet(polygon)
      expect(wallet.requests().slice(2)).toEqual([{ method: "wallet_switchEthereumChain", params: [{ chainId: "0x89" }] }])
      expect(wallet.chainId()).toBe(137)
      expect(yield* networkOf()).toEqual(polygon)
      expect(yield* accountOf()).toMatchObject({ caipAddress: `eip155:137:${ALICE}`, balance: "1", balanceSymbol: "POL" })
      expect((yield* connectorsState).connections.eip155?.[0]?.caipNetwork).toEqual(polygon)
      expect(yield* storedRaw("@appkit/active_caip_network_id")).toBe("eip155:137")
      expect((yield* trackedEvents).at(-1)).toEqual({
        type: "track",
        event: "SWITCH_NETWORK",
        address: ALICE,
        properties: { network: "eip155:137" }
      })
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a wallet that does not know the chain (4902) is asked to add it, then to switch again", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      yield* connectWallet(WALLET_ID)
      yield* switchNetworkInWallet(polygon.caipNetworkId)
      expect(wallet.requests().slice(2)).toEqual([
        { method: "wallet_switchEthereumChain", params: [{ chainId: "0x89" }] },
        {
          method: "wallet_addEthereumChain",
          params: [
            {
              chainId: "0x89",
              chainName: "Polygon",
              nativeCurrency: { name: "POL", symbol: "POL", decimals: 18 },
              rpcUrls: polygon.rpcUrls.default.http,
              blockExplorerUrls: ["https://polygonscan.com"]
            }
          ]
        },
        { method: "wallet_switchEthereumChain", params: [{ chainId: "0x89" }] }
      ])
      expect(yield* networkOf()).toEqual(polygon)
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a refusal fails with UserRejectedError and changes nothing", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet({ chains: [137] })
      yield* connectWallet(WALLET_ID)
      wallet.fail("wallet_switchEthereumChain", 4001, "User rejected the request.")
      expect((yield* Effect.flip(switchNetworkInWallet(polygon)))._tag).toBe("UserRejectedError")
      expect(yield* networkOf()).toEqual(mainnet)
      expect(yield* storedRaw("@appkit/active_caip_network_id")).toBe("eip155:1")
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a refusal to add the chain fails the same way", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      yield* connectWallet(WALLET_ID)
      wallet.fail("wallet_addEthereumChain", 4001, "User rejected the request.")
      expect((yield* Effect.flip(switchNetworkInWallet(polygon)))._tag).toBe("UserRejectedError")
      expect(wallet.methods().slice(2)).toEqual(["wallet_switchEthereumChain", "wallet_addEthereumChain"])
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a wallet that can add the chain neither: 'Chain is not supported', nothing changes (SPEC §8)", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      yield* connectWallet(WALLET_ID)
      wallet.fail("wallet_addEthereumChain", -32602, "Invalid chain parameters")
      const error = yield* Effect.flip(switchNetworkInWallet(polygon))
      expect(error._tag).toBe("ChainNotSupported")
      expect(error._tag === "ChainNotSupported" && messageOf(error)).toBe("Chain is not supported")
      expect(wallet.methods().slice(2)).toEqual(["wallet_switchEthereumChain", "wallet_addEthereumChain"])
      expect(yield* networkOf()).toEqual(mainnet)
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a wallet without the switch method fails with SwitchChainNotApproved", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      yield* connectWallet(WALLET_ID)
      wallet.fail("wallet_switchEthereumChain", 4200, "Unsupported method")
      const error = yield* Effect.flip(switchNetworkInWallet(polygon))
      expect(error._tag).toBe("SwitchChainNotApproved")
      expect(error._tag === "SwitchChainNotApproved" && messageOf(error)).toBe(
        "Failed to switch to chain eip155:137. The chain is not approved or the wallet does not support wallet_switchEthereumChain method."
      )
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a network the app is not configured with shows Network Not Found and asks nothing", () =>
    Effect.gen(function* () {
      const wallet = yield* installWallet()
      yield* connectWallet(WALLET_ID)
      expect((yield* Effect.flip(switchNetworkInWallet(base)))._tag).toBe("NetworkNotFound")
      expect((yield* alert).message).toBe("Network Not Found")
      expect(wallet.methods()).toEqual(["eth_requestAccounts", "eth_chainId"])
    }).pipe(Effect.provide(evmEnv().layer)))

  it.effect("a connected namespace no family serves (Solana in this test) is refused; an unconnected one is selected", () =>
    Effect.gen(function* () {
      yield* connectAs("solana", "phantom")
      const error = yield* Effect.flip(switchNetworkInWallet(solana))
      // No family serves Solana here: the switch is refused rather than faked.
      expect(error).toMatchObject({ _tag: "UnsupportedChain", chainNamespace: "solana" })
      yield* switchNetworkInWallet(polygon)
      expect(yield* activeNamespace).toBe("eip155")
    }).pipe(Effect.provide(evmEnv().layer)))
})

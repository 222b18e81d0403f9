import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { mainnet, polygon } from "doorway-connect/networks"
import { fetchWalletAssets, hasAssetDiscovery, walletAssetBalances } from "../../../core/balance/fetchWalletAssets.js"

const ALICE = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"

const ASSETS = {
  "0x1": [
    { address: "native", balance: "0x14d1120d7b160000", type: "NATIVE", metadata: { price: 3000, iconUrl: "https://icons.test/eth.svg" } },
    { address: USDC, balance: "0x1312d00", type: "ERC20", metadata: { name: "USD Coin", symbol: "USDC", decimals: 6, price: 1, value: 20 } },
    { address: "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0", balance: "0x7", type: "ERC20", metadata: { name: "Whole", symbol: "WHOLE", decimals: 0 } }
  ],
  "0x89": [{ address: "native", balance: "0x0", type: "NATIVE", metadata: {} }]
}

const discovering = (chains: ReadonlyArray<string>) => Object.fromEntries(chains.map((chain) => [chain, { assetDiscovery: { supported: true } }]))

/** A wallet answering `answers[method]`, recording what it was asked. */
const wallet = (answers: Readonly<Record<string, unknown>>) => {
  const asked: Array<[string, ReadonlyArray<unknown>]> = []
  const request = (method: string, params: ReadonlyArray<unknown>) => {
    asked.push([method, params])
    return method in answers ? Effect.succeed(answers[method]) : Effect.fail({ code: 4200 })
  }
  return { asked, request }
}

describe("ERC-7811 wallet assets (WIRE §1.5)", () => {
  it("asset discovery is read per hex chain id from wallet_getCapabilities", () => {
    expect(hasAssetDiscovery(discovering(["0x1"]), mainnet)).toBe(true)
    expect(hasAssetDiscovery(discovering(["0x1"]), polygon)).toBe(false)
    expect(hasAssetDiscovery({ "0x1": { assetDiscovery: { supported: false } } }, mainnet)).toBe(false)
    expect(hasAssetDiscovery({}, mainnet)).toBe(false)
    expect(hasAssetDiscovery(null, mainnet)).toBe(false)
  })

  it("the network's assets become token balances: hex balance by decimals, native from the network, 0-decimal tokens dropped", () => {
    expect(walletAssetBalances(ASSETS as never, mainnet)).toEqual([
      { name: "Ether", symbol: "ETH", chainId: "eip155:1", value: 4500, price: 3000, quantity: { decimals: "18", numeric: "1.5" }, iconUrl: "https://icons.test/eth.svg" },
      { name: "USD Coin", symbol: "USDC", chainId: "eip155:1", address: `eip155:1:${USDC}`, value: 20, price: 1, quantity: { decimals: "6", numeric: "20" }, iconUrl: "" }
    ])
    expect(walletAssetBalances(ASSETS as never, polygon).map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([["POL", "0"]])
  })

  it.effect("asks wallet_getAssets with the account and the chain only when the wallet announces discovery", () =>
    Effect.gen(function* () {
      const announcing = wallet({ wallet_getCapabilities: discovering(["0x1"]), wallet_getAssets: ASSETS })
      const balances = yield* fetchWalletAssets(announcing.request, ALICE, mainnet)
      expect(Option.getOrThrow(balances).map((balance) => balance.symbol)).toEqual(["ETH", "USDC"])
      expect(announcing.asked).toEqual([
        ["wallet_getCapabilities", [ALICE]],
        ["wallet_getAssets", [{ account: ALICE, chainFilter: ["0x1"] }]]
      ])

      const silent = wallet({ wallet_getCapabilities: {} })
      expect(Option.isNone(yield* fetchWalletAssets(silent.request, ALICE, mainnet))).toBe(true)
      expect(silent.asked.map(([method]) => method)).toEqual(["wallet_getCapabilities"])

      const refusing = wallet({})
      expect(Option.isNone(yield* fetchWalletAssets(refusing.request, ALICE, mainnet))).toBe(true)
      const garbled = wallet({ wallet_getCapabilities: discovering(["0x1"]), wallet_getAssets: { "0x1": [{ balance: 5 }] } })
      expect(Option.isNone(yield* fetchWalletAssets(garbled.request, ALICE, mainnet))).toBe(true)
    }))
})

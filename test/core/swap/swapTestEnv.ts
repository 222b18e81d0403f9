/**
 * A connected ALICE on mainnet for the swap programs: a scripted wallet, a scripted node that
 * mines every transaction at once, and a scripted data service answering the convert routes
 * (WIRE §1.2) as the hosted one does. The allowance rises to unlimited once the wallet has sent
 * one transaction to the token (the approval), as it would on chain.
 */
import { Effect, Layer, Ref } from "effect"
import { mainnet } from "doorway-connect/networks"
import { Router } from "../../../core/services/Router.js"
import { SwapStateLive } from "../../../core/swap/makeSwapState.js"
import { getSwapState } from "../../../core/swap/updateSwapState.js"
import { setSwapAmount, setSwapSourceToken, setSwapToToken } from "../../../core/swap/setSwapTokens.js"
import type { SwapToken } from "../../../core/swap/SwapState.js"
import { PendingTransactionsLive } from "../../../layers/PendingTransactionsLive.js"
import { TokenBalanceFailuresLive } from "../../../layers/TokenBalanceFailuresLive.js"
import type { ScriptedWallet } from "../../../layers/EvmWalletTest.js"
import type { ChainScript, RpcHandler } from "../../../layers/RpcTransportTest.js"
import type { Answer, Script } from "../config/scriptedApiClient.js"
import { ALICE, WALLET_ID, connectAs, defaultApi, evmEnv, installWallet } from "../connection/evmTestEnv.js"

export const USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"
export const USDT = "0xdAC17F958D2ee523a2206206994597C13D831ec7"
export const POOL = "0x5FbDB2315678afecb367f032d93F642f64180aa3"
export const NATIVE = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"
export const caip = (address: string) => `eip155:1:${address}`

export const TOKENS = "blockchain /v1/convert/tokens"
export const QUOTES = "blockchain /v1/convert/quotes"
export const GAS_PRICE = "blockchain /v1/convert/gas-price"
export const ALLOWANCE = "blockchain /v1/convert/allowance"
export const BUILD_APPROVE = "blockchain /v1/convert/build-approve"
export const BUILD_SWAP = "blockchain /v1/convert/build-transaction"
export const PRICES = "blockchain /v1/fungible/price"
export const BALANCE = `blockchain /v1/account/${ALICE}/balance`

const listed = (symbol: string, address: string, decimals: number) => ({
  name: symbol,
  symbol,
  address: caip(address),
  decimals,
  logoUri: `https://icons.test/${symbol}.svg`,
  eip2612: false
})

const held = (symbol: string, decimals: number, numeric: string, price: number, address?: string) => ({
  name: symbol,
  symbol,
  chainId: "eip155:1",
  ...(address === undefined ? {} : { address: caip(address) }),
  value: Number(numeric) * price,
  price,
  quantity: { decimals: String(decimals), numeric },
  iconUrl: ""
})

/** The data service of a mainnet with ETH (3000 USD), USDC and USDT (1 USD), a DAI it does not hold, and one x*y=k pool. */
export const swapApi: Script = {
  ...defaultApi,
  [TOKENS]: { status: 200, body: { tokens: [listed("ETH", NATIVE, 18), listed("USDC", USDC, 6), listed("USDT", USDT, 6), listed("DAI", "0x6B175474E89094C44Da98b954EedeAC495271d0F", 18)] } },
  [BALANCE]: { status: 200, body: { balances: [held("ETH", 18, "1.5", 3000), held("USDC", 6, "20", 1, USDC), held("USDT", 6, "30", 1, USDT)] } },
  [GAS_PRICE]: { status: 200, body: { standard: "1000000000", fast: "1250000000", instant: "1500000000" } },
  [PRICES]: { status: 200, body: { fungibles: [{ name: "Ether", symbol: "ETH", iconUrl: "", price: 3000 }, { name: "DAI", symbol: "DAI", iconUrl: "", price: 1 }] } },
  // 10 USDC buy 0.0033 ETH (3,000 USD per ETH less 1%: the pool's fee and price impact).
  [QUOTES]: { status: 200, body: { quotes: [{ id: null, fromAmount: "10000000", fromAccount: caip(USDC), toAmount: "3300000000000000", toAccount: caip(NATIVE) }] } },
  [BUILD_APPROVE]: {
    status: 200,
    body: { tx: { from: caip(USDC), to: caip(USDC), data: "0x095ea7b3", value: "0", eip155: { gas: 46000, gasPrice: "1000000000" } } }
  },
  [BUILD_SWAP]: {
    status: 200,
    body: { tx: { from: caip(ALICE), to: caip(POOL), data: "0xabcdef01", amount: "0", eip155: { gas: "200000", gasPrice: "1000000000" } } }
  }
}

/** Mined at once with status 1 unless `node.receipt` says otherwise. */
export const swapNode = () => {
  const node: { receipt: RpcHandler } = { receipt: () => ({ result: { status: "0x1" } }) }
  const chain: ChainScript = {
    [mainnet.caipNetworkId]: {
      eth_getBalance: () => ({ result: "0xde0b6b3a7640000" }),
      eth_getTransactionReceipt: (params) => node.receipt(params)
    }
  }
  return { node, chain }
}

/**
 * The swap services over a scripted stack. `answers` replace the script's; the allowance answer
 * is "0" until the wallet has sent a transaction, then unlimited, unless `answers` name it.
 */
export const swapEnv = (answers: Script = {}) => {
  const { node, chain } = swapNode()
  const wallet: { current?: ScriptedWallet } = {}
  const script: Record<string, Answer> = { ...swapApi, ...answers }
  if (!(ALLOWANCE in answers)) {
    Object.defineProperty(script, ALLOWANCE, {
      enumerable: true,
      get: (): Answer => {
        const sent = wallet.current?.methods().filter((method) => method === "eth_sendTransaction").length ?? 0
        return { status: 200, body: { allowance: sent === 0 ? "0" : (2n ** 256n - 1n).toString() } }
      }
    })
  }
  const { layer, apiCalls } = evmEnv({ api: script, chain })
  const connected = Effect.gen(function* () {
    const installed = yield* installWallet({ authorized: true })
    wallet.current = installed
    yield* connectAs("eip155", WALLET_ID)
    const { history } = yield* Router
    yield* Ref.set(history, [{ view: "Account" }, { view: "Swap" }])
    return installed
  })
  return {
    node,
    apiCalls,
    connected,
    /** The requests of one route, by its script key. */
    callsOf: (key: string) => apiCalls.filter((call) => `${call.service} ${call.path}` === key),
    layer: Layer.mergeAll(layer, SwapStateLive, TokenBalanceFailuresLive, PendingTransactionsLive)
  }
}

/** The listed token with `symbol`, as the state holds it. */
export const tokenOf = (symbol: string) =>
  Effect.map(getSwapState, (state) => {
    const token = state.tokens.find((candidate) => candidate.symbol === symbol)
    if (token === undefined) throw new Error(`${symbol} is not in the swap list`)
    return token
  })

/** Chooses both tokens (by symbol) and types the amount. */
export const chooseSwap = (from: string, to: string, amount: string) =>
  Effect.gen(function* () {
    const source: SwapToken = yield* tokenOf(from)
    const target: SwapToken = yield* tokenOf(to)
    yield* setSwapSourceToken(source)
    yield* setSwapToToken(target)
    yield* setSwapAmount(amount)
  })

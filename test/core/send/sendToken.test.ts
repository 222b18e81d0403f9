import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer, Option, Ref, TestClock } from "effect"
import { mainnet } from "doorway-connect/networks"
import { decodeFunctionData, toFunctionSelector } from "viem"
import { getPendingTransactions } from "../../../core/activity/pendingTransactions.js"
import { disconnect } from "../../../core/connection/disconnect.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import type { DoorwayError } from "../../../core/errors/DoorwayError.js"
import { estimateSendGas } from "../../../core/send/estimateSendGas.js"
import { evmSendTransaction } from "../../../core/send/evmSendTransaction.js"
import { loadSendTokens } from "../../../core/send/loadSendTokens.js"
import { resetSendOnAccountChange } from "../../../core/send/resetSendOnAccountChange.js"
import { sendToken } from "../../../core/send/sendToken.js"
import { setReceiver } from "../../../core/send/setReceiver.js"
import { setSendAmount } from "../../../core/send/setSendAmount.js"
import { setSendToken } from "../../../core/send/setSendToken.js"
import { ERC20_TRANSFER_ABI, USDT_TRANSFER_ABI } from "../../../core/send/transferAbis.js"
import { getSendState, updateSendState } from "../../../core/send/updateSendState.js"
import { Alerts } from "../../../core/services/Alerts.js"
import { ChainState } from "../../../core/services/ChainState.js"
import { Router } from "../../../core/services/Router.js"
import { PendingTransactionsLive } from "../../../layers/PendingTransactionsLive.js"
import { SendStateLive } from "../../../layers/SendStateLive.js"
import { TokenBalanceFailuresLive } from "../../../layers/TokenBalanceFailuresLive.js"
import type { RpcHandler } from "../../../layers/RpcTransportTest.js"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import type { TokenBalance } from "../../../schemas/TokenBalance.js"
import type { Script } from "../config/scriptedApiClient.js"
import { ALICE, BOB, WALLET_ID, accountOf, connectAs, defaultApi, evmEnv, installWallet, stored } from "../connection/evmTestEnv.js"

const USDC_ADDRESS = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"
const USDT_ADDRESS = "0xdAC17F958D2ee523a2206206994597C13D831ec7"

const token = (symbol: string, decimals: string, numeric: string, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: mainnet.caipNetworkId,
  ...(address === undefined ? {} : { address: `${mainnet.caipNetworkId}:${address}` as TokenBalance["address"] & string }),
  value: Number(numeric) * 2,
  price: 2,
  quantity: { decimals, numeric },
  iconUrl: ""
})
const ETH = token("ETH", "18", "1.5")
const USDC = token("USDC", "6", "20", USDC_ADDRESS)
const USDT = token("USDT", "6", "30", USDT_ADDRESS)

const BALANCE = `blockchain /v1/account/${ALICE}/balance`

interface Node {
  estimateGas: RpcHandler
  receipt: RpcHandler
}

/** A connected ALICE on mainnet through a scripted wallet, a scripted node and data service. */
const env = (api: Script = {}) => {
  const node: Node = {
    estimateGas: () => ({ result: "0x5208" }),
    receipt: () => ({ result: { status: "0x1" } })
  }
  const chain = {
    [mainnet.caipNetworkId]: {
      eth_getBalance: () => ({ result: "0xde0b6b3a7640000" }),
      eth_estimateGas: (params: unknown) => node.estimateGas(params),
      eth_gasPrice: () => ({ result: "0x3b9aca00" }),
      eth_getTransactionReceipt: (params: unknown) => node.receipt(params)
    }
  }
  const script: Script = { ...defaultApi, [BALANCE]: { status: 200, body: { balances: [ETH, USDC, USDT] } }, ...api }
  const { layer, apiCalls } = evmEnv({ api: script, chain })
  return { node, apiCalls, layer: Layer.mergeAll(layer, SendStateLive, TokenBalanceFailuresLive, PendingTransactionsLive) }
}

const connected = Effect.gen(function* () {
  const wallet = yield* installWallet({ authorized: true })
  yield* connectAs("eip155", WALLET_ID)
  return wallet
})

const fill = (chosen: TokenBalance | undefined, amount: string, receiver: string) =>
  Effect.all([setSendToken(chosen), setSendAmount(amount), setReceiver(receiver)], { discard: true })

const text = (error: DoorwayError) => messageOf(error)

describe("send: validation (SPEC §5)", () => {
  it.effect("no amount or no receiver: 'An amount and receiver address are required'; no token: 'A token is required'", () =>
    Effect.gen(function* () {
      yield* connected
      expect(text(yield* Effect.flip(sendToken))).toBe("An amount and receiver address are required")
      yield* fill(undefined, "1", "")
      expect(text(yield* Effect.flip(sendToken))).toBe("An amount and receiver address are required")
      yield* fill(undefined, "", BOB)
      expect(text(yield* Effect.flip(estimateSendGas))).toBe("An amount and receiver address are required")
      yield* fill(undefined, "1", BOB)
      expect(text(yield* Effect.flip(sendToken))).toBe("A token is required")
      // An amount the token cannot hold counts as none.
      for (const amount of ["0", "abc", "1.1234567"]) {
        yield* fill(USDC, amount, BOB)
        expect(text(yield* Effect.flip(sendToken))).toBe("An amount and receiver address are required")
      }
    }).pipe(Effect.provide(env().layer))
  )

  it.effect("a namespace without a send path fails with 'Unsupported chain' after loading starts, and loading ends", () =>
    Effect.gen(function* () {
      yield* connectAs("solana", WALLET_ID)
      const { activeNamespace } = yield* ChainState
      yield* Ref.set(activeNamespace, Option.some<ChainNamespace>("solana"))
      yield* fill(token("SOL", "9", "2"), "1", BOB)
      // No family here knows Solana's addresses: the receiver is set as the view would have it.
      yield* updateSendState((state) => ({ ...state, receiverAddress: "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin" }))
      const error = yield* Effect.flip(sendToken)
      expect(error._tag).toBe("UnsupportedChain")
      expect(text(error)).toBe("Unsupported chain")
      expect((yield* getSendState).loading).toBe(false)
    }).pipe(Effect.provide(env().layer))
  )
})

describe("send: the EVM transaction (SPEC §7)", () => {
  it("native: a plain value transfer with empty data; USDC: ERC-20 transfer; USDT: the no-return ABI", () => {
    expect(evmSendTransaction({ from: ALICE, amount: 10n ** 17n, to: BOB, decimals: 18 })).toEqual({ to: BOB, value: 10n ** 17n, data: "0x" })
    const usdc = evmSendTransaction({ from: ALICE, token: USDC.address!, amount: 2_500_000n, to: BOB, decimals: 6 })
    expect(usdc.to).toBe(USDC_ADDRESS)
    expect(usdc.value).toBeUndefined()
    expect(decodeFunctionData({ abi: ERC20_TRANSFER_ABI, data: usdc.data as `0x${string}` }).args).toEqual([BOB, 2_500_000n])
    const usdt = evmSendTransaction({ from: ALICE, token: USDT.address!, amount: 3_000_000n, to: BOB, decimals: 6 })
    expect(usdt.to).toBe(USDT_ADDRESS)
    expect(usdt.data?.slice(0, 10)).toBe(toFunctionSelector(USDT_TRANSFER_ABI[0]))
    expect(usdc.data?.slice(0, 10)).toBe(toFunctionSelector(ERC20_TRANSFER_ABI[0]))
    expect(decodeFunctionData({ abi: USDT_TRANSFER_ABI, data: usdt.data as `0x${string}` }).args).toEqual([BOB, 3_000_000n])
  })
})

describe("send: gas estimate", () => {
  it.effect("asks the node eth_estimateGas with the transaction and eth_gasPrice; keeps gas, price and fee", () =>
    Effect.gen(function* () {
      yield* connected
      yield* fill(USDC, "2.5", BOB)
      const estimate = yield* estimateSendGas
      expect(estimate).toEqual({ gas: 21_000n, gasPrice: 1_000_000_000n, fee: 21_000_000_000_000n })
      expect((yield* getSendState).gasEstimate).toEqual(estimate)
      // Changing the amount drops the estimate made for the old one.
      yield* setSendAmount("3")
      expect((yield* getSendState).gasEstimate).toBeUndefined()
    }).pipe(Effect.provide(env().layer))
  )

  it.effect("the node's refusals map to the catalogue: insufficient funds, execution reverted, nonce, fee cap, gas", () => {
    const { node, layer } = env()
    return Effect.gen(function* () {
      yield* connected
      yield* fill(ETH, "100", BOB)
      const cases: ReadonlyArray<readonly [string, string]> = [
        ["insufficient funds for gas * price + value", "The total cost of executing this transaction exceeds the balance of the account"],
        ["execution reverted: transfer amount exceeds balance", "Execution reverted: transfer amount exceeds balance"],
        ["nonce too low", "Nonce provided for the transaction is lower than the current nonce of the account"],
        ["max fee per gas less than block base fee", "The fee cap (maxFeePerGas) cannot be lower than the block base fee"],
        ["intrinsic gas too low", "The amount of gas provided for the transaction is too low"]
      ]
      for (const [nodeMessage, shown] of cases) {
        node.estimateGas = () => ({ error: { code: -32000, message: nodeMessage } })
        expect(text(yield* Effect.flip(estimateSendGas))).toBe(shown)
      }
    }).pipe(Effect.provide(layer))
  })
})

describe("send: sending (SPEC §4)", () => {
  it.effect("sends through the wallet, waits for the receipt, resets the state, reads balances with forceUpdate and returns to Account", () => {
    const { apiCalls, layer } = env()
    return Effect.gen(function* () {
      const wallet = yield* connected
      const { history } = yield* Router
      yield* Ref.set(history, [{ view: "Account" }, { view: "WalletSend" }])
      yield* fill(USDT, "1.25", BOB)
      const hash = yield* sendToken
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      const sent = wallet.requests().find((request) => request.method === "eth_sendTransaction")
      const params = (sent?.params as ReadonlyArray<Record<string, string>>)[0]
      expect(params).toMatchObject({ from: ALICE, to: USDT_ADDRESS })
      expect(decodeFunctionData({ abi: USDT_TRANSFER_ABI, data: params?.["data"] as `0x${string}` }).args).toEqual([BOB, 1_250_000n])
      const state = yield* getSendState
      expect([state.token, state.sendTokenAmount, state.receiverAddress, state.loading]).toEqual([undefined, undefined, undefined, false])
      expect((yield* Ref.get(history)).map((entry) => entry.view)).toEqual(["Account"])
      const forced = apiCalls.filter((call) => call.path.endsWith("/balance")).at(-1)?.query?.["forceUpdate"]
      expect(forced).toBe(`eip155:1:${USDT_ADDRESS},eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`)
      expect((yield* accountOf())?.balance).toBe("1")
    }).pipe(Effect.provide(layer))
  })

  it.effect("a native send is a value transfer with empty data; the native token alone is forced", () => {
    const { apiCalls, layer } = env()
    return Effect.gen(function* () {
      const wallet = yield* connected
      yield* fill(ETH, "0.1", BOB)
      yield* sendToken
      const params = (wallet.requests().find((request) => request.method === "eth_sendTransaction")?.params as ReadonlyArray<unknown>)[0]
      expect(params).toEqual({ from: ALICE, to: BOB, value: "0x16345785d8a0000", data: "0x" })
      expect(apiCalls.filter((call) => call.path.endsWith("/balance")).at(-1)?.query?.["forceUpdate"]).toBe(
        "eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect("waits on the virtual clock until the transaction is mined; a receipt with status 0 is 'Execution reverted'", () => {
    const { node, layer } = env()
    return Effect.gen(function* () {
      yield* connected
      let asked = 0
      node.receipt = () => {
        asked += 1
        return { result: asked < 3 ? null : { status: "0x1" } }
      }
      yield* fill(ETH, "0.1", BOB)
      const fiber = yield* Effect.fork(sendToken)
      yield* TestClock.adjust("249 millis")
      expect(asked).toBe(1)
      expect((yield* getSendState).loading).toBe(true)
      yield* TestClock.adjust("251 millis")
      yield* Fiber.join(fiber)
      expect(asked).toBe(3)
      node.receipt = () => ({ result: { status: "0x0" } })
      yield* fill(ETH, "0.1", BOB)
      expect(text(yield* Effect.flip(sendToken))).toBe("Execution reverted")
    }).pipe(Effect.provide(layer))
  })

  it.effect("the wallet's rejection (4001) is 'User rejected the request'; loading ends and the state stays for another try", () =>
    Effect.gen(function* () {
      const wallet = yield* connected
      wallet.fail("eth_sendTransaction", 4001, "User rejected the request.")
      yield* fill(USDC, "1", BOB)
      const error = yield* Effect.flip(sendToken)
      expect(error._tag).toBe("UserRejectedError")
      expect(text(error)).toBe("User rejected the request")
      const state = yield* getSendState
      expect([state.loading, state.sendTokenAmount, state.receiverAddress, state.token?.symbol]).toEqual([false, "1", BOB, "USDC"])
      wallet.fail("eth_sendTransaction", -32000, "insufficient funds for gas * price + value")
      expect((yield* Effect.flip(sendToken))._tag).toBe("InsufficientFundsError")
    }).pipe(Effect.provide(env().layer))
  )

  it.effect("disconnect resets the send state", () =>
    Effect.gen(function* () {
      yield* connected
      yield* Effect.forkScoped(resetSendOnAccountChange)
      yield* Effect.yieldNow()
      yield* fill(USDC, "1", BOB)
      yield* disconnect({ closeModal: false })
      for (let turn = 0; turn < 5; turn += 1) yield* Effect.yieldNow()
      const state = yield* getSendState
      expect([state.token, state.sendTokenAmount, state.receiverInput]).toEqual([undefined, undefined, ""])
    }).pipe(Effect.scoped, Effect.provide(env().layer))
  )
})

describe("send: receiver names and the token list", () => {
  const PROFILE = "blockchain /v1/profile/account/alice.reown.id"
  const profile = {
    name: "alice.reown.id",
    registered: 1,
    updated: 1,
    addresses: { "60": { address: BOB, created: "1" } },
    attributes: [{ avatar: "https://avatars.test/alice.png" }]
  }

  it.effect("a typed name is looked up once typing pauses 300 ms (299 ms: not yet), then its address, name and avatar are set", () => {
    const { apiCalls, layer } = env({ [PROFILE]: { status: 200, body: profile } })
    return Effect.gen(function* () {
      yield* connected
      const lookups = () => apiCalls.filter((call) => call.path.startsWith("/v1/profile/account/"))
      const fiber = yield* Effect.fork(setReceiver("alice.reown.id"))
      yield* TestClock.adjust("299 millis")
      expect(lookups()).toHaveLength(0)
      expect((yield* getSendState).resolvingReceiver).toBe(true)
      yield* TestClock.adjust("1 millis")
      yield* Fiber.join(fiber)
      expect(lookups()).toEqual([{ service: "blockchain", path: "/v1/profile/account/alice.reown.id", query: { apiVersion: "2" } }])
      const state = yield* getSendState
      expect([state.receiverAddress, state.receiverProfileName, state.receiverProfileImage, state.resolvingReceiver]).toEqual([
        BOB,
        "alice.reown.id",
        "https://avatars.test/alice.png",
        false
      ])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a name that is not registered: 'Error resolving name', no receiver address", () =>
    Effect.gen(function* () {
      yield* connected
      const fiber = yield* Effect.fork(Effect.flip(setReceiver("nobody.reown.id")))
      yield* TestClock.adjust("300 millis")
      expect(text(yield* Fiber.join(fiber))).toBe("Error resolving name")
      expect((yield* getSendState).receiverAddress).toBeUndefined()
    }).pipe(Effect.provide(env().layer))
  )

  it.effect("the token list and the network balance in USD; after a failure no read until 30,000 ms (29,999 blocked)", () => {
    const failing = { [BALANCE]: { unreachable: true } } as const
    const { apiCalls, layer } = env(failing)
    return Effect.gen(function* () {
      yield* connected
      const reads = () => apiCalls.filter((call) => call.path.endsWith("/balance")).length
      yield* TestClock.adjust("1000 millis")
      expect((yield* Effect.flip(loadSendTokens))._tag).toBe("TokenBalanceUnavailable")
      expect((yield* getSendState).lastRetry).toBe(1000)
      yield* TestClock.adjust("29999 millis")
      expect(yield* Effect.flip(loadSendTokens)).toMatchObject({ _tag: "TokenBalanceRetryBlocked", remainingMs: 1 })
      expect(reads()).toBe(1)
      yield* TestClock.adjust("1 millis")
      // The second failure's toast replaces the open one after the banner switch delay.
      const again = yield* Effect.fork(Effect.flip(loadSendTokens))
      yield* TestClock.adjust("150 millis")
      expect((yield* Fiber.join(again))._tag).toBe("TokenBalanceUnavailable")
      expect(reads()).toBe(2)
      expect(yield* Effect.flatMap(Alerts, (alerts) => Ref.get(alerts.snackbar))).toMatchObject({
        open: true,
        message: "Token Balance Unavailable"
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("a read fills the token list and the native balance in USD", () =>
    Effect.gen(function* () {
      yield* connected
      yield* loadSendTokens
      const state = yield* getSendState
      expect(state.tokenBalances.map((balance) => balance.symbol)).toEqual(["ETH", "USDC", "USDT"])
      expect(state.networkBalanceInUSD).toBe("3")
    }).pipe(Effect.provide(env().layer))
  )
})

describe("send: pending in Activity until mined (SPEC §4)", () => {
  const hashesPending = Effect.map(getPendingTransactions, (pending) => pending.map((entry) => entry.transaction.metadata.hash))

  it.effect("from the wallet's hash until the receipt the transaction is pending, as a send of the amount out of the account", () => {
    const { node, layer } = env()
    return Effect.gen(function* () {
      yield* connected
      let mined = false
      node.receipt = () => ({ result: mined ? { status: "0x1" } : null })
      yield* fill(USDC, "2.5", BOB)
      const fiber = yield* Effect.fork(sendToken)
      yield* TestClock.adjust("1000 millis")
      const [entry] = yield* getPendingTransactions
      // Stored with its hash and chain before the send waits on: a reload now shows it pending.
      expect(yield* stored("@doorway/pending_transactions")).toEqual([entry])
      expect(entry?.account).toBe(`eip155:1:${ALICE}`)
      expect(entry?.transaction.metadata).toMatchObject({ status: "pending", operationType: "send", chain: "eip155:1", sentFrom: ALICE, sentTo: BOB })
      expect(entry?.transaction.transfers).toEqual([{ fungible_info: { name: "USDC", symbol: "USDC" }, direction: "out", quantity: { numeric: "2.5" } }])
      mined = true
      yield* TestClock.adjust("250 millis")
      const hash = yield* Fiber.join(fiber)
      expect(entry?.transaction.metadata.hash).toBe(hash)
      expect(yield* hashesPending).toEqual([])
      expect(yield* stored("@doorway/pending_transactions")).toEqual([])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a receipt with status 0 ends it too; a send the wallet refuses never was pending", () => {
    const { node, layer } = env()
    return Effect.gen(function* () {
      const wallet = yield* connected
      node.receipt = () => ({ result: { status: "0x0" } })
      yield* fill(ETH, "0.1", BOB)
      expect(text(yield* Effect.flip(sendToken))).toBe("Execution reverted")
      expect(yield* hashesPending).toEqual([])
      wallet.fail("eth_sendTransaction", 4001, "User rejected the request.")
      expect((yield* Effect.flip(sendToken))._tag).toBe("UserRejectedError")
      expect(yield* hashesPending).toEqual([])
    }).pipe(Effect.provide(layer))
  })

  it.effect("not mined within the send's 30 s: it stays pending and the node is asked every 5 s (4,999 ms: not yet) until the receipt", () => {
    const { node, layer } = env()
    return Effect.gen(function* () {
      yield* connected
      let mined = false
      let asked = 0
      node.receipt = () => {
        asked += 1
        return { result: mined ? { status: "0x1" } : null }
      }
      yield* fill(ETH, "0.1", BOB)
      const fiber = yield* Effect.fork(sendToken)
      yield* TestClock.adjust("30000 millis")
      const hash = yield* Fiber.join(fiber)
      expect(asked).toBe(121)
      expect(yield* hashesPending).toEqual([hash])
      yield* TestClock.adjust("5000 millis")
      expect(asked).toBe(122)
      mined = true
      yield* TestClock.adjust("4999 millis")
      expect(yield* hashesPending).toEqual([hash])
      yield* TestClock.adjust("1 millis")
      expect(asked).toBe(123)
      expect(yield* hashesPending).toEqual([])
    }).pipe(Effect.provide(layer))
  })

  it.effect("the background follow is bounded: 120 asks over 600,000 ms, then none; the entry stays", () => {
    const { node, layer } = env()
    return Effect.gen(function* () {
      yield* connected
      let asked = 0
      node.receipt = () => {
        asked += 1
        return { result: null }
      }
      yield* fill(ETH, "0.1", BOB)
      const fiber = yield* Effect.fork(sendToken)
      yield* TestClock.adjust("30000 millis")
      const hash = yield* Fiber.join(fiber)
      const during = asked
      yield* TestClock.adjust("600000 millis")
      expect(asked - during).toBe(120)
      yield* TestClock.adjust("60000 millis")
      expect(asked - during).toBe(120)
      expect(yield* hashesPending).toEqual([hash])
    }).pipe(Effect.provide(layer))
  })
})

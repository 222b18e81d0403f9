/**
 * Token conversion on the local data service against the real pools: quotes match the pool
 * contract, and the approval and swap transactions it builds, signed by the dev wallet and sent
 * to the chain, move the balances by the quote.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { createWalletClient, decodeFunctionData, http, maxUint256 } from "viem"
import type { Address, Hex } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { ApiClient } from "../../../core/services/ApiClient.js"
import { constantProductPoolAbi, stableTokenAbi } from "../../../devnet/chains/abis.js"
import { NATIVE_COIN } from "../../../devnet/chains/ChainFixtures.js"
import type { EvmChain } from "../../../devnet/chains/startEvmChains.js"
import { viemChain } from "../../../devnet/chains/viemChain.js"
import { INVALID_KEY_MESSAGE } from "../../../devnet/catalogue/RequestRejected.js"
import { DEV_WALLET_ADDRESS, DEV_WALLET_PRIVATE_KEY } from "../../../devnet/devKeys.js"
import { startDevnet, type Devnet } from "../../../devnet/startDevnet.js"
import {
  AllowanceResponse,
  BuildApproveTransactionResponse,
  BuildSwapTransactionResponse,
  GasPriceResponse,
  SwapQuotesResponse,
  SwapTokensResponse
} from "../../../schemas/Swap.js"
import type { BuildSwapTransactionRequest } from "../../../schemas/Swap.js"
import type { CaipAddress } from "../../../schemas/Caip.js"
import { chainClients, identityQuery, PROJECT_ID, withDataClient } from "./dataClient.js"

const NATIVE = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"

let devnet: Devnet
let ethereum: EvmChain
beforeAll(async () => {
  devnet = await startDevnet()
  ethereum = devnet.evm.find((chain) => chain.chainId === 1)!
})
afterAll(() => devnet?.stop())

const withClient = withDataClient(() => devnet)
/** A CAIP-10 id; the ids built here are well-formed by construction. */
const caip = (chain: EvmChain, address: string) => `${chain.caipNetworkId}:${address}` as CaipAddress
const plain = (caipAddress: string) => caipAddress.split(":")[2] as Address

const devWallet = (chain: EvmChain) =>
  createWalletClient({
    account: privateKeyToAccount(DEV_WALLET_PRIVATE_KEY),
    chain: viemChain({ chainId: chain.chainId, name: chain.name, nativeCurrency: chain.fixtures.nativeCurrency }, chain.rpcUrl),
    transport: http(chain.rpcUrl)
  })

const tokenBalance = (chain: EvmChain, token: Address, owner: Address) =>
  chainClients(chain).publicClient.readContract({ address: token, abi: stableTokenAbi, functionName: "balanceOf", args: [owner] })

const getJson = async (path: string, query: string) => {
  const response = await fetch(`${devnet.data.url}${path}?${query}`)
  return { status: response.status, body: (await response.json()) as unknown }
}

const quoteOf = (from: string, to: string, amount: bigint) =>
  Effect.flatMap(ApiClient, (api) =>
    api.get({
      service: "blockchain",
      path: "/v1/convert/quotes",
      query: { amount: amount.toString(), userAddress: DEV_WALLET_ADDRESS, from, to, gasPrice: "1000000000" },
      schema: SwapQuotesResponse
    })
  )

const buildSwap = (body: BuildSwapTransactionRequest) =>
  Effect.flatMap(ApiClient, (api) =>
    api.post({ service: "blockchain", path: "/v1/convert/build-transaction", body, schema: BuildSwapTransactionResponse })
  )

/** Sends a built swap as a wallet would: to `tx.to`, with its data, value, gas limit and gas price. */
const sendSwap = async (chain: EvmChain, tx: BuildSwapTransactionResponse["tx"]) => {
  const hash = await devWallet(chain).sendTransaction({
    to: plain(tx.to),
    data: tx.data as Hex,
    value: BigInt(tx.amount),
    gas: BigInt(tx.eip155.gas),
    gasPrice: BigInt(tx.eip155.gasPrice)
  })
  return chainClients(chain).publicClient.waitForTransactionReceipt({ hash })
}

/** Approves as the client does: ask the allowance, send the built approval to `tx.from`, until it suffices. */
const approveUntilAllowed = (chain: EvmChain, from: string, to: string, amount: bigint) =>
  Effect.gen(function* () {
    const api = yield* ApiClient
    const userAddress = caip(chain, DEV_WALLET_ADDRESS)
    for (let round = 0; round < 4; round++) {
      const { allowance } = yield* api.get({
        service: "blockchain",
        path: "/v1/convert/allowance",
        query: { tokenAddress: from, userAddress },
        schema: AllowanceResponse
      })
      if (BigInt(allowance) >= amount) return round
      const { tx } = yield* api.get({
        service: "blockchain",
        path: "/v1/convert/build-approve",
        query: { userAddress, from, to },
        schema: BuildApproveTransactionResponse
      })
      expect(tx.to).toBe(tx.from)
      expect(tx.value).toBe("0")
      const receipt = yield* Effect.promise(async () => {
        const hash = await devWallet(chain).sendTransaction({
          to: plain(tx.from),
          data: tx.data as Hex,
          gas: BigInt(tx.eip155.gas),
          gasPrice: BigInt(tx.eip155.gasPrice)
        })
        return chainClients(chain).publicClient.waitForTransactionReceipt({ hash })
      })
      expect(receipt.status).toBe("success")
    }
    throw new Error("the allowance never sufficed")
  })

describe("tokens, quotes and gas prices", () => {
  it.live("lists the pooled assets of a chain as CAIP-10 tokens with decimals and icons", () =>
    withClient(
      Effect.gen(function* () {
        const api = yield* ApiClient
        const { tokens } = yield* api.get({
          service: "blockchain",
          path: "/v1/convert/tokens",
          query: { chainId: "eip155:137" },
          schema: SwapTokensResponse
        })
        const polygon = devnet.evm.find((chain) => chain.chainId === 137)!
        const { usdc, usdt, whole } = polygon.fixtures.tokens
        expect(tokens.map(({ symbol, address, decimals }) => ({ symbol, address, decimals }))).toEqual([
          { symbol: "POL", address: `eip155:137:${NATIVE}`, decimals: 18 },
          { symbol: "USDC", address: `eip155:137:${usdc.address}`, decimals: 6 },
          { symbol: usdt.symbol, address: `eip155:137:${usdt.address}`, decimals: 6 }
        ])
        expect(tokens.some((token) => token.address.endsWith(whole.address))).toBe(false)
        for (const token of tokens) expect(token.logoUri.startsWith(`${devnet.data.url}/`)).toBe(true)
      })
    )
  )

  it.live("quotes from the live reserves exactly what the pool contract computes", () =>
    withClient(
      Effect.gen(function* () {
        const { usdc, usdt } = ethereum.fixtures.tokens
        const { pools } = ethereum.fixtures
        const publicClient = chainClients(ethereum).publicClient
        const cases = [
          { from: NATIVE, to: usdc.address, amount: 10n ** 17n, pool: pools.nativeUsdc.address, tokenIn: NATIVE_COIN },
          { from: usdc.address, to: NATIVE, amount: 2_500_000_000n, pool: pools.nativeUsdc.address, tokenIn: usdc.address },
          { from: usdc.address, to: usdt.address, amount: 123_456_789n, pool: pools.usdcUsdt.address, tokenIn: usdc.address }
        ]
        for (const { from, to, amount, pool, tokenIn } of cases) {
          const { quotes } = yield* quoteOf(caip(ethereum, from), caip(ethereum, to), amount)
          const onChain = yield* Effect.promise(() =>
            publicClient.readContract({ address: pool, abi: constantProductPoolAbi, functionName: "quote", args: [amount, tokenIn] })
          )
          expect(quotes).toEqual([
            {
              id: null,
              fromAmount: amount.toString(),
              fromAccount: caip(ethereum, from),
              toAmount: onChain.toString(),
              toAccount: caip(ethereum, to)
            }
          ])
        }
        // Near 3000 USDC per coin, less the fee and the price impact.
        const { quotes } = yield* quoteOf(caip(ethereum, NATIVE), caip(ethereum, usdc.address), 10n ** 18n)
        const usdcOut = Number(quotes[0]!.toAmount) / 1e6
        expect(usdcOut).toBeGreaterThan(2900)
        expect(usdcOut).toBeLessThan(3000)
      })
    )
  )

  it.live("prices gas from the node, faster tiers higher", () =>
    withClient(
      Effect.gen(function* () {
        const api = yield* ApiClient
        const tiers = yield* api.get({
          service: "blockchain",
          path: "/v1/convert/gas-price",
          query: { chainId: "eip155:1" },
          schema: GasPriceResponse
        })
        const node = yield* Effect.promise(() => chainClients(ethereum).publicClient.getGasPrice())
        expect(BigInt(tiers.standard)).toBe(node)
        expect(BigInt(tiers.fast)).toBe((node * 125n) / 100n)
        expect(BigInt(tiers.instant)).toBe((node * 150n) / 100n)
      })
    )
  )

  it.live("needs no allowance for the native coin and refuses to build its approval", () =>
    withClient(
      Effect.gen(function* () {
        const api = yield* ApiClient
        const { allowance } = yield* api.get({
          service: "blockchain",
          path: "/v1/convert/allowance",
          query: { tokenAddress: caip(ethereum, NATIVE), userAddress: caip(ethereum, DEV_WALLET_ADDRESS) },
          schema: AllowanceResponse
        })
        expect(BigInt(allowance)).toBe(maxUint256)
        const refused = yield* Effect.flip(
          api.get({
            service: "blockchain",
            path: "/v1/convert/build-approve",
            query: {
              userAddress: caip(ethereum, DEV_WALLET_ADDRESS),
              from: caip(ethereum, NATIVE),
              to: caip(ethereum, ethereum.fixtures.tokens.usdc.address)
            },
            schema: BuildApproveTransactionResponse
          })
        )
        expect(refused).toMatchObject({ _tag: "HttpStatusError", status: 400 })
      })
    )
  )
})

describe("swaps signed by the dev wallet", () => {
  it.live("approves, then swaps USDC for USDT: balances move by the quote, within the slippage", () =>
    withClient(
      Effect.gen(function* () {
        const { usdc, usdt } = ethereum.fixtures.tokens
        const from = caip(ethereum, usdc.address)
        const to = caip(ethereum, usdt.address)
        const amount = 250_000_000n
        const rounds = yield* approveUntilAllowed(ethereum, from, to, amount)
        // USDC is taken by two pools, and the client asks without naming the pair: both get approved.
        expect(rounds).toBe(2)

        const { quotes } = yield* quoteOf(from, to, amount)
        const quoted = BigInt(quotes[0]!.toAmount)
        const { tx } = yield* buildSwap({
          amount: amount.toString(),
          eip155: { slippage: 1 },
          projectId: PROJECT_ID,
          from: from,
          to: to,
          userAddress: caip(ethereum, DEV_WALLET_ADDRESS),
          disableEstimate: true
        })
        expect(tx.from).toBe(caip(ethereum, DEV_WALLET_ADDRESS))
        expect(tx.to).toBe(caip(ethereum, ethereum.fixtures.pools.usdcUsdt.address))
        expect(tx.amount).toBe("0")
        const call = decodeFunctionData({ abi: constantProductPoolAbi, data: tx.data as Hex })
        expect(call.functionName).toBe("swap")
        expect(call.args).toEqual([usdc.address, amount, (quoted * 99n) / 100n, DEV_WALLET_ADDRESS])

        const before = yield* Effect.promise(() =>
          Promise.all([tokenBalance(ethereum, usdc.address, DEV_WALLET_ADDRESS), tokenBalance(ethereum, usdt.address, DEV_WALLET_ADDRESS)])
        )
        const receipt = yield* Effect.promise(() => sendSwap(ethereum, tx))
        expect(receipt.status).toBe("success")
        expect(receipt.gasUsed).toBeLessThan(BigInt(tx.eip155.gas))
        const after = yield* Effect.promise(() =>
          Promise.all([tokenBalance(ethereum, usdc.address, DEV_WALLET_ADDRESS), tokenBalance(ethereum, usdt.address, DEV_WALLET_ADDRESS)])
        )
        expect(before[0] - after[0]).toBe(amount)
        const received = after[1] - before[1]
        expect(received).toBe(quoted)
        expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
      })
    )
  )

  it.live("swaps the native coin for USDC with the amount as the call's value", () =>
    withClient(
      Effect.gen(function* () {
        const polygon = devnet.evm.find((chain) => chain.chainId === 137)!
        const { usdc } = polygon.fixtures.tokens
        const from = caip(polygon, NATIVE)
        const to = caip(polygon, usdc.address)
        const amount = 5n * 10n ** 17n
        const { quotes } = yield* quoteOf(from, to, amount)
        const quoted = BigInt(quotes[0]!.toAmount)
        const { tx } = yield* buildSwap({
          amount: amount.toString(),
          eip155: { slippage: "0.5" },
          projectId: PROJECT_ID,
          from: from,
          to: to,
          userAddress: caip(polygon, DEV_WALLET_ADDRESS),
          disableEstimate: false
        })
        expect(tx.amount).toBe(amount.toString())
        const call = decodeFunctionData({ abi: constantProductPoolAbi, data: tx.data as Hex })
        expect(call.args?.[2]).toBe((quoted * 9950n) / 10_000n)

        const publicClient = chainClients(polygon).publicClient
        const nativeBefore = yield* Effect.promise(() => publicClient.getBalance({ address: DEV_WALLET_ADDRESS }))
        const usdcBefore = yield* Effect.promise(() => tokenBalance(polygon, usdc.address, DEV_WALLET_ADDRESS))
        const receipt = yield* Effect.promise(() => sendSwap(polygon, tx))
        expect(receipt.status).toBe("success")
        const nativeAfter = yield* Effect.promise(() => publicClient.getBalance({ address: DEV_WALLET_ADDRESS }))
        const usdcAfter = yield* Effect.promise(() => tokenBalance(polygon, usdc.address, DEV_WALLET_ADDRESS))
        expect(nativeBefore - nativeAfter).toBe(amount + receipt.gasUsed * receipt.effectiveGasPrice)
        expect(usdcAfter - usdcBefore).toBe(quoted)
      })
    )
  )

  it.live("builds a swap the pool refuses once the price moves past the slippage", () =>
    withClient(
      Effect.gen(function* () {
        const sepolia = devnet.evm.find((chain) => chain.chainId === 11155111)!
        const { usdc } = sepolia.fixtures.tokens
        const from = caip(sepolia, NATIVE)
        const to = caip(sepolia, usdc.address)
        const { tx } = yield* buildSwap({
          amount: (10n ** 18n).toString(),
          eip155: { slippage: 1 },
          projectId: PROJECT_ID,
          from: from,
          to: to,
          userAddress: caip(sepolia, DEV_WALLET_ADDRESS),
          disableEstimate: true
        })
        // Someone else buys USDC with 5 coins first: the price moves by far more than 1%.
        const { wallet, publicClient } = chainClients(sepolia)
        const other = sepolia.fixtures.accounts[3]!
        const front = yield* Effect.promise(() =>
          wallet.writeContract({
            account: other,
            address: sepolia.fixtures.pools.nativeUsdc.address,
            abi: constantProductPoolAbi,
            functionName: "swap",
            args: [NATIVE_COIN, 5n * 10n ** 18n, 0n, other],
            value: 5n * 10n ** 18n
          })
        )
        expect((yield* Effect.promise(() => publicClient.waitForTransactionReceipt({ hash: front }))).status).toBe("success")
        const receipt = yield* Effect.promise(() => sendSwap(sepolia, tx))
        expect(receipt.status).toBe("reverted")
      })
    )
  )
})

describe("refusals", () => {
  const usdcOf = () => caip(ethereum, ethereum.fixtures.tokens.usdc.address)

  it("checks the project key on every GET", async () => {
    const query = `chainId=eip155:1`
    expect(await getJson("/v1/convert/tokens", `${identityQuery("nobody")}&${query}`)).toEqual({
      status: 403,
      body: { message: INVALID_KEY_MESSAGE }
    })
    expect((await getJson("/v1/convert/gas-price", query)).status).toBe(400)
  })

  it("answers bad ids and unpooled pairs with 400 and a message", async () => {
    const quote = (from: string, to: string, amount = "1000") =>
      getJson("/v1/convert/quotes", `${identityQuery()}&amount=${amount}&userAddress=${DEV_WALLET_ADDRESS}&from=${from}&to=${to}`)
    const cases = [
      await quote("eip155:1", usdcOf()),
      await quote(`eip155:1:0x1234`, usdcOf()),
      await quote(`eip155:10:${NATIVE}`, `eip155:10:0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85`),
      await quote(caip(ethereum, NATIVE), caip(ethereum, ethereum.fixtures.tokens.usdt.address)),
      await quote(caip(ethereum, NATIVE), caip(ethereum, ethereum.fixtures.tokens.whole.address)),
      await quote(caip(ethereum, NATIVE), usdcOf(), "-5"),
      await quote(caip(ethereum, NATIVE), usdcOf(), "0"),
      await getJson("/v1/convert/tokens", `${identityQuery()}&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`),
      await getJson("/v1/convert/gas-price", `${identityQuery()}&chainId=eip155`)
    ]
    for (const answer of cases) {
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ message: expect.any(String) })
    }
  })

  it("reads the project of a swap build from its body", async () => {
    const post = (body: unknown) =>
      fetch(`${devnet.data.url}/v1/convert/build-transaction`, { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) })
    const body = {
      amount: "1000000",
      eip155: { slippage: 1 },
      projectId: PROJECT_ID,
      from: usdcOf(),
      to: caip(ethereum, NATIVE),
      userAddress: caip(ethereum, DEV_WALLET_ADDRESS),
      disableEstimate: true
    }
    const unknown = await post({ ...body, projectId: "nobody" })
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toEqual({ message: INVALID_KEY_MESSAGE })
    expect((await post({ ...body, projectId: undefined })).status).toBe(400)
    expect((await post("{not json")).status).toBe(400)
    expect((await post({ ...body, eip155: { slippage: 150 } })).status).toBe(400)
    expect((await post({ ...body, userAddress: "eip155:137:0xB2cb819C511Eea97E5de13B61c3aeed6d4f796D7" })).status).toBe(400)
    expect((await post({ ...body, from: "usdc" })).status).toBe(400)
    expect((await post(body)).status).toBe(200)
  })
})

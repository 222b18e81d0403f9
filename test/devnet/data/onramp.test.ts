/**
 * The local on-ramp: options and quotes through the product's REST client, then a purchase from
 * the generated checkout link that is paid out on the chain (USDC or the native coin on an EVM
 * chain, SOL on the Solana cluster), once; a link that names another wallet is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { Keypair } from "@solana/web3.js"
import { Effect } from "effect"
import { parseUnits } from "viem"
import type { Address, Hash } from "viem"
import { ApiClient } from "../../../core/services/ApiClient.js"
import { stableTokenAbi } from "../../../devnet/chains/abis.js"
import type { EvmChain } from "../../../devnet/chains/startEvmChains.js"
import { INVALID_KEY_MESSAGE } from "../../../devnet/catalogue/RequestRejected.js"
import { startDevnet, type Devnet } from "../../../devnet/startDevnet.js"
import {
  OnrampOptionsResponse,
  OnrampQuote,
  OnrampUrlResponse
} from "../../../schemas/Onramp.js"
import type { OnrampQuoteRequest, OnrampUrlRequest, PaymentCurrency, PurchaseCurrency } from "../../../schemas/Onramp.js"
import { chainClients, PROJECT_ID, withDataClient } from "./dataClient.js"

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(() => devnet?.stop())

const withClient = withDataClient(() => devnet)
const chainOf = (chainId: number): EvmChain => devnet.evm.find((chain) => chain.chainId === chainId)!
const usdcBalance = (chain: EvmChain, owner: Address) =>
  chainClients(chain).publicClient.readContract({
    address: chain.fixtures.tokens.usdc.address,
    abi: stableTokenAbi,
    functionName: "balanceOf",
    args: [owner]
  })

const solanaRpc = async <A>(method: string, params: ReadonlyArray<unknown>): Promise<A> => {
  const response = await fetch(devnet.solana.rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params })
  })
  return ((await response.json()) as { result: A }).result
}
const lamportsOf = (address: string) => solanaRpc<{ value: number }>("getBalance", [address]).then((result) => result.value)

const options = Effect.flatMap(ApiClient, (api) =>
  api.get({ service: "blockchain", path: "/v1/onramp/options", schema: OnrampOptionsResponse })
)

/** POSTs carry the project in the query only (WIRE §1.1), as the client sends them. */
const quote = (body: OnrampQuoteRequest) =>
  Effect.flatMap(ApiClient, (api) =>
    api.post({ service: "blockchain", path: "/v1/onramp/quote", query: { projectId: PROJECT_ID }, body, schema: OnrampQuote })
  )

const onrampUrl = (body: OnrampUrlRequest) =>
  Effect.flatMap(ApiClient, (api) =>
    api.post({ service: "blockchain", path: "/v1/generators/onrampurl", query: { projectId: PROJECT_ID }, body, schema: OnrampUrlResponse })
  )

/** Submits the checkout form as a browser does. */
const buy = (checkoutUrl: string, form: Record<string, string> = {}) => {
  const session = new URL(checkoutUrl).searchParams.get("session") ?? ""
  return fetch(`${devnet.data.url}/onramp/checkout/${encodeURIComponent(session)}/complete`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString()
  })
}

const txHashIn = (html: string): Hash => {
  const match = /data-tx-hash="(0x[0-9a-f]{64})"/.exec(html)
  expect(match).not.toBeNull()
  return match![1] as Hash
}

describe("options and quotes", () => {
  it.live("offers USD and EUR with the card and bank limits, USDC and the native coins on the local chains", () =>
    withClient(
      Effect.gen(function* () {
        const { paymentCurrencies, purchaseCurrencies } = yield* options
        const limits = [
          { id: "card", min: "10.00", max: "7500.00" },
          { id: "ach_bank_account", min: "10.00", max: "25000.00" }
        ]
        expect(paymentCurrencies).toEqual([
          { id: "USD", payment_method_limits: limits },
          { id: "EUR", payment_method_limits: limits }
        ])
        expect(purchaseCurrencies.map((currency) => currency.symbol)).toEqual(["USDC", "ETH", "POL", "SOL"])
        expect(purchaseCurrencies[3]!.networks).toEqual([
          { name: "solana-mainnet", display_name: "Solana", chain_id: devnet.solana.caipNetworkId.slice("solana:".length), contract_address: "" }
        ])
        const usdc = purchaseCurrencies[0]!
        expect(usdc.networks).toEqual(
          devnet.evm.map((chain) => ({
            name: expect.any(String),
            display_name: chain.name,
            chain_id: String(chain.chainId),
            contract_address: chain.fixtures.tokens.usdc.address
          }))
        )
        expect(purchaseCurrencies[1]!.networks.map((network) => [network.name, network.chain_id, network.contract_address])).toEqual([
          ["ethereum-mainnet", "1", ""],
          ["ethereum-sepolia", "11155111", ""]
        ])
      })
    )
  )

  it.live("quotes with a 2% fee under 1000 and 1% from there, at the service's prices", () =>
    withClient(
      Effect.gen(function* () {
        const { paymentCurrencies, purchaseCurrencies } = yield* options
        const usd = paymentCurrencies.find((currency) => currency.id === "USD") as PaymentCurrency
        const eur = paymentCurrencies.find((currency) => currency.id === "EUR") as PaymentCurrency
        const usdc = purchaseCurrencies.find((currency) => currency.symbol === "USDC") as PurchaseCurrency
        const eth = purchaseCurrencies.find((currency) => currency.symbol === "ETH") as PurchaseCurrency

        const small = yield* quote({ purchaseCurrency: usdc, paymentCurrency: usd, amount: "100", network: "USDC" })
        expect(small).toMatchObject({
          paymentTotal: { amount: "100.00", currency: "USD" },
          networkFee: { amount: "2.00", currency: "USD" },
          paymentSubtotal: { amount: "98.00", currency: "USD" },
          purchaseAmount: { amount: "98", currency: "USDC" }
        })
        expect(small.quoteId.length).toBeGreaterThan(0)

        const large = yield* quote({ purchaseCurrency: eth, paymentCurrency: usd, amount: "3030", network: "ethereum-mainnet" })
        expect(large.networkFee.amount).toBe("30.30")
        expect(large.purchaseAmount).toEqual({ amount: "0.9999", currency: "ETH" })

        const euros = yield* quote({ purchaseCurrency: usdc, paymentCurrency: eur, amount: "50.50", network: "polygon-mainnet" })
        expect(euros.paymentTotal).toEqual({ amount: "50.50", currency: "EUR" })
        expect(euros.networkFee.amount).toBe("1.01")
        // 49.49 EUR at 1.08 USD each.
        expect(euros.purchaseAmount).toEqual({ amount: "53.4492", currency: "USDC" })

        const tooMuch = yield* Effect.flip(quote({ purchaseCurrency: usdc, paymentCurrency: usd, amount: "25000.01", network: "USDC" }))
        expect(tooMuch).toMatchObject({ _tag: "HttpStatusError", status: 400 })
        const tooLittle = yield* Effect.flip(quote({ purchaseCurrency: usdc, paymentCurrency: usd, amount: "9.99", network: "USDC" }))
        expect(tooLittle).toMatchObject({ _tag: "HttpStatusError", status: 400 })
        const yen = yield* Effect.flip(
          quote({ purchaseCurrency: usdc, paymentCurrency: { id: "JPY", payment_method_limits: [] }, amount: "100", network: "USDC" })
        )
        expect(yen).toMatchObject({ _tag: "HttpStatusError", status: 400 })
      })
    )
  )
})

describe("checkout", () => {
  it.live("pays out the bought USDC on the chain, once", () =>
    withClient(
      Effect.gen(function* () {
        const ethereum = chainOf(1)
        const buyer = ethereum.fixtures.accounts[6]!
        const { url } = yield* onrampUrl({
          destinationWallets: [{ address: buyer, blockchains: ["ethereum"], assets: ["USDC"] }],
          defaultNetwork: "ethereum",
          partnerUserId: buyer,
          defaultExperience: "buy",
          presetCryptoAmount: 25
        })
        expect(url.startsWith(`${devnet.data.url}/onramp/checkout?session=`)).toBe(true)

        const page = yield* Effect.promise(() => fetch(url))
        expect(page.status).toBe(200)
        expect(page.headers.get("content-type")).toContain("text/html")
        const html = yield* Effect.promise(() => page.text())
        expect(html).toContain(buyer)
        expect(html).toContain('value="25"')
        expect(html).toMatch(/<button[^>]*>Buy<\/button>/)

        const before = yield* Effect.promise(() => usdcBalance(ethereum, buyer))
        const done = yield* Effect.promise(() => buy(url, { amount: "25" }))
        expect(done.status).toBe(200)
        const hash = txHashIn(yield* Effect.promise(() => done.text()))
        const receipt = yield* Effect.promise(() => chainClients(ethereum).publicClient.getTransactionReceipt({ hash }))
        expect(receipt.status).toBe("success")
        expect(receipt.from.toLowerCase()).toBe(ethereum.fixtures.deployer.toLowerCase())
        const after = yield* Effect.promise(() => usdcBalance(ethereum, buyer))
        expect(after - before).toBe(25_000_000n)

        const twice = yield* Effect.promise(() => buy(url, { amount: "25" }))
        expect(twice.status).toBe(409)
        expect(yield* Effect.promise(() => usdcBalance(ethereum, buyer))).toBe(after)
        // The link now shows the receipt.
        const receiptPage = yield* Effect.promise(() => fetch(url).then((response) => response.text()))
        expect(txHashIn(receiptPage)).toBe(hash)
      })
    )
  )

  it.live("pays out the native coin for a fiat preset, the amount changed on the page", () =>
    withClient(
      Effect.gen(function* () {
        const polygon = chainOf(137)
        const buyer = polygon.fixtures.accounts[8]!
        const { url } = yield* onrampUrl({
          destinationWallets: [{ address: buyer, blockchains: ["polygon-mainnet"], assets: ["POL", "USDC"] }],
          partnerUserId: "buyer-8",
          defaultExperience: "buy",
          presetFiatAmount: 70
        })
        const html = yield* Effect.promise(() => fetch(url).then((response) => response.text()))
        // 70 USD less the 2% fee, at 0.70 USD per POL.
        expect(html).toContain('value="98"')
        const publicClient = chainClients(polygon).publicClient
        const before = yield* Effect.promise(() => publicClient.getBalance({ address: buyer }))
        const done = yield* Effect.promise(() => buy(url, { amount: "120.5" }))
        expect(done.status).toBe(200)
        txHashIn(yield* Effect.promise(() => done.text()))
        const after = yield* Effect.promise(() => publicClient.getBalance({ address: buyer }))
        expect(after - before).toBe(parseUnits("120.5", 18))
      })
    )
  )

  it.live("pays out SOL on the Solana cluster to the wallet the link names, with the provider's parameters added", () =>
    withClient(
      Effect.gen(function* () {
        const buyer = Keypair.generate().publicKey.toBase58()
        const { url } = yield* onrampUrl({
          destinationWallets: [{ address: buyer, blockchains: ["solana-mainnet"], assets: ["SOL"] }],
          defaultNetwork: "solana-mainnet",
          partnerUserId: buyer,
          defaultExperience: "buy",
          presetFiatAmount: 30
        })
        const link = new URL(url)
        for (const [key, value] of [["publicKey", "key"], ["destinationCurrencyCode", "SOL"], ["walletAddress", buyer], ["externalCustomerId", PROJECT_ID]]) {
          link.searchParams.append(key!, value!)
        }
        const html = yield* Effect.promise(() => fetch(link).then((response) => response.text()))
        // 30 USD less the 2% fee, at 150 USD per SOL.
        expect(html).toContain('value="0.196"')
        expect(html).toContain("Solana")
        const done = yield* Effect.promise(() => buy(url))
        expect(done.status).toBe(200)
        const receipt = yield* Effect.promise(() => done.text())
        const signature = /data-tx-hash="([1-9A-HJ-NP-Za-km-z]{64,88})"/.exec(receipt)?.[1]
        expect(signature).toBeDefined()
        expect(yield* Effect.promise(() => lamportsOf(buyer))).toBe(196_000_000)
        const status = yield* Effect.promise(() => solanaRpc<{ value: ReadonlyArray<{ confirmationStatus: string } | null> }>("getSignatureStatuses", [[signature]]))
        expect(status.value[0]?.confirmationStatus).toBeDefined()
      })
    )
  )

  it.live("a link whose walletAddress names another wallet is refused, and pays nothing", () =>
    withClient(
      Effect.gen(function* () {
        const ethereum = chainOf(1)
        const buyer = ethereum.fixtures.accounts[7]!
        const { url } = yield* onrampUrl({
          destinationWallets: [{ address: buyer, blockchains: ["ethereum-mainnet"], assets: ["USDC"] }],
          partnerUserId: buyer,
          defaultExperience: "buy"
        })
        const other = new URL(url)
        other.searchParams.set("walletAddress", ethereum.fixtures.accounts[8]!)
        expect((yield* Effect.promise(() => fetch(other))).status).toBe(400)
        const same = new URL(url)
        same.searchParams.set("walletAddress", buyer.toLowerCase())
        expect((yield* Effect.promise(() => fetch(same))).status).toBe(200)
      })
    )
  )

  it("refuses bad links, bad amounts and unknown projects", async () => {
    const post = (body: unknown, projectId: string | null = PROJECT_ID) =>
      fetch(`${devnet.data.url}/v1/generators/onrampurl${projectId === null ? "" : `?projectId=${projectId}`}`, {
        method: "POST",
        body: JSON.stringify(body)
      })
    const buyer = chainOf(1).fixtures.accounts[9]!
    const body = {
      destinationWallets: [{ address: buyer, blockchains: ["ethereum"], assets: ["USDC"] }],
      partnerUserId: buyer,
      defaultExperience: "buy"
    }
    const unknown = await post(body, "nobody")
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toEqual({ message: INVALID_KEY_MESSAGE })
    expect((await post(body, null)).status).toBe(400)
    expect((await post({ ...body, destinationWallets: [] })).status).toBe(400)
    expect((await post({ ...body, destinationWallets: [{ ...body.destinationWallets[0], address: "0x12" }] })).status).toBe(400)
    expect((await post({ ...body, defaultNetwork: "optimism" })).status).toBe(400)
    expect((await post({ ...body, destinationWallets: [{ ...body.destinationWallets[0], assets: ["DOGE"] }] })).status).toBe(400)
    expect((await post({ ...body, presetCryptoAmount: 1_000_000 })).status).toBe(400)
    expect((await post({ ...body, defaultExperience: "send" })).status).toBe(400)
    expect((await post({ ...body, destinationWallets: [{ address: buyer, blockchains: ["solana"], assets: ["SOL"] }] })).status).toBe(400)

    const { url } = (await (await post(body)).json()) as { url: string }
    const before = await usdcBalance(chainOf(1), buyer)
    for (const amount of ["-1", "abc", "0", "1.0000001", "30000"]) {
      const refused = await buy(url, { amount })
      expect({ amount, status: refused.status }).toEqual({ amount, status: 400 })
      expect(refused.headers.get("content-type")).toContain("text/html")
    }
    expect(await usdcBalance(chainOf(1), buyer)).toBe(before)
    expect((await fetch(`${devnet.data.url}/onramp/checkout?session=nope`)).status).toBe(404)
    expect((await buy(`${devnet.data.url}/onramp/checkout?session=nope`)).status).toBe(404)
    // A link without a preset offers what 100.00 USD buys; submitted unchanged, that is paid out.
    const done = await buy(url)
    expect(done.status).toBe(200)
    expect((await usdcBalance(chainOf(1), buyer)) - before).toBe(98_000_000n)
    const options = await fetch(`${devnet.data.url}/v1/onramp/options?projectId=nobody`)
    expect(options.status).toBe(403)
  })
})

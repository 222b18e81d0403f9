/** Payloads shaped like the data service's answers (WIRE §1.3) decode; broken ones do not. */
import { describe, expect, it } from "vitest"
import {
  AllowanceResponse,
  BalancesResponse,
  BuildApproveTransactionResponse,
  BuildSwapTransactionRequest,
  BuildSwapTransactionResponse,
  FungiblePriceRequest,
  FungiblePriceResponse,
  GasPriceResponse,
  GetExchangeBuyStatusResult,
  HistoryResponse,
  IdentityResponse,
  NameSuggestionsResponse,
  OnrampOptionsResponse,
  OnrampQuote,
  OnrampUrlRequest,
  Profile,
  RegisterNameMessageJson,
  RegisterNameRequest,
  ReverseLookupResponse,
  SmartSessionsResponse,
  SupportedChainsResponse,
  SwapQuotesResponse,
  SwapTokensResponse,
  WalletAssetsResponse
} from "../../schemas/index.js"
import { accepts, decodeOk, rejectionMessages } from "./messages.js"

const ADDRESS = "0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb"
const USDC = "eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"

describe("supported chains and identity", () => {
  it("decodes the supported chain lists", () => {
    const body = { http: ["eip155:1", "eip155:137", "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"], ws: ["eip155:1"] }
    expect(decodeOk(SupportedChainsResponse, body).http).toHaveLength(3)
  })
  it("rejects a chain that is not a CAIP-2 id", () => {
    expect(rejectionMessages(SupportedChainsResponse, { http: ["ethereum"], ws: [] })).toEqual(["Invalid CAIP-2 network id"])
  })
  it("decodes an identity with nulls", () => {
    expect(decodeOk(IdentityResponse, { name: null, avatar: null })).toEqual({ name: null, avatar: null })
    expect(decodeOk(IdentityResponse, { name: "vitalik.eth", avatar: "https://example.org/a.png", extra: 1 })).toEqual({
      name: "vitalik.eth",
      avatar: "https://example.org/a.png"
    })
  })
})

describe("history", () => {
  const transaction = {
    id: "0x9b1f…-0",
    metadata: {
      operationType: "send",
      hash: "0x9b1f6a5c2b4d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f",
      chain: "eip155:1",
      minedAt: "2025-01-04T10:21:33Z",
      sentFrom: ADDRESS,
      sentTo: "0x000000000000000000000000000000000000dEaD",
      status: "confirmed",
      nonce: 42,
      application: { name: "Uniswap" }
    },
    transfers: [
      {
        fungible_info: { name: "USD Coin", symbol: "USDC", icon: { url: "https://example.org/usdc.png" } },
        direction: "out",
        quantity: { numeric: "12.5" },
        value: 12.5,
        price: 1
      },
      {
        nft_info: {
          name: "Punk #1",
          content: { preview: { url: "https://example.org/p.png", content_type: "image/png" } },
          flags: { is_spam: false }
        },
        direction: "in",
        quantity: { numeric: "1" }
      }
    ]
  }

  it("decodes a page with a cursor, dropping undeclared fields", () => {
    const page = decodeOk(HistoryResponse, { data: [transaction], next: "cursor-2" })
    expect(page.next).toBe("cursor-2")
    expect(page.data[0]?.metadata.status).toBe("confirmed")
    expect(page.data[0]?.transfers[1]?.nft_info?.flags.is_spam).toBe(false)
    expect(page.data[0]?.metadata).not.toHaveProperty("application")
  })
  it("decodes the last page (next null or absent)", () => {
    expect(decodeOk(HistoryResponse, { data: [], next: null }).next).toBeNull()
    expect(accepts(HistoryResponse, { data: [] })).toBe(true)
  })
  it("rejects an unknown status or direction", () => {
    expect(accepts(HistoryResponse, { data: [{ ...transaction, metadata: { ...transaction.metadata, status: "done" } }] })).toBe(false)
    expect(accepts(HistoryResponse, { data: [{ ...transaction, transfers: [{ direction: "sideways", quantity: { numeric: "1" } }] }] })).toBe(
      false
    )
  })
})

describe("balances and assets", () => {
  const native = {
    name: "Ethereum",
    symbol: "ETH",
    chainId: "eip155:1",
    value: 3012.4,
    price: 3012.4,
    quantity: { decimals: "18", numeric: "1.0" },
    iconUrl: "https://example.org/eth.png"
  }
  it("decodes native (no address) and token balances", () => {
    const body = { balances: [native, { ...native, name: "USD Coin", symbol: "USDC", address: USDC, quantity: { decimals: "6", numeric: "10" } }] }
    const balances = decodeOk(BalancesResponse, body).balances
    expect(balances[0]?.address).toBeUndefined()
    expect(balances[1]?.address).toBe(USDC)
  })
  it("accepts a null address for the native token", () => {
    expect(decodeOk(BalancesResponse, { balances: [{ ...native, address: null }] }).balances[0]?.address).toBeNull()
  })
  it("rejects a balance without a price", () => {
    const { price: _price, ...withoutPrice } = native
    expect(accepts(BalancesResponse, { balances: [withoutPrice] })).toBe(false)
  })
  it("decodes a wallet_getAssets answer keyed by hex chain id", () => {
    const body = {
      "0x1": [
        { address: "native", balance: "0xde0b6b3a7640000", type: "NATIVE", metadata: { name: "Ether", symbol: "ETH", decimals: 18 } },
        { address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", balance: "0x989680", type: "ERC20", metadata: { price: 1, iconUrl: "" } }
      ]
    }
    expect(decodeOk(WalletAssetsResponse, body)["0x1"]).toHaveLength(2)
    expect(accepts(WalletAssetsResponse, { "0x1": [{ ...body["0x1"][0], type: "ERC721" }] })).toBe(false)
  })
})

describe("conversion", () => {
  it("decodes quotes, tokens, prices, allowance and gas price", () => {
    expect(
      decodeOk(SwapQuotesResponse, {
        quotes: [{ id: null, fromAmount: "1000000", fromAccount: ADDRESS, toAmount: "330000000000000", toAccount: ADDRESS }]
      }).quotes[0]?.toAmount
    ).toBe("330000000000000")
    expect(
      decodeOk(SwapTokensResponse, {
        tokens: [{ name: "USD Coin", symbol: "USDC", address: USDC, decimals: 6, logoUri: "https://example.org/u.png", eip2612: true }]
      }).tokens
    ).toHaveLength(1)
    expect(decodeOk(FungiblePriceResponse, { fungibles: [{ name: "Ether", symbol: "ETH", iconUrl: "", price: 3000.5 }] })).toEqual({
      fungibles: [{ name: "Ether", symbol: "ETH", iconUrl: "", price: 3000.5 }]
    })
    expect(decodeOk(AllowanceResponse, { allowance: "115792089237316195423570985008687907853269984665640564039457584007913129639935" }).allowance).toBe(
      "115792089237316195423570985008687907853269984665640564039457584007913129639935"
    )
    expect(decodeOk(GasPriceResponse, { standard: "1000000000", fast: "1500000000", instant: "2000000000" }).fast).toBe("1500000000")
  })
  it("decodes the price request body with the native placeholder", () => {
    const body = { currency: "usd", addresses: [`eip155:1:0x${"e".repeat(40)}`], projectId: "p1" }
    expect(decodeOk(FungiblePriceRequest, body)).toEqual(body)
  })
  it("decodes build-transaction request and both built transactions", () => {
    const request = {
      amount: "1000000",
      eip155: { slippage: 1 },
      projectId: "p1",
      from: USDC,
      to: `eip155:1:0x${"e".repeat(40)}`,
      userAddress: `eip155:1:${ADDRESS}`,
      disableEstimate: true
    }
    expect(decodeOk(BuildSwapTransactionRequest, request)).toEqual(request)
    const tx = { from: `eip155:1:${ADDRESS}`, to: USDC, data: "0x095ea7b3", amount: "0", eip155: { gas: "21000", gasPrice: "1" } }
    expect(decodeOk(BuildSwapTransactionResponse, { tx }).tx.eip155.gas).toBe("21000")
    const approve = { tx: { from: `eip155:1:${ADDRESS}`, to: USDC, data: "0x095ea7b3", value: "0", eip155: { gas: 46000, gasPrice: "1" } } }
    expect(decodeOk(BuildApproveTransactionResponse, approve).tx.eip155.gas).toBe(46000)
    // The two endpoints disagree on the type of gas; each schema keeps its own.
    expect(accepts(BuildApproveTransactionResponse, { tx: { ...approve.tx, eip155: { gas: "46000", gasPrice: "1" } } })).toBe(false)
  })
  it("rejects call data that is not hex", () => {
    const tx = { from: `eip155:1:${ADDRESS}`, to: USDC, data: "approve()", amount: "0", eip155: { gas: "1", gasPrice: "1" } }
    expect(accepts(BuildSwapTransactionResponse, { tx })).toBe(false)
  })
})

describe("names", () => {
  const profile = {
    name: "alice.reown.id",
    registered: 1717171717,
    updated: 1717171718,
    addresses: { "60": { address: ADDRESS, created: "1717171717" } },
    attributes: [{ avatar: "https://example.org/a.png", bio: "hi" }]
  }
  it("decodes a profile and a reverse lookup", () => {
    expect(decodeOk(Profile, profile).addresses["60"]?.address).toBe(ADDRESS)
    expect(decodeOk(ReverseLookupResponse, [profile, { ...profile, name: "alice.wcn.id" }])).toHaveLength(2)
    expect(decodeOk(ReverseLookupResponse, [])).toEqual([])
  })
  it("drops a __proto__ entry instead of letting it become the record's prototype", () => {
    const hostile = JSON.parse(`{"60": {"address": "a", "created": "1"}, "__proto__": {"address": "evil", "created": "0"}}`)
    const decoded = decodeOk(Profile, { ...profile, addresses: hostile })
    expect(Object.getPrototypeOf(decoded.addresses)).toBe(Object.prototype)
    expect(Object.keys(decoded.addresses)).toEqual(["60"])
    expect((decoded.addresses as Record<string, unknown>)["address"]).toBeUndefined()
  })
  it("decodes suggestions", () => {
    expect(decodeOk(NameSuggestionsResponse, { suggestions: [{ name: "alice1.reown.id", registered: false }] }).suggestions).toHaveLength(1)
  })
  it("reads and writes the signed registration message as JSON text", () => {
    const message = '{"name":"alice.reown.id","attributes":{},"timestamp":1717171717}'
    expect(decodeOk(RegisterNameMessageJson, message)).toEqual({ name: "alice.reown.id", attributes: {}, timestamp: 1717171717 })
    expect(accepts(RegisterNameMessageJson, "{not json")).toBe(false)
    const body = { coin_type: 0x80000000 | 1, address: ADDRESS, message, signature: "0x1234" }
    expect(decodeOk(RegisterNameRequest, body).coin_type).toBe(-2147483647)
  })
})

describe("on-ramp and sessions", () => {
  it("decodes options, a quote and the URL request", () => {
    const options = {
      paymentCurrencies: [{ id: "USD", payment_method_limits: [{ id: "card", min: "10.00", max: "7500.00" }] }],
      purchaseCurrencies: [
        {
          id: "USDC",
          name: "USD Coin",
          symbol: "USDC",
          networks: [{ name: "ethereum-mainnet", display_name: "Ethereum", chain_id: "1", contract_address: "0xA0b8…" }]
        }
      ]
    }
    expect(decodeOk(OnrampOptionsResponse, options)).toEqual(options)
    const amount = { amount: "10", currency: "USD" }
    expect(
      decodeOk(OnrampQuote, { networkFee: amount, paymentSubtotal: amount, paymentTotal: amount, purchaseAmount: amount, quoteId: "mocked-quote-id" })
        .quoteId
    ).toBe("mocked-quote-id")
    const url = { destinationWallets: [{ address: ADDRESS, blockchains: ["ethereum"], assets: ["USDC"] }], partnerUserId: ADDRESS, defaultExperience: "buy" }
    expect(decodeOk(OnrampUrlRequest, url)).toEqual(url)
    expect(accepts(OnrampUrlRequest, { ...url, defaultExperience: "sell" })).toBe(false)
  })
  it("decodes smart sessions and a pay status", () => {
    const pci = {
      project: { id: "p1", name: "Game" },
      pci: "pci-1",
      expiry: 1900000000,
      createdAt: 1700000000,
      permissions: [{ type: "contract-call" }],
      policies: [{ id: "policy-1" }],
      context: "0x00"
    }
    expect(decodeOk(SmartSessionsResponse, { pcis: [pci] }).pcis[0]?.revokedAt).toBeUndefined()
    expect(decodeOk(GetExchangeBuyStatusResult, { status: "IN_PROGRESS" }).status).toBe("IN_PROGRESS")
    expect(accepts(GetExchangeBuyStatusResult, { status: "DONE" })).toBe(false)
  })
})

/** The entities of SPEC §3: valid samples round-trip, and examples of each rule they carry. */
import { isDeepStrictEqual } from "node:util"
import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import * as S from "../../schemas/index.js"
import { validSamples } from "./arbitrary.js"
import { accepts, decodeOk } from "./messages.js"

const entities: Record<string, Schema.Schema.AnyNoContext> = {
  Network: S.Network,
  AccountState: S.AccountState,
  NetworkState: S.NetworkState,
  ChainState: S.ChainState,
  Connection: S.Connection,
  BitcoinAccount: S.BitcoinAccount,
  NamespaceAccount: S.NamespaceAccount,
  Connector: S.Connector,
  EmbeddedWalletUser: S.EmbeddedWalletUser,
  TokenBalance: S.TokenBalance,
  WalletAsset: S.WalletAsset,
  OnrampQuote: S.OnrampQuote,
  PurchaseCurrency: S.PurchaseCurrency,
  PaymentCurrency: S.PaymentCurrency,
  OnrampState: S.OnrampState,
  Transaction: S.Transaction,
  TransactionHistoryState: S.TransactionHistoryState,
  SiwxMessage: S.SiwxMessage,
  SiwxSession: S.SiwxSession,
  WalletSession: S.WalletSession,
  WalletProposal: S.WalletProposal,
  SendState: S.SendState,
  WcWallet: S.WcWallet,
  RecentWallets: S.RecentWallets,
  ProjectMetadata: S.ProjectMetadata,
  NameSuggestions: S.NameSuggestions,
  RemoteFeatures: S.RemoteFeatures,
  AlertState: S.AlertState,
  SnackbarState: S.SnackbarState,
  AccountType: S.AccountType,
  PreferredAccountType: S.PreferredAccountType,
  PreferredAccountTypes: S.PreferredAccountTypes
}

describe("valid samples of every entity", () => {
  for (const [name, schema] of Object.entries(entities)) {
    it(`${name} round-trips`, () => {
      fc.assert(
        fc.property(validSamples(schema), (value) => {
          expect(Schema.is(schema)(value)).toBe(true)
          const decoded = Schema.decodeUnknownEither(schema)(Schema.encodeSync(schema)(value))
          if (Either.isLeft(decoded) || !isDeepStrictEqual(decoded.right, value)) throw new Error(`${name} did not round-trip`)
        }),
        { numRuns: 100 }
      )
    })
  }
})

describe("Connector", () => {
  it("keeps the live provider object as it is and nests per-namespace connectors", () => {
    const provider = { request: () => Promise.resolve("0x1") }
    const connector = decodeOk(S.Connector, {
      id: "io.example.wallet",
      type: "MULTI_CHAIN",
      name: "Example Wallet",
      chain: "eip155",
      info: { rdns: "io.example.wallet" },
      connectors: [
        { id: "io.example.wallet", type: "ANNOUNCED", chain: "eip155", provider },
        { id: "io.example.wallet", type: "ANNOUNCED", chain: "solana" }
      ]
    })
    expect(connector.connectors?.[0]?.provider).toBe(provider)
    expect(connector.connectors?.map((c) => c.chain)).toEqual(["eip155", "solana"])
  })
  it("rejects an unknown connector type", () => {
    expect(accepts(S.Connector, { id: "x", type: "LEDGER", chain: "eip155" })).toBe(false)
    expect(S.ConnectorType.literals).toEqual(["AUTH", "WALLET_CONNECT", "INJECTED", "ANNOUNCED", "EXTERNAL", "MULTI_CHAIN"])
  })
})

describe("account types", () => {
  it("AccountType is eoa, smartAccount, payment or ordinal", () => {
    expect(S.AccountType.literals).toEqual(["eoa", "smartAccount", "payment", "ordinal"])
  })
  it("a namespace prefers only its own account types", () => {
    expect(accepts(S.PreferredAccountTypes, { eip155: "smartAccount", bip122: "stx", solana: "eoa" })).toBe(true)
    expect(accepts(S.PreferredAccountTypes, { solana: "smartAccount" })).toBe(false)
    expect(accepts(S.BitcoinAccount, { namespace: "bip122", address: "bc1q", type: "ordinal", publicKey: "02ab", path: "m/86'/0'/0'/0/0" })).toBe(true)
    expect(accepts(S.BitcoinAccount, { namespace: "bip122", address: "bc1q", type: "stx" })).toBe(false)
  })
  it("the embedded-wallet user lists EOA and smart accounts", () => {
    const user = { email: null, address: "0xab16", chainId: "eip155:1", accounts: [{ address: "0xab16", type: "eoa" }], userName: "alice" }
    expect(decodeOk(S.EmbeddedWalletUser, user)).toEqual(user)
    expect(accepts(S.EmbeddedWalletUser, { ...user, accounts: [{ address: "0x1", type: "ordinal" }] })).toBe(false)
  })
})

describe("history state", () => {
  it("groups transactions by year, then 0-based month", () => {
    const tx = {
      id: "t1",
      metadata: { operationType: "receive", hash: "0x1", chain: "eip155:1", minedAt: "2024-12-31T23:59:59Z", sentFrom: "0x2", sentTo: "0x1", status: "confirmed", nonce: 0 },
      transfers: []
    }
    const state = decodeOk(S.TransactionHistoryState, {
      transactions: [tx],
      transactionsByYear: { "2024": { "11": [tx] } },
      lastNetworkInView: "eip155:1",
      loading: false,
      empty: false,
      next: "c2"
    })
    expect(state.transactionsByYear["2024"]?.["11"]).toHaveLength(1)
    expect(accepts(S.TransactionHistoryState, { ...state, transactionsByYear: { "2024": { "11": "tx" } } })).toBe(false)
  })
})

describe("feature and UI state", () => {
  it("list features are a list of options or false", () => {
    const features = { email: true, socials: ["google", "farcaster"], swaps: false, onramp: ["meld"], activity: true, reownBranding: true, multiWallet: false }
    expect(decodeOk(S.RemoteFeatures, features)).toEqual(features)
    expect(accepts(S.RemoteFeatures, { ...features, socials: true })).toBe(false)
    expect(accepts(S.RemoteFeatures, { ...features, socials: ["email"] })).toBe(false)
    expect(accepts(S.RemoteFeatures, { ...features, swaps: ["uniswap"] })).toBe(false)
  })
  it("alerts are info, warning or error", () => {
    expect(accepts(S.AlertState, { message: "Local configuration ignored", variant: "warning", open: true })).toBe(true)
    expect(accepts(S.AlertState, { message: "x", variant: "success", open: true })).toBe(false)
    expect(accepts(S.SnackbarState, { message: "Copied", variant: "success", open: true })).toBe(true)
  })
  it("wallet sessions hold non-null session properties; proposals have numeric ids", () => {
    const session = {
      topic: "a".repeat(64),
      namespaces: { eip155: { chains: ["eip155:1"], methods: ["personal_sign"], events: ["accountsChanged"], accounts: ["eip155:1:0xab16"] } },
      sessionProperties: { capabilities: "{}" },
      expiry: 1733456789
    }
    expect(decodeOk(S.WalletSession, session)).toEqual(session)
    expect(accepts(S.WalletSession, { ...session, sessionProperties: { capabilities: null } })).toBe(false)
    expect(accepts(S.WalletProposal, { id: 1733456789012345, expiryTimestamp: 1733457089 })).toBe(true)
    expect(accepts(S.WalletProposal, { id: "1733456789012345", expiryTimestamp: 1733457089 })).toBe(false)
  })
  it("on-ramp state starts with a selected currency on each side", () => {
    const usd = { id: "USD", payment_method_limits: [{ id: "card", min: "10.00", max: "7500.00" }, { id: "ach_bank_account", min: "10.00", max: "25000.00" }] }
    const usdc = { id: "USDC", name: "USD Coin", symbol: "USDC", networks: [] }
    const state = {
      providers: [{ label: "Meld.io", name: "meld", feeRange: "1-2%", url: "https://meld.example", supportedChains: ["eip155", "solana"] }],
      selectedProvider: null,
      error: null,
      purchaseCurrency: usdc,
      paymentCurrency: usd,
      purchaseCurrencies: [usdc],
      paymentCurrencies: [usd],
      quotesLoading: false
    }
    expect(decodeOk(S.OnrampState, state)).toEqual(state)
  })
  it("send state holds the chosen token among the balances", () => {
    const token = { name: "USD Coin", symbol: "USDC", chainId: "eip155:1", address: "eip155:1:0xa0b8", price: 1, quantity: { decimals: "6", numeric: "5" }, iconUrl: "" }
    expect(accepts(S.SendState, { token, sendTokenAmount: 1.5, receiverAddress: "0xab16", tokenBalances: [token], loading: false, lastRetry: 1733456789012 })).toBe(true)
    expect(accepts(S.SendState, { tokenBalances: [{ ...token, chainId: "1" }], loading: false })).toBe(false)
  })
})

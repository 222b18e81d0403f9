/** Storage keys and the values stored under them (WIRE §4.8, §5). */
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  ChainNamespace,
  RecentWallets,
  STORAGE_KEYS,
  StorageCodecs,
  StorageKey,
  WALLET_SIGN_OUT_KEYS,
  connectedConnectorIdKey,
  storageCodec
} from "../../schemas/index.js"
import { accepts, decodeOk } from "./messages.js"

const decodeStored = <K extends StorageKey>(key: K, raw: string) => decodeOk(storageCodec(key), raw)
const acceptsStored = (key: StorageKey, raw: unknown) => accepts(storageCodec(key), raw)

describe("StorageKey", () => {
  it("has a codec for every key, and no codec without a key", () => {
    expect(Object.keys(StorageCodecs).sort()).toEqual([...STORAGE_KEYS].sort())
    for (const key of STORAGE_KEYS) expect(Schema.is(StorageKey)(key)).toBe(true)
    expect(Schema.is(StorageKey)("@appkit/unknown")).toBe(false)
  })
  it("names the connector key of each namespace", () => {
    for (const ns of ChainNamespace.literals) expect(Schema.is(StorageKey)(connectedConnectorIdKey(ns))).toBe(true)
    expect(connectedConnectorIdKey("eip155")).toBe("@appkit/eip155:connected_connector_id")
  })
  it("lists the wallet keys cleared on sign-out", () => {
    for (const key of WALLET_SIGN_OUT_KEYS) expect(STORAGE_KEYS).toContain(key)
    expect(WALLET_SIGN_OUT_KEYS).not.toContain("@appkit-wallet/LAST_EMAIL_LOGIN_TIME")
  })
})

describe("plain string values", () => {
  it("reads the active network and namespace", () => {
    expect(decodeStored("@appkit/active_caip_network_id", "eip155:137")).toBe("eip155:137")
    expect(acceptsStored("@appkit/active_caip_network_id", "polygon")).toBe(false)
    expect(decodeStored("@appkit/active_namespace", "solana")).toBe("solana")
  })
  it("reads comma-joined namespaces, the empty string being none", () => {
    expect(decodeStored("@appkit/connected_namespaces", "eip155,solana")).toEqual(["eip155", "solana"])
    expect(decodeStored("@appkit/connected_namespaces", "")).toEqual([])
    expect(acceptsStored("@appkit/connected_namespaces", "eip155,tron")).toBe(false)
    expect(Schema.encodeSync(StorageCodecs["@appkit/connected_namespaces"])(["eip155", "bip122"])).toBe("eip155,bip122")
  })
  it("reads smart-account networks as numbers", () => {
    expect(decodeStored("@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS", "1,137,8453")).toEqual([1, 137, 8453])
    expect(decodeStored("@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS", "")).toEqual([])
    expect(acceptsStored("@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS", "1,x")).toBe(false)
  })
  it("reads login flags and times", () => {
    expect(decodeStored("@appkit-wallet/EMAIL_LOGIN_USED_KEY", "true")).toBe("true")
    expect(acceptsStored("@appkit-wallet/EMAIL_LOGIN_USED_KEY", "false")).toBe(false)
    expect(decodeStored("@appkit-wallet/LAST_EMAIL_LOGIN_TIME", "1733456789012")).toBe(1733456789012)
    expect(decodeStored("@appkit-wallet/EMAIL", "a@b.co")).toBe("a@b.co")
    expect(decodeStored("@appkit/connection_status", "reconnecting")).toBe("reconnecting")
    expect(decodeStored("@appkit/connected_social", "farcaster")).toBe("farcaster")
  })
})

describe("JSON values", () => {
  it("reads stored connections per namespace", () => {
    const raw = JSON.stringify({
      eip155: [{ connectorId: "io.metamask", accounts: [{ address: "0xab16", type: "eoa" }], name: "MetaMask", icon: "data:image/svg+xml,<svg/>" }],
      solana: [{ connectorId: "ID_AUTH", accounts: [{ address: "9xQe" }], auth: { name: "google", username: "alice" } }]
    })
    const connections = decodeStored("@appkit/connections", raw)
    expect(connections.eip155?.[0]?.accounts[0]?.type).toBe("eoa")
    expect(connections.solana?.[0]?.auth?.username).toBe("alice")
    expect(connections.bip122).toBeUndefined()
  })
  it("reads disconnected connector ids and preferred account types", () => {
    expect(decodeStored("@appkit/disconnected_connector_ids", '{"eip155":["walletConnect"]}')).toEqual({ eip155: ["walletConnect"] })
    expect(decodeStored("@appkit/preferred_account_types", '{"eip155":"smartAccount","bip122":"ordinal"}')).toEqual({
      eip155: "smartAccount",
      bip122: "ordinal"
    })
    expect(acceptsStored("@appkit/preferred_account_types", '{"eip155":"ordinal"}')).toBe(false)
  })
  it("reads recent wallets leniently, while the entity keeps at most two", () => {
    const wallets = [1, 2, 3].map((i) => ({ id: String(i).repeat(64), name: `Wallet ${i}` }))
    expect(decodeStored("@appkit/recent_wallets", JSON.stringify(wallets))).toHaveLength(3)
    expect(accepts(RecentWallets, wallets)).toBe(false)
    expect(accepts(RecentWallets, wallets.slice(0, 2))).toBe(true)
  })
  it("reads the balance, ENS and identity caches", () => {
    const balance = { name: "Ether", symbol: "ETH", chainId: "eip155:1", price: 3000, quantity: { decimals: "18", numeric: "1" }, iconUrl: "" }
    const portfolio = { "eip155:1:0xab16": { caipAddress: "eip155:1:0xab16", balance: { balances: [balance] }, timestamp: 1733456789012 } }
    expect(decodeStored("@appkit/portfolio_cache", JSON.stringify(portfolio))["eip155:1:0xab16"]?.balance.balances).toHaveLength(1)
    const native = { "eip155:1:0xab16": { caipAddress: "eip155:1:0xab16", balance: "1.5", symbol: "ETH", timestamp: 1 } }
    expect(decodeStored("@appkit/native_balance_cache", JSON.stringify(native))).toEqual(native)
    expect(decodeStored("@appkit/ens_cache", JSON.stringify({ "0xab16": { address: "0xab16", ens: [], timestamp: 1 } }))["0xab16"]?.ens).toEqual([])
    expect(decodeStored("@appkit/identity_cache", JSON.stringify({ "0xab16": { identity: { name: null, avatar: null }, timestamp: 1 } }))).toEqual({
      "0xab16": { identity: { name: null, avatar: null }, timestamp: 1 }
    })
  })
  it("reads sign-in sessions and the deeplink choice", () => {
    const session = {
      data: { accountAddress: "0xab16", chainId: "eip155:1", domain: "app.example.com", uri: "https://app.example.com", version: "1", nonce: "n" },
      message: "app.example.com wants you to sign in…",
      signature: "0xsig"
    }
    expect(decodeStored("@appkit/siwx", JSON.stringify([session]))).toEqual([session])
    expect(decodeStored("WALLETCONNECT_DEEPLINK_CHOICE", '{"href":"metamask://","name":"MetaMask"}')).toEqual({ href: "metamask://", name: "MetaMask" })
  })
  it("rejects text that is not JSON, and JSON of the wrong shape", () => {
    expect(acceptsStored("@appkit/connections", "{eip155:")).toBe(false)
    expect(acceptsStored("@appkit/connections", '{"eip155":{"connectorId":"x"}}')).toBe(false)
    expect(acceptsStored("@appkit/siwx", "null")).toBe(false)
  })
  it("writes every value back as a string", () => {
    expect(Schema.encodeSync(StorageCodecs["@appkit/disconnected_connector_ids"])({ solana: ["phantom"] })).toBe('{"solana":["phantom"]}')
    expect(Schema.encodeSync(StorageCodecs["@appkit-wallet/LAST_EMAIL_LOGIN_TIME"])(5)).toBe("5")
  })
})

/**
 * The dev wallet's Bitcoin half as a page meets it, in Node: registered per the Wallet Standard and
 * listed with sats-connect, connecting its payment and ordinals accounts, remembering the site,
 * forgetting it on disconnect, and refusing in each face's own terms when its user says no.
 */
import { hex } from "@scure/base"
import { WIF } from "@scure/btc-signer"
import type { Wallet } from "@wallet-standard/base"
import { Schema } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { BITCOIN_ORDINALS_KEY, BITCOIN_PAYMENT_KEY } from "../../../../devnet/bitcoin/bitcoinDevKeys.js"
import { REGTEST, REGTEST_CAIP_NETWORK_ID } from "../../../../devnet/bitcoin/regtest.js"
import { BITCOIN_DEV_WALLET_ORDINALS_WIF, BITCOIN_DEV_WALLET_PAYMENT_WIF } from "../../../../devnet/devKeys.js"
import { bitcoinStorageMemory } from "../../../../devnet/wallet/bitcoin/bitcoinMemory.js"
import { BITCOIN_PROVIDER_ID, registerBitcoinDevWallet } from "../../../../devnet/wallet/bitcoin/registerBitcoinDevWallet.js"
import { DEV_WALLET_ICON, DEV_WALLET_NAME, devWalletInfo } from "../../../../devnet/wallet/devWalletInfo.js"
import { DevWalletManifest, bitcoinDevWalletConfigOf, withDevWallet } from "../../../../devnet/wallet/DevWalletManifest.js"
import { bitcoinConfig, bitcoinWallet, connectBoth, errorOf, failure, resultOf } from "./bitcoinWalletFixture.js"

const message = new TextEncoder().encode("hello")

/** A Storage over a Map, as localStorage is to the page. */
const mapStorage = (): Storage => {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value)
  }
}

/** What registration touches of the page's window. */
type PageWindow = EventTarget & Pick<Partial<Window>, "btc_providers"> & { BitcoinProvider?: unknown }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("registration", () => {
  it("registers with an app listening, lists itself with sats-connect by its path on window, and takes window.BitcoinProvider only when free", () => {
    const target: PageWindow = new EventTarget()
    vi.stubGlobal("window", target)
    const registered: Array<Wallet> = []
    target.addEventListener("wallet-standard:register-wallet", (event) =>
      (event as CustomEvent).detail({ register: (...wallets: Array<Wallet>) => (registered.push(...wallets), () => undefined) })
    )
    const { bitcoin } = bitcoinWallet()
    registerBitcoinDevWallet(bitcoin, devWalletInfo())
    registerBitcoinDevWallet(bitcoin, devWalletInfo())
    expect(registered[0]).toBe(bitcoin.wallet)
    expect(target.btc_providers).toEqual([{ id: BITCOIN_PROVIDER_ID, name: DEV_WALLET_NAME, icon: DEV_WALLET_ICON, methods: expect.arrayContaining(["getAccounts", "signPsbt", "sendTransfer"]) }])
    expect(BITCOIN_PROVIDER_ID).toBe("doorwayDevWallet.bitcoinProvider")
    expect(target.BitcoinProvider).toBe(bitcoin.provider)

    const installed = { request: vi.fn(), addListener: vi.fn() }
    const other: PageWindow = Object.assign(new EventTarget(), { BitcoinProvider: installed })
    vi.stubGlobal("window", other)
    registerBitcoinDevWallet(bitcoinWallet().bitcoin, devWalletInfo())
    expect(other.BitcoinProvider).toBe(installed)
  })

  it("carries the dev wallet's name and icon, the regtest chain under both its names, and the Bitcoin features", () => {
    const { wallet } = bitcoinWallet().bitcoin
    expect(wallet.name).toBe(DEV_WALLET_NAME)
    expect(wallet.icon).toBe(DEV_WALLET_ICON)
    expect(wallet.chains).toEqual([REGTEST_CAIP_NETWORK_ID, "bitcoin:regtest"])
    expect(Object.fromEntries(Object.entries(wallet.features).map(([name, feature]) => [name, (feature as { version: string }).version]))).toEqual({
      "bitcoin:connect": "1.0.0",
      "bitcoin:signMessage": "1.0.0",
      "bitcoin:signTransaction": "1.0.0",
      "standard:disconnect": "1.0.0",
      "standard:events": "1.0.0"
    })
    expect(wallet.accounts).toEqual([])
  })
})

describe("connect", () => {
  it("answers both accounts in the order asked, with their public key, purpose, address type and path", async () => {
    const { bitcoin, log } = bitcoinWallet()
    const { accounts } = await bitcoin.wallet.features["bitcoin:connect"].connect({ purposes: ["ordinals", "payment"] })
    expect(accounts.map((account) => account.address)).toEqual([BITCOIN_ORDINALS_KEY.address, BITCOIN_PAYMENT_KEY.address])
    const { payment, ordinals } = await connectBoth(bitcoin)
    expect(payment).toMatchObject({ address: BITCOIN_PAYMENT_KEY.address, purpose: "payment", addressType: "p2wpkh", path: "m/84'/1'/0'/0/0", label: "Payment" })
    expect(ordinals).toMatchObject({ address: BITCOIN_ORDINALS_KEY.address, purpose: "ordinals", addressType: "p2tr", path: "m/86'/1'/0'/0/0" })
    expect(hex.encode(Uint8Array.from(payment.publicKey))).toBe(hex.encode(BITCOIN_PAYMENT_KEY.publicKey))
    expect(ordinals.publicKey).toHaveLength(32)
    expect(payment.chains).toEqual(bitcoin.wallet.chains)
    expect(payment.features).toEqual(["bitcoin:signMessage", "bitcoin:signTransaction"])
    // The same objects each time, as apps compare accounts.
    expect(bitcoin.wallet.accounts).toEqual([payment, ordinals])
    expect(bitcoin.wallet.accounts[0]).toBe(payment)
    expect(log.map((entry) => entry.method)).toEqual(["bitcoin:connect", "bitcoin:connect"])
    expect(log[0]?.params).toEqual({ purposes: ["ordinals", "payment"] })
  })

  it("connects only the purposes asked for; signing by the other account is 4100 until it is connected", async () => {
    const { bitcoin } = bitcoinWallet()
    const { accounts } = await bitcoin.wallet.features["bitcoin:connect"].connect({ purposes: ["payment"] })
    expect(bitcoin.wallet.accounts).toEqual(accounts)
    const ordinals = { ...accounts[0]!, address: BITCOIN_ORDINALS_KEY.address }
    expect((await failure(bitcoin.wallet.features["bitcoin:signMessage"].signMessage({ account: ordinals, message }))).code).toBe(4100)
  })

  it("refuses an unknown purpose with -32602, and a signature before connecting with 4100", async () => {
    const { bitcoin } = bitcoinWallet()
    expect((await failure(bitcoin.wallet.features["bitcoin:connect"].connect({ purposes: ["stacks" as never] }))).code).toBe(-32602)
    const stranger = { address: BITCOIN_PAYMENT_KEY.address, publicKey: BITCOIN_PAYMENT_KEY.publicKey, chains: [], features: [] }
    expect((await failure(bitcoin.wallet.features["bitcoin:signMessage"].signMessage({ account: stranger, message }))).code).toBe(4100)
  })
})

describe("the user's no", () => {
  it("refuses connect and signing with 4001 through the Wallet Standard, -32000 through sats-connect, and records each request", async () => {
    const { bitcoin, setPolicy, log } = bitcoinWallet()
    setPolicy("reject")
    expect(await failure(bitcoin.wallet.features["bitcoin:connect"].connect({ purposes: ["payment", "ordinals"] }))).toEqual({ code: 4001, message: "User rejected the request." })
    expect(errorOf(await bitcoin.provider.request("getAccounts", { purposes: ["payment"] }))).toEqual({ code: -32000, message: "User rejected the request." })
    expect(bitcoin.wallet.accounts).toEqual([])

    setPolicy("approve")
    const { payment } = await connectBoth(bitcoin)
    setPolicy("reject")
    // Connected already: no prompt to refuse.
    expect((await connectBoth(bitcoin)).payment).toBe(payment)
    expect((await failure(bitcoin.wallet.features["bitcoin:signMessage"].signMessage({ account: payment, message }))).code).toBe(4001)
    expect(errorOf(await bitcoin.provider.request("signMessage", { address: payment.address, message: "hello" })).code).toBe(-32000)
    expect(log.map((entry) => entry.method)).toEqual([
      "bitcoin:connect",
      "getAccounts",
      "bitcoin:connect",
      "bitcoin:connect",
      "bitcoin:signMessage",
      "signMessage"
    ])
    expect(log[4]?.params).toEqual([{ account: payment.address, message: "hello" }])
  })
})

describe("memory of the site", () => {
  it("reconnects a site connected on an earlier load, and a disconnect forgets it: a change event with no accounts, sats-connect's disconnect", async () => {
    const memory = bitcoinStorageMemory(mapStorage())
    const first = bitcoinWallet({ memory }).bitcoin
    await connectBoth(first)
    expect(memory.read()).toEqual(["payment", "ordinals"])

    const second = bitcoinWallet({ memory }).bitcoin
    const changes: Array<ReadonlyArray<string>> = []
    second.wallet.features["standard:events"].on("change", ({ accounts }) => changes.push((accounts ?? []).map((account) => account.address)))
    const satsEvents: Array<string> = []
    second.provider.addListener({ eventName: "disconnect", cb: (event) => satsEvents.push(event.type) })
    await second.ready
    expect(second.wallet.accounts.map((account) => account.address)).toEqual([BITCOIN_PAYMENT_KEY.address, BITCOIN_ORDINALS_KEY.address])
    expect(resultOf<ReadonlyArray<{ address: string }>>(await second.provider.request("getAccounts", { purposes: ["payment"] }))).toEqual([
      { address: BITCOIN_PAYMENT_KEY.address, publicKey: hex.encode(BITCOIN_PAYMENT_KEY.publicKey), purpose: "payment", addressType: "p2wpkh", walletType: "software" }
    ])

    await second.disconnect()
    // The remembered accounts arrive as a change at load, as a page listening early must learn of them.
    expect(changes).toEqual([[BITCOIN_PAYMENT_KEY.address, BITCOIN_ORDINALS_KEY.address], []])
    expect(satsEvents).toEqual(["disconnect"])
    expect(second.wallet.accounts).toEqual([])
    expect(memory.read()).toEqual([])
    const third = bitcoinWallet({ memory }).bitcoin
    await third.ready
    expect(third.wallet.accounts).toEqual([])
  })

  it("forgets the site on standard:disconnect and on sats-connect's wallet_disconnect alike", async () => {
    const { bitcoin } = bitcoinWallet()
    await connectBoth(bitcoin)
    await bitcoin.wallet.features["standard:disconnect"].disconnect()
    expect(bitcoin.wallet.accounts).toEqual([])
    resultOf(await bitcoin.provider.request("wallet_connect", null))
    expect(bitcoin.wallet.accounts).toHaveLength(2)
    expect(resultOf(await bitcoin.provider.request("wallet_disconnect"))).toBeNull()
    expect(bitcoin.wallet.accounts).toEqual([])
  })
})

describe("sats-connect's provider", () => {
  it("tells what it is, and answers an unknown method with -32601 in a JSON-RPC 2.0 frame", async () => {
    const { bitcoin } = bitcoinWallet()
    const info = await bitcoin.provider.request("getInfo", null)
    expect(info).toMatchObject({ jsonrpc: "2.0", result: { version: "1.0.0", platform: "web", supports: [] } })
    expect(await bitcoin.provider.request("stx_transferStx", {})).toMatchObject({ jsonrpc: "2.0", error: { code: -32601 } })
  })

  it("skips other chains' purposes (stacks) and connects the Bitcoin ones, in the order asked", async () => {
    const { bitcoin } = bitcoinWallet()
    const { addresses, network } = resultOf<{ addresses: ReadonlyArray<{ purpose: string }>; network: unknown }>(
      await bitcoin.provider.request("getAddresses", { purposes: ["ordinals", "stacks", "payment"], message: "Connect" })
    )
    expect(addresses.map((address) => address.purpose)).toEqual(["ordinals", "payment"])
    expect(network).toEqual({ bitcoin: { name: "Regtest" } })
    expect(errorOf(await bitcoin.provider.request("getAccounts", { purposes: ["stacks"] })).code).toBe(-32602)
  })

  it("answers wallet_getAccount with the accounts the site has, without a prompt; -32002 before any", async () => {
    const { bitcoin, setPolicy } = bitcoinWallet()
    expect(errorOf(await bitcoin.provider.request("wallet_getAccount", null)).code).toBe(-32002)
    await connectBoth(bitcoin)
    setPolicy("reject")
    const { addresses, network } = resultOf<{ addresses: ReadonlyArray<{ address: string; purpose: string }>; network: unknown }>(
      await bitcoin.provider.request("wallet_getAccount", null)
    )
    expect(addresses.map(({ address, purpose }) => [purpose, address])).toEqual([
      ["payment", BITCOIN_PAYMENT_KEY.address],
      ["ordinals", BITCOIN_ORDINALS_KEY.address]
    ])
    expect(network).toEqual({ bitcoin: { name: "Regtest" } })
  })
})

describe("configuration", () => {
  it("holds as WIF the very keys the chain funds (derived from the dev mnemonic)", () => {
    expect(WIF(REGTEST).decode(BITCOIN_DEV_WALLET_PAYMENT_WIF)).toEqual(BITCOIN_PAYMENT_KEY.privateKey)
    expect(WIF(REGTEST).decode(BITCOIN_DEV_WALLET_ORDINALS_WIF)).toEqual(BITCOIN_ORDINALS_KEY.privateKey)
  })

  it("reads the chain from devnet.json's bitcoin section and the keys from the dev wallet's", () => {
    const fixtures = {
      payment: { address: BITCOIN_PAYMENT_KEY.address, path: BITCOIN_PAYMENT_KEY.path, publicKey: hex.encode(BITCOIN_PAYMENT_KEY.publicKey), type: "p2wpkh" },
      ordinals: { address: BITCOIN_ORDINALS_KEY.address, path: BITCOIN_ORDINALS_KEY.path, publicKey: hex.encode(BITCOIN_ORDINALS_KEY.publicKey), type: "p2tr" }
    }
    const served = withDevWallet({
      evm: [{ chainId: 1, name: "Ethereum", rpcUrl: "http://127.0.0.1:8545", fixtures: { nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 } } }],
      bitcoin: { esploraUrl: "http://127.0.0.1:3002", caipNetworkId: REGTEST_CAIP_NETWORK_ID, genesisHash: "0f91", network: "regtest", fixtures }
    })
    const manifest = Schema.decodeUnknownSync(DevWalletManifest)(JSON.parse(JSON.stringify(served)))
    expect(bitcoinDevWalletConfigOf(manifest)).toEqual(bitcoinConfig("http://127.0.0.1:3002"))
    expect(() => bitcoinDevWalletConfigOf({ ...manifest, bitcoin: undefined })).toThrow(/no Bitcoin chain/)
    expect(() => bitcoinDevWalletConfigOf({ ...manifest, bitcoin: { ...manifest.bitcoin!, caipNetworkId: "bip122:000000000019d6689c085ae165831e93" } })).toThrow(/not the local regtest chain/)
  })

  it("checks the key against the configured address on the first signature: -32603 when they differ", async () => {
    const config = bitcoinConfig()
    const { bitcoin } = bitcoinWallet({ config: { ...config, payment: { ...config.payment, wif: config.ordinals.wif } } })
    const { payment } = await connectBoth(bitcoin)
    const refused = await failure(bitcoin.wallet.features["bitcoin:signMessage"].signMessage({ account: payment, message }))
    expect(refused.code).toBe(-32603)
    expect(refused.message).toContain("is not the key's")
  })

  it("answers every request with 4900 when the configuration could not be loaded", async () => {
    const { bitcoin } = bitcoinWallet({ config: Promise.reject(new Error("no devnet.json")) as never })
    expect((await failure(bitcoin.wallet.features["bitcoin:connect"].connect({ purposes: ["payment"] }))).code).toBe(4900)
    expect(errorOf(await bitcoin.provider.request("getAccounts", { purposes: ["payment"] })).code).toBe(-32603)
  })
})

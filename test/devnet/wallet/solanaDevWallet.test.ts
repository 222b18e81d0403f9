/**
 * The dev wallet's Solana half as a page meets it, in Node: registered per the Wallet Standard
 * (window events), connected and silently reconnected from its memory, signing messages with the
 * stack's Solana key, and refusing with 4001 when its user says no.
 */
import { ed25519 } from "@noble/curves/ed25519"
import { PublicKey } from "@solana/web3.js"
import type { Wallet } from "@wallet-standard/base"
import { Schema } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { SOLANA_DEV_WALLET_ADDRESS, SOLANA_DEV_WALLET_SECRET } from "../../../devnet/devKeys.js"
import { DEV_WALLET_ICON, DEV_WALLET_NAME } from "../../../devnet/wallet/devWalletInfo.js"
import { DevWalletManifest, solanaDevWalletConfigOf, withDevWallet } from "../../../devnet/wallet/DevWalletManifest.js"
import { registerSolanaDevWallet } from "../../../devnet/wallet/solana/registerSolanaDevWallet.js"
import { failure, sharedMemory, solanaWallet } from "./solanaWalletFixture.js"

const hello = new TextEncoder().encode("Hello from Doorway")

/** Listens as an app does: it hands each `register-wallet` event its `register`. */
const appListening = (target: EventTarget): Array<Wallet> => {
  const registered: Array<Wallet> = []
  const register = (...wallets: Array<Wallet>) => {
    registered.push(...wallets)
    return () => undefined
  }
  target.addEventListener("wallet-standard:register-wallet", (event) => (event as CustomEvent).detail({ register }))
  return registered
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("registration", () => {
  it("registers with an app listening already, and with an app that says it is ready later", () => {
    const target = new EventTarget()
    vi.stubGlobal("window", target)
    const early = appListening(target)
    const { solana } = solanaWallet()
    registerSolanaDevWallet(solana)
    expect(early).toEqual([solana.wallet])

    const late: Array<Wallet> = []
    const ready = Object.assign(new Event("wallet-standard:app-ready"), {
      detail: { register: (...wallets: Array<Wallet>) => late.push(...wallets) }
    })
    target.dispatchEvent(ready)
    expect(late).toEqual([solana.wallet])
  })

  it("carries the EVM half's name and icon, the two clusters and every feature at its version", () => {
    const { wallet } = solanaWallet().solana
    expect(wallet.name).toBe(DEV_WALLET_NAME)
    expect(wallet.icon).toBe(DEV_WALLET_ICON)
    expect(wallet.version).toBe("1.0.0")
    expect(wallet.chains).toEqual(["solana:mainnet", "solana:localnet"])
    expect(Object.fromEntries(Object.entries(wallet.features).map(([name, feature]) => [name, (feature as { version: string }).version]))).toEqual({
      "standard:connect": "1.0.0",
      "standard:disconnect": "1.0.0",
      "standard:events": "1.0.0",
      "solana:signMessage": "1.0.0",
      "solana:signTransaction": "1.0.0",
      "solana:signAndSendTransaction": "1.0.0"
    })
    expect(wallet.features["solana:signTransaction"].supportedTransactionVersions).toEqual(["legacy", 0])
    expect(wallet.features["solana:signAndSendTransaction"].supportedTransactionVersions).toEqual(["legacy", 0])
  })
})

describe("connecting", () => {
  it("gives the account once its user approves, announcing it with a change event", async () => {
    const { solana, log } = solanaWallet()
    const changes: Array<unknown> = []
    const off = solana.wallet.features["standard:events"].on("change", ({ accounts }) => changes.push(accounts?.map((a) => a.address)))
    expect(solana.wallet.accounts).toEqual([])

    const { accounts } = await solana.wallet.features["standard:connect"].connect()
    expect(accounts.map((account) => account.address)).toEqual([SOLANA_DEV_WALLET_ADDRESS])
    expect(accounts[0]?.publicKey).toEqual(new PublicKey(SOLANA_DEV_WALLET_ADDRESS).toBytes())
    expect(accounts[0]?.chains).toEqual(["solana:mainnet", "solana:localnet"])
    expect(solana.wallet.accounts).toEqual(accounts)
    expect(changes).toEqual([[SOLANA_DEV_WALLET_ADDRESS]])

    await solana.disconnect()
    expect(solana.wallet.accounts).toEqual([])
    expect(changes).toEqual([[SOLANA_DEV_WALLET_ADDRESS], []])
    off()
    await solana.wallet.features["standard:connect"].connect()
    expect(changes).toHaveLength(2)
    expect(log.map((entry) => entry.method)).toEqual(["standard:connect", "standard:connect"])
  })

  it("answers a silent connect with the account only when the site connected before, across page loads", async () => {
    const memory = sharedMemory()
    const first = solanaWallet({ memory }).solana
    expect((await first.wallet.features["standard:connect"].connect({ silent: true })).accounts).toEqual([])
    await first.wallet.features["standard:connect"].connect()

    // The next page load: the wallet remembers the site, so a silent connect asks nothing.
    const reloaded = solanaWallet({ memory })
    reloaded.setPolicy("reject")
    const { accounts } = await reloaded.solana.wallet.features["standard:connect"].connect({ silent: true })
    expect(accounts.map((account) => account.address)).toEqual([SOLANA_DEV_WALLET_ADDRESS])
    expect(reloaded.log).toEqual([{ method: "standard:connect", params: { silent: true } }])

    // The site disconnects; the load after that starts disconnected.
    await reloaded.solana.wallet.features["standard:disconnect"].disconnect()
    const after = solanaWallet({ memory }).solana
    expect((await after.wallet.features["standard:connect"].connect({ silent: true })).accounts).toEqual([])
    expect(memory.writes).toEqual([true, false])
  })

  it("throws 4001 \"User rejected the request.\" when its user refuses, and stays disconnected", async () => {
    const { solana, setPolicy } = solanaWallet()
    setPolicy("reject")
    expect(await failure(solana.wallet.features["standard:connect"].connect())).toEqual({ code: 4001, message: "User rejected the request." })
    expect(solana.wallet.accounts).toEqual([])
  })
})

describe("signing messages", () => {
  it("signs with the stack's key: the signature verifies with Ed25519 against the account's public key", async () => {
    const { solana, log } = solanaWallet()
    const { accounts } = await solana.wallet.features["standard:connect"].connect()
    const account = accounts[0]!
    const publicKey = Uint8Array.from(account.publicKey)
    const [output] = await solana.wallet.features["solana:signMessage"].signMessage({ account, message: hello })
    expect(output?.signedMessage).toEqual(hello)
    expect(output?.signatureType).toBe("ed25519")
    expect(ed25519.verify(output!.signature, hello, publicKey)).toBe(true)
    expect(ed25519.verify(output!.signature, new TextEncoder().encode("something else"), publicKey)).toBe(false)
    expect(log.at(-1)).toEqual({ method: "solana:signMessage", params: [{ account: SOLANA_DEV_WALLET_ADDRESS, message: "Hello from Doorway" }] })
  })

  it("throws 4001 under the reject policy, and 4100 for a site that is not connected", async () => {
    const { solana, setPolicy } = solanaWallet()
    const { accounts } = await solana.wallet.features["standard:connect"].connect()
    const account = accounts[0]!
    setPolicy("reject")
    const rejected = await failure(solana.wallet.features["solana:signMessage"].signMessage({ account, message: hello }))
    expect(rejected).toEqual({ code: 4001, message: "User rejected the request." })

    setPolicy("approve")
    await solana.disconnect()
    expect((await failure(solana.wallet.features["solana:signMessage"].signMessage({ account, message: hello }))).code).toBe(4100)
  })

  it("refuses to sign when the configured address is not the key's", async () => {
    const { solana } = solanaWallet({ address: "11111111111111111111111111111111" })
    const { accounts } = await solana.wallet.features["standard:connect"].connect()
    const signed = await failure(solana.wallet.features["solana:signMessage"].signMessage({ account: accounts[0]!, message: hello }))
    expect(signed.code).toBe(-32603)
    expect(signed.message).toContain(SOLANA_DEV_WALLET_ADDRESS)
  })
})

describe("its part of devnet.json", () => {
  it("reads the Solana key and the cluster's rpcUrl from a manifest with the dev wallet's section added", async () => {
    const evm = [{ chainId: 1, name: "Ethereum", rpcUrl: "http://127.0.0.1:1", fixtures: { nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 } } }]
    const manifest = withDevWallet({ evm, solana: { rpcUrl: "http://127.0.0.1:2" } })
    const decoded = await Schema.decodeUnknownPromise(DevWalletManifest)(JSON.parse(JSON.stringify(manifest)))
    expect(solanaDevWalletConfigOf(decoded)).toEqual({
      secretKey: SOLANA_DEV_WALLET_SECRET,
      address: SOLANA_DEV_WALLET_ADDRESS,
      rpcUrl: "http://127.0.0.1:2"
    })
    // Without the cluster the EVM half still loads; the Solana half says why it cannot.
    const evmOnly = await Schema.decodeUnknownPromise(DevWalletManifest)(JSON.parse(JSON.stringify(withDevWallet({ evm }))))
    expect(() => solanaDevWalletConfigOf(evmOnly)).toThrow(/no Solana cluster/)
    const badKey = { ...manifest, devWallet: { ...manifest.devWallet, solana: { secretKey: "0x12", address: SOLANA_DEV_WALLET_ADDRESS } } }
    await expect(Schema.decodeUnknownPromise(DevWalletManifest)(badKey)).rejects.toThrow()
  })
})

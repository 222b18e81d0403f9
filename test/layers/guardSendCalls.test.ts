/**
 * The extension's EIP-1193 provider as the host gets it (SPEC §5): `wallet_sendCalls` whose calls
 * break the rule rejects with -32602 and never reaches the wallet; every other request, property
 * and listener is the wallet's own.
 */
import { describe, expect, it } from "vitest"
import { guardSendCalls } from "../../layers/guardSendCalls.js"

const TO = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

class Wallet {
  readonly asked: Array<{ readonly method: string; readonly params?: unknown }> = []
  readonly isMetaMask = true
  #listeners = 0
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown> {
    this.asked.push(args)
    return Promise.resolve(args.method === "wallet_sendCalls" ? { id: "0xbatch" } : "0x1")
  }
  on(): void {
    this.#listeners++
  }
  get listeners(): number {
    return this.#listeners
  }
}

type Provider = { readonly request: (args: { readonly method: string; readonly params?: unknown }) => Promise<unknown> }

describe("the extension's provider and wallet_sendCalls", () => {
  it("passes a batch that holds to the wallet, and answers the wallet's answer", async () => {
    const wallet = new Wallet()
    const provider = guardSendCalls(wallet) as Provider
    await expect(provider.request({ method: "wallet_sendCalls", params: [{ calls: [{ to: TO, data: "0x" }] }] })).resolves.toEqual({ id: "0xbatch" })
    expect(wallet.asked.map((args) => args.method)).toEqual(["wallet_sendCalls"])
  })

  it("rejects a batch whose call's to or data lacks 0x with -32602, and the wallet is not asked", async () => {
    const wallet = new Wallet()
    const provider = guardSendCalls(wallet) as Provider
    await expect(provider.request({ method: "wallet_sendCalls", params: [{ calls: [{ to: TO.slice(2) }] }] })).rejects.toMatchObject({
      code: -32602,
      message: "Invalid params for wallet_sendCalls"
    })
    await expect(provider.request({ method: "wallet_sendCalls", params: [{ calls: [{ to: TO, data: "12" }] }] })).rejects.toMatchObject({ code: -32602 })
    expect(wallet.asked).toEqual([])
  })

  it("leaves every other method, property and listener to the wallet, private fields included", async () => {
    const wallet = new Wallet()
    const provider = guardSendCalls(wallet) as Provider & Wallet
    await expect(provider.request({ method: "eth_chainId" })).resolves.toBe("0x1")
    expect(provider.isMetaMask).toBe(true)
    provider.on()
    expect(wallet.listeners).toBe(1)
  })

  it("is one object per wallet, never guarded twice; what is not a provider is left as it is", () => {
    const wallet = new Wallet()
    const provider = guardSendCalls(wallet)
    expect(guardSendCalls(wallet)).toBe(provider)
    expect(guardSendCalls(provider)).toBe(provider)
    expect(guardSendCalls(undefined)).toBeUndefined()
    const plain = { name: "no request" }
    expect(guardSendCalls(plain)).toBe(plain)
  })
})

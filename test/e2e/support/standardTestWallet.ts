/**
 * A Wallet Standard wallet written here alone, installed into a browser context before any page
 * script runs, as an extension's content script would: it registers itself by the standard's
 * events (no library), names `solana:mainnet` (or the chains given), and grants one account (the public key given) on
 * `standard:connect` (or the chain's connect feature given, as `bitcoin:connect`), silently too once
 * granted. The project never saw it.
 */
import type { BrowserContext } from "playwright-core"

export interface StandardTestWallet {
  readonly name: string
  readonly address: string
  /** The chains the wallet lists (default `solana:mainnet`). */
  readonly chains?: ReadonlyArray<string>
  /** The connect feature's name (default `standard:connect`); `bitcoin:connect` takes the same call. */
  readonly connectFeature?: string
}

export const installStandardTestWallet = async (context: BrowserContext, wallet: StandardTestWallet & { readonly publicKey: ReadonlyArray<number> }) => {
  await context.addInitScript((config) => {
    const icon = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#2a7"/></svg>')}`
    const account = {
      address: config.address,
      publicKey: new Uint8Array(config.publicKey),
      chains: config.chains ?? ["solana:mainnet"],
      features: ["solana:signMessage"],
      label: config.name
    }
    const listeners = new Set<(change: { readonly accounts?: ReadonlyArray<unknown> }) => void>()
    let granted = false
    const wallet = {
      version: "1.0.0",
      name: config.name,
      icon,
      chains: config.chains ?? ["solana:mainnet"],
      get accounts() {
        return granted ? [account] : []
      },
      features: {
        [config.connectFeature ?? "standard:connect"]: {
          version: "1.0.0",
          connect: async (input?: { readonly silent?: boolean }) => {
            if (input?.silent !== true) granted = true
            return { accounts: granted ? [account] : [] }
          }
        },
        "standard:disconnect": {
          version: "1.0.0",
          disconnect: async () => {
            granted = false
            for (const listener of listeners) listener({ accounts: [] })
          }
        },
        "standard:events": {
          version: "1.0.0",
          on: (_event: string, listener: (change: { readonly accounts?: ReadonlyArray<unknown> }) => void) => {
            listeners.add(listener)
            return () => listeners.delete(listener)
          }
        }
      }
    }
    const register = ({ register }: { readonly register: (w: unknown) => unknown }) => register(wallet)
    window.addEventListener("wallet-standard:app-ready", (event) => register((event as CustomEvent).detail))
    window.dispatchEvent(new CustomEvent("wallet-standard:register-wallet", { detail: register }))
  }, wallet)
}

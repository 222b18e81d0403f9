import type { DiscoveredWallet } from "../../../core/services/WalletDiscovery.js"

/** A stand-in EIP-1193 provider: discovery never calls it, only hands it on. */
export const provider = (name: string) => ({ name, request: () => Promise.reject(new Error(`${name} is not used here`)) })

export const wallet = (name: string, rdns: string, uuid: string = crypto.randomUUID()): DiscoveredWallet => ({
  info: { uuid, name, rdns, icon: `data:image/svg+xml;base64,${btoa(`<svg><text>${name}</text></svg>`)}` },
  provider: provider(name)
})

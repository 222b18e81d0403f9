import { registerWallet } from "@wallet-standard/wallet"
import type { DevWalletInfo } from "../devWalletInfo.js"
import type { BitcoinDevWallet } from "./bitcoinDevWallet.js"
import { SATS_CONNECT_METHODS, type SatsConnectProvider } from "./satsConnectProvider.js"

/**
 * Where sats-connect finds the provider: its id is the provider's path on `window`, which is
 * where the dev wallet's controls keep it.
 */
export const BITCOIN_PROVIDER_ID = "doorwayDevWallet.bitcoinProvider"

/** An entry of sats-connect's wallet list (`window.btc_providers`, its `Provider` type). */
export interface SatsConnectProviderInfo {
  readonly id: string
  readonly name: string
  readonly icon: string
  readonly webUrl?: string
  readonly methods?: ReadonlyArray<string>
}

declare global {
  interface Window {
    btc_providers?: Array<SatsConnectProviderInfo>
    BitcoinProvider?: SatsConnectProvider
  }
}

/**
 * Makes the Bitcoin half findable both ways a page looks: registered per the Wallet Standard (now,
 * and on every later `app-ready`), and listed in sats-connect's `window.btc_providers`. It also
 * answers as `window.BitcoinProvider`, sats-connect's default when no wallet is named, unless an
 * installed wallet took that name first. It never poses as Xverse (`window.XverseProviders`).
 * Call after the controls are on `window.doorwayDevWallet`, where the provider id points.
 */
export const registerBitcoinDevWallet = (bitcoin: BitcoinDevWallet, info: DevWalletInfo): void => {
  registerWallet(bitcoin.wallet)
  const providers = (window.btc_providers ??= [])
  if (!providers.some((provider) => provider.id === BITCOIN_PROVIDER_ID)) {
    providers.push({ id: BITCOIN_PROVIDER_ID, name: info.name, icon: info.icon, methods: [...SATS_CONNECT_METHODS] })
  }
  window.BitcoinProvider ??= bitcoin.provider
}

import { Context } from "effect"
import type { Effect, Option } from "effect"
import type { StateRef } from "../state/StateRef.js"

/** EIP-6963 provider info: who the wallet says it is. */
export interface DiscoveredWalletInfo {
  /** Fresh per page session (EIP-6963): identifies one announcement, not the wallet. */
  readonly uuid: string
  readonly name: string
  /** A data URI of the wallet's icon ("" for a plain injected provider). */
  readonly icon: string
  /** Reverse-DNS id of the wallet, stable across sessions ("" for a plain injected provider). */
  readonly rdns: string
}

/** A wallet found in the page: its info and its live EIP-1193 provider (opaque to core). */
export interface DiscoveredWallet {
  readonly info: DiscoveredWalletInfo
  readonly provider: unknown
}

/**
 * The wallets installed in the browser. `announced` holds the EIP-6963 wallets accepted so far,
 * the whole list written again on every change; only discovery writes it, and its followers read
 * it as a ref (`followRef`, `changes`). `injected` is the plain `window.ethereum` provider of
 * wallets that predate EIP-6963, read when asked (a wallet may inject it after page start).
 */
export class WalletDiscovery extends Context.Tag("doorway/WalletDiscovery")<
  WalletDiscovery,
  {
    readonly announced: StateRef<ReadonlyArray<DiscoveredWallet>>
    readonly injected: Effect.Effect<Option.Option<DiscoveredWallet>>
  }
>() {}

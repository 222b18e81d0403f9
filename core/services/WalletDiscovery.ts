import { Context } from "effect"
import type { Effect, Option } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
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
 * A Wallet Standard wallet registered in the page (`@wallet-standard/app`'s `getWallets()`): who it
 * says it is, the chains it names (`solana:mainnet`, …), the features it offers by name
 * (`standard:connect`, `solana:signMessage`, …) and the wallet object itself (opaque to core).
 */
export interface StandardWallet {
  readonly name: string
  /** A data URI of the wallet's icon. */
  readonly icon: string
  readonly chains: ReadonlyArray<string>
  readonly features: ReadonlyArray<string>
  readonly wallet: unknown
}

/**
 * A wallet a chain family finds in the page by a convention of its own, beside EIP-6963 and the
 * Wallet Standard (a provider list the family's wallets write on `window`): who it says it is, the
 * namespace it serves and its provider (opaque to core).
 */
export interface PageWallet {
  /** The convention's id of the wallet, one word: the same on every visit, so a stored connection finds it. */
  readonly id: string
  readonly name: string
  /** A data URI of the wallet's icon ("" when it gives none). */
  readonly icon: string
  readonly namespace: ChainNamespace
  readonly provider: unknown
}

/**
 * The wallets installed in the browser. `announced` holds the EIP-6963 wallets accepted so far,
 * the whole list written again on every change; only discovery writes it, and its followers read
 * it as a ref (`followRef`, `changes`). `injected` is the plain `window.ethereum` provider of
 * wallets that predate EIP-6963, read when asked (a wallet may inject it after page start).
 * `standard` holds the Wallet Standard wallets registered so far (the wallets of other families
 * announce themselves that way), written again on every registration. `pageWallets` are those
 * the families' own conventions list, read when asked: no event tells of them.
 */
export class WalletDiscovery extends Context.Tag("doorway/WalletDiscovery")<
  WalletDiscovery,
  {
    readonly announced: StateRef<ReadonlyArray<DiscoveredWallet>>
    readonly injected: Effect.Effect<Option.Option<DiscoveredWallet>>
    readonly standard: StateRef<ReadonlyArray<StandardWallet>>
    readonly pageWallets: Effect.Effect<ReadonlyArray<PageWallet>>
  }
>() {}

import { Effect, Option, Ref } from "effect"
import type { WcWallet } from "../../schemas/WalletCatalogue.js"
import { installedConnectorOf } from "../catalogue/installedConnectorOf.js"
import { walletBrowserLink } from "../catalogue/walletBrowserLink.js"
import { ChainState } from "../services/ChainState.js"
import { Connectors } from "../services/Connectors.js"
import { Platform } from "../services/Platform.js"

/**
 * Where picking a catalogue wallet sends the page instead of pairing (SPEC §2): on a mobile
 * browser, with Solana the active namespace, Phantom, Solflare or Coinbase Wallet that is not in
 * the page (neither announced with its rdns or id, nor a Wallet Standard wallet of its name) opens
 * `page` in the wallet's in-app browser, where it is. None otherwise: the wallet is paired as any other.
 */
export const walletBrowserRedirect = (wallet: WcWallet, page: string): Effect.Effect<Option.Option<string>, never, Platform | ChainState | Connectors> =>
  Effect.gen(function* () {
    if (!(yield* Platform).isMobile) return Option.none()
    const active = yield* Ref.get((yield* ChainState).activeNamespace)
    if (Option.getOrUndefined(active) !== "solana") return Option.none()
    const { connectors } = yield* Ref.get((yield* Connectors).state)
    const name = wallet.name.trim().toLowerCase()
    const inPage =
      installedConnectorOf(wallet, connectors) !== undefined ||
      connectors.some((connector) => connector.chain === "solana" && connector.type === "ANNOUNCED" && connector.name?.trim().toLowerCase() === name)
    if (inPage) return Option.none()
    return Option.fromNullable(walletBrowserLink(wallet, page))
  })

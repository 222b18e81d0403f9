/**
 * The Bitcoin wallets a page lists by sats-connect's convention, as sats-connect's `getProviders`
 * reads them: each entry of `window.btc_providers` (`{ id, name, icon }`) names its provider by its
 * path on `window` (`XverseProviders.BitcoinProvider`); `window.BitcoinProvider`, sats-connect's
 * default, counts too when no entry is it. Read at page start, so it stays this small: the kind
 * that talks to them loads with the family.
 */
import type { PageWallet } from "../../../core/services/WalletDiscovery.js"

/** The name sats-connect's default provider is shown under: it says nothing of itself. */
export const DEFAULT_PROVIDER_NAME = "Bitcoin Wallet"

/** What a path names on the page (`a.b` is `page.a.b`), as sats-connect's `getProviderById` reads it. */
const at = (page: object, path: string): unknown => path.split(".").reduce<unknown>((value, step) => (value as Record<string, unknown> | undefined)?.[step], page)

/** The page's sats-connect wallets, one per provider, in the list's order; what a throwing getter hides is left out. */
export const satsConnectWallets = (page: object): ReadonlyArray<PageWallet> => {
  const wallets: Array<PageWallet> = []
  const add = (id: unknown, name: unknown, icon: unknown, provider: unknown) => {
    // A provider has sats-connect's `request`; an icon shows only as a data:image URI, so no image is fetched from elsewhere.
    if (typeof id === "string" && typeof name === "string" && name.trim() !== "" && typeof (provider as { request?: unknown } | null)?.request === "function" && !wallets.some((known) => known.provider === provider)) {
      wallets.push({ id, name: name.trim(), icon: typeof icon === "string" && /^data:image\//i.test(icon) ? icon : "", namespace: "bip122", provider })
    }
  }
  try {
    const { btc_providers: listed, BitcoinProvider: fallback } = page as { readonly btc_providers?: unknown; readonly BitcoinProvider?: unknown }
    for (const entry of Array.isArray(listed) ? listed : []) {
      const { id, name, icon } = (entry ?? {}) as Record<string, unknown>
      add(id, name, icon, typeof id === "string" ? at(page, id) : undefined)
    }
    add("BitcoinProvider", DEFAULT_PROVIDER_NAME, "", fallback)
  } catch {
    // A page whose globals throw lists what was read before.
  }
  return wallets
}

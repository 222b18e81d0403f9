/**
 * The Wallet Standard wallets of the page: `getWallets()` lists those registered so far and tells
 * of each one registered or unregistered later (a wallet's script may run after the modal's).
 * Every wallet is listed as it is; which family a wallet serves is read from the chains it names
 * when the connectors are built, each by its CAIP-2 id: a Bitcoin wallet may name its chains by the
 * Wallet Standard's monikers (`bitcoin:mainnet`), whose namespace is no CAIP-2 one.
 */
import { getWallets } from "@wallet-standard/app"
import type { Wallet } from "@wallet-standard/base"
import { Effect, Ref, Runtime } from "effect"
import type { Scope } from "effect"
import type { StandardWallet } from "../core/services/WalletDiscovery.js"
import { makeStateRef } from "../core/state/makeStateRef.js"
import { caipIdOfWalletChain } from "./families/bitcoin/bitcoinChains.js"
import type { StateRef } from "../core/state/StateRef.js"

const standardWalletOf = (wallet: Wallet): StandardWallet => ({
  name: wallet.name,
  icon: wallet.icon,
  chains: wallet.chains.map(caipIdOfWalletChain),
  features: Object.keys(wallet.features),
  wallet
})

/** The registered wallets, followed until the scope closes. */
export const followStandardWallets: Effect.Effect<StateRef<ReadonlyArray<StandardWallet>>, never, Scope.Scope> = Effect.gen(function* () {
  const wallets = getWallets()
  const list = yield* makeStateRef<ReadonlyArray<StandardWallet>>(wallets.get().map(standardWalletOf))
  const runSync = Runtime.runSync(yield* Effect.runtime<never>())
  // Registrations arrive as page events, outside any fiber; the list is read again whole.
  const write = () => runSync(Ref.set(list, wallets.get().map(standardWalletOf)))
  const offRegister = wallets.on("register", write)
  const offUnregister = wallets.on("unregister", write)
  yield* Effect.addFinalizer(() =>
    Effect.sync(() => {
      offRegister()
      offUnregister()
    })
  )
  return list
})

/**
 * A connector's Wallet Standard wallet, as the kinds of connection of Solana and Bitcoin reach it:
 * checked for the standard's shape, and its features looked up by name.
 */
import { Effect, Queue, Stream } from "effect"
import type { Wallet, WalletAccount } from "@wallet-standard/base"
import type { StandardEventsFeature } from "@wallet-standard/features"
import type { WalletEvent } from "../../../core/services/EvmWallet.js"
import type { NamespaceAccount } from "../../../schemas/Account.js"
import { JsonRpcError } from "../../../core/errors/JsonRpcError.js"

type Events = StandardEventsFeature["standard:events"]

/** EIP-1193 "Disconnected": a connector with no wallet to speak to. */
const DISCONNECTED_CODE = 4900

export const isStandardWallet = (provider: unknown): provider is Wallet =>
  typeof provider === "object" &&
  provider !== null &&
  typeof (provider as { features?: unknown }).features === "object" &&
  (provider as { features?: unknown }).features !== null &&
  Array.isArray((provider as { accounts?: unknown }).accounts)

/** The wallet of a connector: the wallet itself, or (once connected) the provider made over it. */
export const walletOf = (provider: unknown): unknown =>
  typeof provider === "object" && provider !== null && "wallet" in provider && isStandardWallet(provider.wallet) ? provider.wallet : provider

export const asStandardWallet = (provider: unknown): Effect.Effect<Wallet, JsonRpcError> => {
  const wallet = walletOf(provider)
  return isStandardWallet(wallet)
    ? Effect.succeed(wallet)
    : Effect.fail(new JsonRpcError({ code: DISCONNECTED_CODE, reason: "The connector has no Wallet Standard wallet" }))
}

export const featureOf = <F>(wallet: Wallet, name: string): F | undefined => (wallet.features as Record<string, F | undefined>)[name]

/**
 * The account changes a connector's wallet reports (`standard:events` "change"), as the modal
 * follows them: the addresses `addressesOf` picks from the accounts, and how `describe` describes
 * them when given. A change of chains or features alone says nothing the modal follows; a wallet
 * without events reports nothing.
 */
export const accountChanges = (
  provider: unknown,
  addressesOf: (accounts: ReadonlyArray<WalletAccount>) => ReadonlyArray<string>,
  describe?: (accounts: ReadonlyArray<WalletAccount>) => ReadonlyArray<NamespaceAccount>
): Stream.Stream<WalletEvent> =>
  Stream.unwrapScoped(
    Effect.gen(function* () {
      const queue = yield* Queue.unbounded<WalletEvent>()
      const wallet = walletOf(provider)
      const on = isStandardWallet(wallet) ? featureOf<Events>(wallet, "standard:events")?.on : undefined
      if (on === undefined) return Stream.fromQueue(queue)
      const off = on("change", ({ accounts }) => {
        if (accounts === undefined) return
        const addresses = addressesOf(accounts)
        queue.unsafeOffer(
          describe === undefined || addresses.length === 0
            ? { _tag: "AccountsChanged", accounts: addresses }
            : { _tag: "AccountsChanged", accounts: addresses, allAccounts: describe(accounts) }
        )
      })
      yield* Effect.addFinalizer(() => Effect.sync(off))
      return Stream.fromQueue(queue)
    })
  )

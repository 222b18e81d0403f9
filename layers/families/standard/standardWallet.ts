/**
 * A connector's Wallet Standard wallet, as the kinds of connection of Solana and Bitcoin reach it:
 * checked for the standard's shape, and its features looked up by name.
 */
import { Effect } from "effect"
import type { Wallet } from "@wallet-standard/base"
import { JsonRpcError } from "../../../core/errors/JsonRpcError.js"

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

import { Effect, Option } from "effect"
import type { Network } from "../../schemas/Network.js"
import type { TokenBalance } from "../../schemas/TokenBalance.js"
import { connectedWallet } from "../connection/connectedWallet.js"
import { EvmWallet } from "../services/EvmWallet.js"
import { fetchWalletAssets } from "./fetchWalletAssets.js"

/**
 * How long the wallet has to answer each of `wallet_getCapabilities` and `wallet_getAssets` before
 * the balances are asked of the data service instead (not a SPEC §9 number: the product's own).
 */
const WALLET_ANSWER_WAIT = "3 seconds"

/**
 * The token balances the connected embedded wallet reports itself (WIRE §1.5, ERC-7811): when the
 * account is connected through the embedded wallet (the AUTH connector) and it announces asset
 * discovery on the account's network in `wallet_getCapabilities`, its `wallet_getAssets` for the
 * account and that chain. None on another chain family, without a connected wallet for the account,
 * through an extension or WalletConnect wallet (WIRE §1.5 asks only the embedded wallet: the list
 * never waits on a wallet that leaves an unknown method unanswered), when the wallet does not
 * announce it, refuses, answers what does not decode or takes longer than 3 s: the balances then
 * come from the data service.
 */
export const fetchConnectedWalletAssets = (address: string, network: Network) =>
  Effect.gen(function* () {
    const none = Option.none<ReadonlyArray<TokenBalance>>()
    if (network.chainNamespace !== "eip155") return none
    const wallet = yield* Effect.option(connectedWallet("eip155"))
    if (Option.isNone(wallet) || wallet.value.connector.type !== "AUTH" || wallet.value.address.toLowerCase() !== address.toLowerCase()) return none
    const evm = yield* EvmWallet
    const provider = wallet.value.connector.provider
    return yield* fetchWalletAssets(
      (method, params) => evm.request(provider, method, params).pipe(Effect.timeout(WALLET_ANSWER_WAIT)),
      address,
      network
    )
  }).pipe(Effect.withSpan("balance.fetchConnectedWalletAssets"))

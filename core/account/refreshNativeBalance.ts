import { Effect } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { Network } from "../../schemas/Network.js"
import { setCachedNativeBalance } from "../cache/nativeBalanceCache.js"
import { messageOf } from "../errors/catalogue.js"
import { EvmWallet } from "../services/EvmWallet.js"
import { formatUnits } from "./formatUnits.js"

/**
 * Reads an EVM account's native balance from the node, past its 30 s cache, into that cache (SPEC
 * §4: after a transaction the balance is read again). Testnets show no balance, so they are not
 * read; a read that fails is logged and the cache keeps what it had.
 */
export const refreshNativeBalance = (account: { readonly caipAddress: CaipAddress; readonly address: string; readonly network: Network }) =>
  Effect.gen(function* () {
    const { network } = account
    if (network.chainNamespace !== "eip155" || network.testnet === true) return
    const evm = yield* EvmWallet
    yield* evm.getBalance(account.address, network).pipe(
      Effect.flatMap((wei) =>
        setCachedNativeBalance(account.caipAddress, { balance: formatUnits(wei, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol })
      ),
      Effect.catchAll((error) => Effect.logWarning(`Native balance: ${messageOf(error)}`))
    )
  }).pipe(Effect.withSpan("account.refreshNativeBalance"))

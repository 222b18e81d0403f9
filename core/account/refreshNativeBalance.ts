import { Effect } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { Network } from "../../schemas/Network.js"
import { setCachedNativeBalance } from "../cache/nativeBalanceCache.js"
import { messageOf } from "../errors/catalogue.js"
import { WalletConnections } from "../services/WalletConnections.js"
import { formatUnits } from "./formatUnits.js"

/**
 * Reads an account's native balance from the node of its network's chain family, past its 30 s
 * cache, into that cache (SPEC §4: after a transaction the balance is read again). Testnets show
 * no balance, so they are not read; a read that fails is logged and the cache keeps what it had.
 */
export const refreshNativeBalance = (account: { readonly caipAddress: CaipAddress; readonly address: string; readonly network: Network }) =>
  Effect.gen(function* () {
    const { network } = account
    if (network.testnet === true) return
    const connections = yield* WalletConnections
    yield* connections.familyOf(network.chainNamespace).pipe(
      Effect.flatMap((family) => family.getBalance(account.address, network)),
      Effect.flatMap((smallest) =>
        setCachedNativeBalance(account.caipAddress, { balance: formatUnits(smallest, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol })
      ),
      Effect.catchAll((error) => Effect.logWarning(`Native balance: ${messageOf(error)}`))
    )
  }).pipe(Effect.withSpan("account.refreshNativeBalance"))

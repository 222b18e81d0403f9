import { Effect, Option } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { Network } from "../../schemas/Network.js"
import { getCachedNativeBalance, setCachedNativeBalance } from "../cache/nativeBalanceCache.js"
import type { NativeBalance } from "../cache/nativeBalanceCache.js"
import { messageOf } from "../errors/catalogue.js"
import { EvmAdapter } from "../services/EvmAdapter.js"
import { formatUnits } from "./formatUnits.js"

/** SPEC §5: "Testnets return balance 0.00" — a testnet's balance is not read, it shows 0.00. */
export const TESTNET_BALANCE = "0.00"

/**
 * The native balance of an account, as an exact decimal string with the network's currency
 * symbol. A testnet answers 0.00 without asking its node; otherwise a balance read less than
 * 30 s ago is reused, else the node is asked through the EVM adapter and the answer cached.
 * None when it cannot be read (the failure is logged) or the chain family has no adapter yet.
 */
export const fetchNativeBalance = (caipAddress: CaipAddress, address: string, network: Network) =>
  Effect.gen(function* () {
    const symbol = network.nativeCurrency.symbol
    if (network.testnet === true) return Option.some<NativeBalance>({ balance: TESTNET_BALANCE, symbol })
    if (network.chainNamespace !== "eip155") return Option.none<NativeBalance>()
    const cached = yield* getCachedNativeBalance(caipAddress)
    if (Option.isSome(cached)) return cached
    const evm = yield* EvmAdapter
    return yield* evm.getBalance(address, network).pipe(
      Effect.map((wei): NativeBalance => ({ balance: formatUnits(wei, network.nativeCurrency.decimals), symbol })),
      Effect.tap((native) => setCachedNativeBalance(caipAddress, native)),
      Effect.map(Option.some),
      Effect.catchAll((error) => Effect.logWarning(`Balance of ${caipAddress} unavailable: ${messageOf(error)}`).pipe(Effect.as(Option.none())))
    )
  }).pipe(Effect.withSpan("account.fetchNativeBalance"))

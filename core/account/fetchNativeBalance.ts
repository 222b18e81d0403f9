import { Effect, Option } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { Network } from "../../schemas/Network.js"
import { getCachedNativeBalance, setCachedNativeBalance } from "../cache/nativeBalanceCache.js"
import type { NativeBalance } from "../cache/nativeBalanceCache.js"
import { retryBlock } from "../balance/retryBlock.js"
import { TokenBalanceUnavailable } from "../errors/AccountErrors.js"
import type { TokenBalanceRetryBlocked } from "../errors/AccountErrors.js"
import { messageOf } from "../errors/catalogue.js"
import { ChainState } from "../services/ChainState.js"
import { WalletConnections } from "../services/WalletConnections.js"
import type { Storage } from "../services/Storage.js"
import { formatUnits } from "./formatUnits.js"

/** SPEC §5: "Testnets return balance 0.00" — a testnet's balance is not read, it shows 0.00. */
export const TESTNET_BALANCE = "0.00"

/** Why a native balance is not known. */
export type NativeBalanceError = TokenBalanceUnavailable | TokenBalanceRetryBlocked

/** Until when native reads wait after a failure (SPEC §5's 30 s). */
const retry = retryBlock(Effect.map(ChainState, ({ balanceFailures }) => balanceFailures))

/**
 * The native balance of an account, as an exact decimal string with the network's currency
 * symbol. A testnet answers 0.00 without asking its node; a balance read less than 30 s ago is
 * reused. Otherwise the node is asked through the network's chain family and the answer cached. When it
 * cannot be had (the node fails, or no family serves the network's namespace, or its code did not load) the
 * time is recorded and this fails with TokenBalanceUnavailable; within 30 s of that failure no
 * new read is made and this fails with TokenBalanceRetryBlocked (SPEC §5). A new read clears the
 * failure while it runs: the balance is then loading again.
 */
export const fetchNativeBalance = (
  caipAddress: CaipAddress,
  address: string,
  network: Network
): Effect.Effect<NativeBalance, NativeBalanceError, ChainState | WalletConnections | Storage> =>
  Effect.gen(function* () {
    const symbol = network.nativeCurrency.symbol
    if (network.testnet === true) return { balance: TESTNET_BALANCE, symbol }
    const cached = yield* getCachedNativeBalance(caipAddress)
    if (Option.isSome(cached)) return cached.value
    yield* retry.check(caipAddress)
    const family = yield* Effect.either((yield* WalletConnections).familyOf(network.chainNamespace))
    if (family._tag === "Left") {
      yield* Effect.logWarning(`Balance of ${caipAddress} unavailable: ${messageOf(family.left)}`)
      return yield* new TokenBalanceUnavailable({ retryAt: yield* retry.record(caipAddress) })
    }
    // While the node is asked the balance is loading, not unavailable: an old failure is dropped.
    yield* retry.clear(caipAddress)
    const native = yield* family.right.getBalance(address, network).pipe(
      Effect.map((wei): NativeBalance => ({ balance: formatUnits(wei, network.nativeCurrency.decimals), symbol })),
      Effect.catchAll((error) =>
        Effect.zipRight(
          Effect.logWarning(`Balance of ${caipAddress} unavailable: ${messageOf(error)}`),
          Effect.flatMap(retry.record(caipAddress), (retryAt) => Effect.fail(new TokenBalanceUnavailable({ retryAt })))
        )
      )
    )
    yield* setCachedNativeBalance(caipAddress, native)
    return native
  }).pipe(Effect.withSpan("account.fetchNativeBalance"))

import { Effect, Option } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import { NativeBalanceCacheValue } from "../../schemas/StorageValues.js"
import { NATIVE_BALANCE_CACHE_LIFETIME } from "../constants.js"
import { makeCache } from "./makeCache.js"

/** The native-currency balance of an account and its symbol. */
export interface NativeBalance {
  readonly balance: string
  readonly symbol: string
}

/** Native balances per account (`@appkit/native_balance_cache`, keyed `<CAIP-2>:<address>`), 30 s. */
export const nativeBalanceCache = makeCache({
  key: "@appkit/native_balance_cache",
  map: NativeBalanceCacheValue,
  lifetime: NATIVE_BALANCE_CACHE_LIFETIME
})

/** The native balance of an account read less than 30 s ago. */
export const getCachedNativeBalance = (caipAddress: CaipAddress) =>
  Effect.map(
    nativeBalanceCache.get(caipAddress),
    Option.map((entry): NativeBalance => ({ balance: entry.balance, symbol: entry.symbol }))
  )

export const setCachedNativeBalance = (caipAddress: CaipAddress, native: NativeBalance) =>
  nativeBalanceCache.set(caipAddress, { caipAddress, balance: native.balance, symbol: native.symbol })

import type { CaipAddress } from "../../schemas/Caip.js"
import { NativeBalanceCacheValue } from "../../schemas/StorageValues.js"
import { NATIVE_BALANCE_CACHE_LIFETIME } from "../constants.js"
import { makeValueCache } from "./makeValueCache.js"

/** The native-currency balance of an account and its symbol. */
export interface NativeBalance {
  readonly balance: string
  readonly symbol: string
}

/** Native balances per account (`@appkit/native_balance_cache`, keyed `<CAIP-2>:<address>`), 30 s. */
export const nativeBalanceCache = makeValueCache({
  key: "@appkit/native_balance_cache",
  map: NativeBalanceCacheValue,
  lifetime: NATIVE_BALANCE_CACHE_LIFETIME,
  fromEntry: (entry): NativeBalance => ({ balance: entry.balance, symbol: entry.symbol }),
  toEntry: (caipAddress: CaipAddress, native: NativeBalance) => ({ caipAddress, balance: native.balance, symbol: native.symbol })
})

/** The native balance of an account read less than 30 s ago. */
export const getCachedNativeBalance = nativeBalanceCache.get

export const setCachedNativeBalance = nativeBalanceCache.set

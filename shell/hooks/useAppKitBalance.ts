import { useMemo } from "react"
import type { BalanceResult } from "../runtime/activeBalance.js"
import { useInstanceHandle } from "./useInstanceHandle.js"

export type { BalanceResult } from "../runtime/activeBalance.js"

export interface UseAppKitBalanceReturn {
  /**
   * Reads the connected account's native balance on the active network: `{ data: { balance,
   * symbol }, error: null, isSuccess: true }`, or `{ data: undefined, error, isSuccess: false }`
   * when nobody is connected or the read fails. Starts the instance if it does not run yet.
   */
  readonly fetchBalance: () => Promise<BalanceResult>
}

/** AppKit's `useAppKitBalance`: the native balance on demand. Its program loads on first use. */
export const useAppKitBalance = (): UseAppKitBalanceReturn => {
  const { shell } = useInstanceHandle("useAppKitBalance")
  return useMemo(
    () => ({
      fetchBalance: () =>
        shell
          .start()
          .then((running) => import("../runtime/activeBalance.js").then(({ activeBalance }) => running.handle.runtime.runPromise(activeBalance)))
    }),
    [shell]
  )
}

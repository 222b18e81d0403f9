import { useMemo } from "react"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { AccountInfo } from "../runtime/selectors.js"
import { accountInfo, namespaceState } from "../runtime/selectors.js"
import { useInstanceHandle } from "./useInstanceHandle.js"
import { useShellState } from "./useShellState.js"

export type UseAppKitAccountReturn = AccountInfo

/** The account of the active namespace (or of `namespace`): address, CAIP-10 address, status. */
export const useAppKitAccount = (options?: { readonly namespace?: ChainNamespace }): UseAppKitAccountReturn => {
  const { shell } = useInstanceHandle("useAppKitAccount")
  const chains = useShellState(shell, "chains")
  const active = useShellState(shell, "activeNamespace")
  const namespace = options?.namespace
  return useMemo(() => accountInfo(namespaceState(chains, active, namespace)), [chains, active, namespace])
}

import { useMemo } from "react"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { AccountInfo } from "../runtime/selectors.js"
import { accountInfo, namespaceState } from "../runtime/selectors.js"
import { useInstanceHandle } from "./useInstanceHandle.js"
import { useSubscriptionRef } from "./useSubscriptionRef.js"

export type UseAppKitAccountReturn = AccountInfo

/** The account of the active namespace (or of `namespace`): address, CAIP-10 address, status. */
export const useAppKitAccount = (options?: { readonly namespace?: ChainNamespace }): UseAppKitAccountReturn => {
  const { handle } = useInstanceHandle("useAppKitAccount")
  const chains = useSubscriptionRef(handle.runtime, handle.state.chains.chains)
  const active = useSubscriptionRef(handle.runtime, handle.state.chains.activeNamespace)
  const namespace = options?.namespace
  return useMemo(() => accountInfo(namespaceState(chains, active, namespace)), [chains, active, namespace])
}

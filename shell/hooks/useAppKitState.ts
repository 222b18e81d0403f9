import { useMemo } from "react"
import type { AppKitState } from "../runtime/selectors.js"
import { appKitState } from "../runtime/selectors.js"
import { useInstanceHandle } from "./useInstanceHandle.js"
import { useSubscriptionRef } from "./useSubscriptionRef.js"

export type UseAppKitStateReturn = AppKitState

/** Whether the modal is open or busy, the selected network and the active chain family. */
export const useAppKitState = (): UseAppKitStateReturn => {
  const { handle } = useInstanceHandle("useAppKitState")
  const modal = useSubscriptionRef(handle.runtime, handle.state.modal.state)
  const chains = useSubscriptionRef(handle.runtime, handle.state.chains.chains)
  const active = useSubscriptionRef(handle.runtime, handle.state.chains.activeNamespace)
  return useMemo(() => appKitState(modal, chains, active), [modal, chains, active])
}

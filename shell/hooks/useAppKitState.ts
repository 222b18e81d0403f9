import { useMemo } from "react"
import type { AppKitState } from "../runtime/selectors.js"
import { appKitState } from "../runtime/selectors.js"
import { useInstanceHandle } from "./useInstanceHandle.js"
import { useShellState } from "./useShellState.js"

export type UseAppKitStateReturn = AppKitState

/** Whether the modal is open or busy, the selected network and the active chain family. */
export const useAppKitState = (): UseAppKitStateReturn => {
  const { shell } = useInstanceHandle("useAppKitState")
  const modal = useShellState(shell, "modal")
  const chains = useShellState(shell, "chains")
  const active = useShellState(shell, "activeNamespace")
  return useMemo(() => appKitState(modal, chains, active), [modal, chains, active])
}

import { useMemo, useSyncExternalStore } from "react"
import type { AppKitState } from "../runtime/selectors.js"
import { appKitState } from "../runtime/selectors.js"
import { useInstanceHandle } from "./useInstanceHandle.js"
import { useShellState } from "./useShellState.js"

export type UseAppKitStateReturn = AppKitState

/**
 * Whether the modal is open or busy, the selected network, the active chain family, and whether
 * the instance's runtime runs yet (`initialized`; false while a server renders).
 */
export const useAppKitState = (): UseAppKitStateReturn => {
  const { shell } = useInstanceHandle("useAppKitState")
  const modal = useShellState(shell, "modal")
  const chains = useShellState(shell, "chains")
  const active = useShellState(shell, "activeNamespace")
  const initialized = useSyncExternalStore(shell.onStart, () => shell.running() !== undefined, () => false)
  return useMemo(() => appKitState(modal, chains, active, initialized), [modal, chains, active, initialized])
}

import { useMemo } from "react"
import type { LastEvent } from "../runtime/selectors.js"
import { NO_EVENT } from "../runtime/selectors.js"
import { useInstanceHandle } from "./useInstanceHandle.js"
import { useShellState } from "./useShellState.js"

/** The last event the modal tracked: `{ timestamp, data: { type, event, properties } }`. */
export type UseAppKitEventsReturn = LastEvent

/** Follows the modal's events (open, close, connect, …), whether or not analytics sends them. */
export const useAppKitEvents = (): UseAppKitEventsReturn => {
  const { shell } = useInstanceHandle("useAppKitEvents")
  const last = useShellState(shell, "events")
  return useMemo(() => last ?? NO_EVENT, [last])
}

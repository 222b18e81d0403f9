import { useMemo } from "react"
import type { TrackedEvent } from "../../core/services/Analytics.js"
import { useInstanceHandle } from "./useInstanceHandle.js"
import { useShellState } from "./useShellState.js"

/** The last event the modal tracked: `{ timestamp, data: { type, event, properties } }`. */
export type UseAppKitEventsReturn = TrackedEvent | { readonly timestamp: undefined; readonly data: undefined }

const NONE: UseAppKitEventsReturn = { timestamp: undefined, data: undefined }

/** Follows the modal's events (open, close, connect, …), whether or not analytics sends them. */
export const useAppKitEvents = (): UseAppKitEventsReturn => {
  const { shell } = useInstanceHandle("useAppKitEvents")
  const last = useShellState(shell, "events")
  return useMemo(() => last ?? NONE, [last])
}

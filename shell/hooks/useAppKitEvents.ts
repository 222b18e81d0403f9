import { Option } from "effect"
import { useMemo } from "react"
import type { TrackedEvent } from "../../core/services/Analytics.js"
import { useInstanceHandle } from "./useInstanceHandle.js"
import { useSubscriptionRef } from "./useSubscriptionRef.js"

/** The last event the modal tracked: `{ timestamp, data: { type, event, properties } }`. */
export type UseAppKitEventsReturn = TrackedEvent | { readonly timestamp: undefined; readonly data: undefined }

const NONE: UseAppKitEventsReturn = { timestamp: undefined, data: undefined }

/** Follows the modal's events (open, close, connect, …), whether or not analytics sends them. */
export const useAppKitEvents = (): UseAppKitEventsReturn => {
  const { handle } = useInstanceHandle("useAppKitEvents")
  const last = useSubscriptionRef(handle.runtime, handle.state.events)
  return useMemo(() => Option.getOrElse(last, () => NONE), [last])
}

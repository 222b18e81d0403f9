import { useMemo } from "react"
import type { AppKitInstance } from "../AppKitInstance.js"
import { useInstanceHandle } from "./useInstanceHandle.js"

export interface UseAppKitReturn {
  readonly open: AppKitInstance["open"]
  readonly close: AppKitInstance["close"]
}

/** Opens (optionally on a given view) and closes the modal. */
export const useAppKit = (): UseAppKitReturn => {
  const { instance } = useInstanceHandle("useAppKit")
  return useMemo(() => ({ open: instance.open, close: instance.close }), [instance])
}

import { useMemo } from "react"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { useInstanceHandle } from "./useInstanceHandle.js"

export interface UseDisconnectReturn {
  /** Disconnects every namespace, or only `namespace`; the modal closes unless `closeModal: false`. */
  readonly disconnect: (options?: { readonly namespace?: ChainNamespace; readonly closeModal?: boolean }) => Promise<void>
}

/** Disconnects the connected wallets. */
export const useDisconnect = (): UseDisconnectReturn => {
  const { shell } = useInstanceHandle("useDisconnect")
  return useMemo(
    () => ({
      disconnect: (options = {}) => shell.start().then((running) => running.actions.disconnect(options))
    }),
    [shell]
  )
}

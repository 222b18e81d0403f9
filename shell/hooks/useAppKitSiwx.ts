import { useEffect, useState, useSyncExternalStore } from "react"
import type { SiwxSession } from "../../schemas/Siwx.js"
import { useInstanceHandle } from "./useInstanceHandle.js"
import { useShellState } from "./useShellState.js"

export interface UseAppKitSiwxReturn {
  /** Whether the host set `siwx` or `siweConfig`. */
  readonly enabled: boolean
  /** The connected account's session in force on its network, from the configured store. */
  readonly session: SiwxSession | undefined
  readonly isSignedIn: boolean
}

/**
 * The sign-in state (SPEC §4): the connected account's current session, read again from the
 * configured store whenever the account, its network or the modal's last event (SIWX_AUTH_SUCCESS,
 * a disconnect, …) changes. The sign-in code loads only when sign-in is on.
 */
export const useAppKitSiwx = (): UseAppKitSiwxReturn => {
  const { shell } = useInstanceHandle("useAppKitSiwx")
  const enabled = shell.options.siwx !== undefined || shell.options.siweConfig !== undefined
  const chains = useShellState(shell, "chains")
  const active = useShellState(shell, "activeNamespace")
  const last = useShellState(shell, "events")
  const running = useSyncExternalStore(shell.onStart, shell.running, () => undefined)
  const [session, setSession] = useState<SiwxSession | undefined>(undefined)
  useEffect(() => {
    if (!enabled || running === undefined) return setSession(undefined)
    let current = true
    // Plain promises: a hook a host renders at start imports no effect code, which would otherwise
    // load and run before the host's first frame; the program comes with the sign-in chunk.
    import("../../core/siwx/flow/currentSignInSession.js")
      .then((chunk) => running.handle.runtime.runPromise(chunk.currentSignInSession))
      .then(
        (found) => current && setSession(found._tag === "Some" ? found.value : undefined),
        () => current && setSession(undefined)
      )
    return () => {
      current = false
    }
  }, [running, enabled, chains, active, last])
  return { enabled, session, isSignedIn: session !== undefined }
}

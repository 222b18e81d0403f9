import { useMemo } from "react"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { useInstanceHandle } from "../hooks/useInstanceHandle.js"
import { useShellState } from "../hooks/useShellState.js"
import { namespaceState } from "../runtime/selectors.js"
import type { ButtonAccount } from "./buttonAccount.js"
import { buttonAccount } from "./buttonAccount.js"

/** The account of the active namespace (or of `namespace`) as a button shows it. */
export const useButtonAccount = (component: string, namespace?: ChainNamespace): ButtonAccount => {
  const { shell } = useInstanceHandle(component)
  const chains = useShellState(shell, "chains")
  const active = useShellState(shell, "activeNamespace")
  return useMemo(() => buttonAccount(namespaceState(chains, active, namespace)), [chains, active, namespace])
}

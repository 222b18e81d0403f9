import { Option } from "effect"
import type { NamespaceState } from "../../../core/services/ChainState.js"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import { useStateRef } from "../../hooks/useStateRef.js"
import { useHandle } from "../../runtime/HandleContext.js"

/** The active namespace and its chain state (account and network), re-rendering as they change. */
export const useActiveChain = (): { readonly namespace: ChainNamespace | undefined; readonly chain: NamespaceState | undefined } => {
  const { runtime, state } = useHandle()
  const chains = useStateRef(runtime, state.chains.chains)
  const namespace = Option.getOrUndefined(useStateRef(runtime, state.chains.activeNamespace))
  return { namespace, chain: namespace === undefined ? undefined : chains.get(namespace) }
}

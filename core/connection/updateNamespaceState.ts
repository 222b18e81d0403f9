import { Effect, Ref } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { ChainState } from "../services/ChainState.js"
import type { NamespaceState } from "../services/ChainState.js"
import { Options } from "../services/Options.js"
import { INITIAL_ACCOUNT_STATE } from "./initialAccountState.js"
import { initialChains } from "./initialChains.js"

/**
 * Changes the chain state of one namespace. Every configured namespace has an entry from the
 * start; one that is missing is rebuilt from the options first.
 */
export const updateNamespaceState = (namespace: ChainNamespace, change: (current: NamespaceState) => NamespaceState) =>
  Effect.gen(function* () {
    const options = yield* Options
    const { chains } = yield* ChainState
    yield* Ref.update(chains, (all) => {
      const current = all.get(namespace) ??
        initialChains(options.networks).chains.get(namespace) ?? {
          namespace,
          networkState: { supportsAllNetworks: true },
          accountState: INITIAL_ACCOUNT_STATE
        }
      return new Map(all).set(namespace, change(current))
    })
  })

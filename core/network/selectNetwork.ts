import { Effect, Option, Ref } from "effect"
import type { Network } from "../../schemas/Network.js"
import { showAlert } from "../alerts/showAlert.js"
import { initialChains } from "../connection/initialChains.js"
import { NetworkNotFoundAlert } from "../errors/AlertErrors.js"
import { NetworkNotFound } from "../errors/ConnectionErrors.js"
import { findNetworkByCaipId } from "../networks/findNetworkByCaipId.js"
import { ChainState } from "../services/ChainState.js"
import { Options } from "../services/Options.js"

/**
 * Makes a configured network the active one, and its namespace the active namespace. The network
 * is looked up by CAIP-2 id among the host's networks: one the app is not configured with shows
 * the Network Not Found alert and fails. Asking the wallet to switch is not part of this.
 */
export const selectNetwork = Effect.fn("network.selectNetwork")(function* (target: Network | string) {
  const caipNetworkId = typeof target === "string" ? target : target.caipNetworkId
  const options = yield* Options
  const found = findNetworkByCaipId(options.networks, caipNetworkId)
  if (Option.isNone(found)) {
    yield* showAlert(new NetworkNotFoundAlert({ caipNetworkId }))
    return yield* new NetworkNotFound({ caipNetworkId })
  }
  const network = found.value
  const namespace = network.chainNamespace
  const state = yield* ChainState
  yield* Ref.update(state.chains, (chains) => {
    // Every configured namespace has an entry from the start; rebuild one if it was dropped.
    const current = chains.get(namespace) ?? initialChains(options.networks, network).chains.get(namespace)
    if (current === undefined) return chains
    return new Map(chains).set(namespace, { ...current, networkState: { ...current.networkState, caipNetwork: network } })
  })
  yield* Ref.set(state.activeNamespace, Option.some(namespace))
  return network
})

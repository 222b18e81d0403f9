import { Effect, Option } from "effect"
import type { Network } from "../../schemas/Network.js"
import { showAlert } from "../alerts/showAlert.js"
import { NetworkNotFoundAlert } from "../errors/AlertErrors.js"
import { NetworkNotFound } from "../errors/ConnectionErrors.js"
import { findNetworkByCaipId } from "../networks/findNetworkByCaipId.js"
import { Options } from "../services/Options.js"

/**
 * The configured network a switch asks for (by object or CAIP-2 id). One the app is not configured
 * with shows the Network Not Found alert and fails with NetworkNotFound (SPEC §8).
 */
export const configuredNetwork = (target: Network | string) =>
  Effect.gen(function* () {
    const caipNetworkId = typeof target === "string" ? target : target.caipNetworkId
    const found = findNetworkByCaipId((yield* Options).networks, caipNetworkId)
    if (Option.isSome(found)) return found.value
    yield* showAlert(new NetworkNotFoundAlert({ caipNetworkId }))
    return yield* new NetworkNotFound({ caipNetworkId })
  })

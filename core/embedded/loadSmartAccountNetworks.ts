import { Effect } from "effect"
import { updateNamespaceState } from "../connection/updateNamespaceState.js"
import type { OnFrameTimeout } from "../frame/FrameTimeoutReason.js"
import { sendFrameRequest } from "../frame/sendFrameRequest.js"
import { writeStoredValue } from "../storage/storedValues.js"

/**
 * Asks the frame which EVM chains have smart accounts (GET_SMART_ACCOUNT_ENABLED_NETWORKS, WIRE
 * §4.3, §4.6), keeps them comma-joined in `@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS` (WIRE §4.8)
 * and as the EVM network state's `smartAccountEnabledNetworks`. A failure stores an empty list
 * (SPEC §8): no switch to a smart account is offered then. Answers the list kept.
 */
export const loadSmartAccountNetworks = Effect.fn("embedded.loadSmartAccountNetworks")(function* (onTimeout: OnFrameTimeout) {
  const networks = yield* sendFrameRequest({ type: "@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS" }, onTimeout).pipe(
    Effect.map((reply) => reply.smartAccountEnabledNetworks),
    Effect.catchAll((error) => Effect.as(Effect.logWarning(`Smart-account networks unknown: ${error._tag}`), []))
  )
  yield* writeStoredValue("@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS", networks).pipe(
    Effect.catchAll((error) => Effect.logWarning(`Smart-account networks not stored: ${error.message}`))
  )
  yield* updateNamespaceState("eip155", (current) => ({
    ...current,
    networkState: { ...current.networkState, smartAccountEnabledNetworks: networks }
  }))
  return networks
})

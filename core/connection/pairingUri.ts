import { Effect, Option, SubscriptionRef } from "effect"
import { Connectors } from "../services/Connectors.js"

/** Publishes the URI a wallet must open to pair (the QR view reads `pairingUri`). */
export const showPairingUri = (uri: string) =>
  Effect.flatMap(Connectors, ({ state }) => SubscriptionRef.update(state, (current) => ({ ...current, pairingUri: uri })))

/** No pairing waits any more: the URI is withdrawn (nothing changes when none was shown). */
export const clearPairingUri = Effect.flatMap(Connectors, ({ state }) =>
  SubscriptionRef.updateSome(state, ({ pairingUri, ...rest }) => (pairingUri === undefined ? Option.none() : Option.some(rest)))
)

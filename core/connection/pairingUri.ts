import { Effect, Ref } from "effect"
import { Connectors } from "../services/Connectors.js"

/** Publishes the URI a wallet must open to pair (the QR view reads `pairingUri`). */
export const showPairingUri = (uri: string) =>
  Effect.flatMap(Connectors, ({ state }) => Ref.update(state, (current) => ({ ...current, pairingUri: uri })))

/**
 * No pairing waits any more: the URI is withdrawn (the state stays the same object when none was
 * shown, so nobody re-renders). `update`, not `updateSome`: page start already carries it.
 */
export const clearPairingUri = Effect.flatMap(Connectors, ({ state }) =>
  Ref.update(state, (current) => {
    if (current.pairingUri === undefined) return current
    const { pairingUri: _withdrawn, ...rest } = current
    return rest
  })
)

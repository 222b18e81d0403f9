import { Clock, Effect, Option, Ref } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { ChainState } from "../services/ChainState.js"
import { Connectors } from "../services/Connectors.js"
import { Platform } from "../services/Platform.js"
import { reusesPairingUri } from "./reusesPairingUri.js"

/** When a pairing URI stops being usable: its `expiryTimestamp` (seconds), in ms; none without one. */
export const pairingUriExpiry = (uri: string): number | undefined => {
  const match = /[?&]expiryTimestamp=(\d+)(?:&|$)/.exec(uri)
  return match === null ? undefined : Number(match[1]) * 1000
}

/**
 * The pairing the QR view shows again instead of starting a new one (SPEC §4): on Telegram or in
 * Safari on iOS, the URI of the pairing in flight, while `namespace` is still connecting through
 * it and until the URI expires (its `expiryTimestamp`). Elsewhere, or once it expired, none: the
 * view starts a fresh pairing.
 */
export const keptPairingUri = (namespace: ChainNamespace = "eip155") =>
  Effect.gen(function* () {
    if (!reusesPairingUri(yield* Platform)) return Option.none<string>()
    const uri = (yield* Ref.get((yield* Connectors).state)).pairingUri
    if (uri === undefined) return Option.none<string>()
    const status = (yield* Ref.get((yield* ChainState).chains)).get(namespace)?.accountState.status
    const expiry = pairingUriExpiry(uri)
    const now = yield* Clock.currentTimeMillis
    return status === "connecting" && expiry !== undefined && now < expiry ? Option.some(uri) : Option.none<string>()
  })

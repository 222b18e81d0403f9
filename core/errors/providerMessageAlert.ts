import { Option } from "effect"
import { InvalidProjectId, OriginNotAllowed, SessionExpired } from "./AlertErrors.js"

/**
 * Hosted services explain refusals with fixed strings, in an HTTP error body or a WebSocket close
 * reason; each names a configuration problem the host app's developer must fix.
 */
const PROVIDER_STRINGS: ReadonlyArray<readonly [string, () => OriginNotAllowed | SessionExpired | InvalidProjectId]> = [
  ["Unauthorized: origin not allowed", () => new OriginNotAllowed({})],
  ["JWT validation error: JWT Token is not yet valid", () => new SessionExpired()],
  ["Unauthorized: invalid key", () => new InvalidProjectId()]
]

/** The alert a provider's refusal text stands for, wherever the text arrived. */
export const providerMessageAlert = (
  text: string
): Option.Option<OriginNotAllowed | SessionExpired | InvalidProjectId> => {
  for (const [needle, make] of PROVIDER_STRINGS) {
    if (text.includes(needle)) return Option.some(make())
  }
  return Option.none()
}

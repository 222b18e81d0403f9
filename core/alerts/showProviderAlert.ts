import { Effect, Option, Predicate } from "effect"
import type { InvalidProjectId, OriginNotAllowed, SessionExpired } from "../errors/AlertErrors.js"
import type { HttpStatusError } from "../errors/HttpErrors.js"
import { showAlert } from "./showAlert.js"

/**
 * The alert a hosted service's refusal names (SPEC §8: 'Unauthorized: origin not allowed',
 * 'JWT validation error: JWT Token is not yet valid', 'Unauthorized: invalid key' in an HTTP
 * error body), which the HTTP client puts on the HttpStatusError as `alert`.
 */
export const providerAlertOf = (error: unknown): Option.Option<OriginNotAllowed | SessionExpired | InvalidProjectId> =>
  Predicate.isTagged(error, "HttpStatusError") ? Option.fromNullable((error as HttpStatusError).alert) : Option.none()

/** Shows the alert a failed hosted call carries, if any (Origin Not Allowed, Session Expired, Invalid Project ID). */
export const showProviderAlert = (error: unknown) =>
  Option.match(providerAlertOf(error), { onNone: () => Effect.void, onSome: showAlert })

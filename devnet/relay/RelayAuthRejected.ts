import { Data } from "effect"
import { INVALID_KEY_MESSAGE } from "../catalogue/RequestRejected.js"

/**
 * The close code for a refused connection: the JS client turns a close with 3000 (and only 3000)
 * into an error carrying the reason (WIRE.md §6.2); other codes only make it reconnect.
 */
export const AUTH_CLOSE_CODE = 3000

/** The connection's project id is not one the relay serves. The message is the close reason. */
export class RelayUnknownProject extends Data.TaggedError("RelayUnknownProject")<{
  readonly projectId: string
  readonly message: string
}> {}

/** The `auth` token failed a check; `problem` says which (e.g. "JWT Token is not yet valid"). */
export class RelayJwtInvalid extends Data.TaggedError("RelayJwtInvalid")<{
  readonly problem: string
  readonly message: string
}> {}

export type RelayAuthRejected = RelayUnknownProject | RelayJwtInvalid

/** In the hosted relay's words, which the modal maps to its alerts (SPEC §8). */
export const unknownProject = (projectId: string) => new RelayUnknownProject({ projectId, message: INVALID_KEY_MESSAGE })

export const jwtInvalid = (problem: string) => new RelayJwtInvalid({ problem, message: `JWT validation error: ${problem}` })

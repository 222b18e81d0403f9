/**
 * The rules a sign-in message must meet besides its signature (WIRE §2.6): its domain is the host
 * of one of the project's allowed origins, and it is in force now.
 */
import { Either } from "effect"

/** How far in the future `Issued At` may be, for clocks that differ a little. */
export const ISSUED_AT_SKEW_MS = 60_000

const patternSource = (pattern: string) =>
  pattern
    .split("*")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*")

/**
 * Whether `domain` (an authority, `host[:port]`) is the host part of an allowed origin, with the
 * origins' `*` standing for anything; `host:*` also takes the host on its scheme's default port.
 */
export const isDomainAllowed = (allowedOrigins: ReadonlyArray<string>, domain: string): boolean =>
  allowedOrigins.some((origin) => {
    const host = origin.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\//, "").replace(/\/$/, "")
    const hosts = host.endsWith(":*") ? [host, host.slice(0, -2)] : [host]
    return hosts.some((candidate) => new RegExp(`^${patternSource(candidate)}$`, "i").test(domain))
  })

export interface SignInTimes {
  readonly issuedAt: string
  readonly expirationTime?: string | undefined
  readonly notBefore?: string | undefined
}

/** The message's times against `now` (ms): issued (within the skew), not expired, already valid. */
export const checkSignInTimes = (times: SignInTimes, now: number): Either.Either<void, string> => {
  const issuedAt = Date.parse(times.issuedAt)
  if (Number.isNaN(issuedAt)) return Either.left("invalid Issued At")
  if (issuedAt > now + ISSUED_AT_SKEW_MS) return Either.left("the message is issued in the future")
  if (times.expirationTime !== undefined) {
    const expiration = Date.parse(times.expirationTime)
    if (Number.isNaN(expiration) || expiration <= now) return Either.left("the message has expired")
  }
  if (times.notBefore !== undefined) {
    const notBefore = Date.parse(times.notBefore)
    if (Number.isNaN(notBefore) || notBefore > now) return Either.left("the message is not valid yet")
  }
  return Either.void
}

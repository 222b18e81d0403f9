/**
 * Proof Key for Code Exchange (RFC 7636), S256 only: the secure site draws a verifier per sign-in
 * and sends its challenge with the authorization request; the provider gives the code's tokens
 * only to whoever shows the verifier, so a code caught on its way back is worth nothing.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto"

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
export const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/

/** An S256 challenge: base64url of a SHA-256, 43 characters. */
export const CODE_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** 32 random bytes in base64url: 43 characters, the RFC's recommended strength. */
export const makeCodeVerifier = (): string => randomBytes(32).toString("base64url")

export const codeChallengeOf = (verifier: string): string => createHash("sha256").update(verifier, "ascii").digest("base64url")

/** True when `verifier` is well formed and its S256 challenge is `challenge`. */
export const verifierMatches = (verifier: string, challenge: string): boolean => {
  if (!CODE_VERIFIER_PATTERN.test(verifier)) return false
  const expected = Buffer.from(challenge)
  const actual = Buffer.from(codeChallengeOf(verifier))
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

import type { AlertError } from "../errors/AlertErrors.js"

/**
 * What the check of the page's origin against the project's allowed origins found (WIRE §2.4).
 * Kept for the instance's life: a secure frame that then fails to load is explained by it (SPEC §8
 * 'Unverified Domain').
 */
export type OriginCheck =
  /** Not made yet: no email or social login has shown, nor was one used before. */
  | { readonly _tag: "Unchecked" }
  /** Not needed: no email or social login is in use. */
  | { readonly _tag: "Skipped" }
  | { readonly _tag: "Allowed" }
  /** Refused, or the check could not be made: the alert shown. */
  | { readonly _tag: "Refused"; readonly error: AlertError }

/**
 * The shape of an account name: `<label>.<zone>`, the label of letters, digits and hyphens, at
 * least the SPEC §9 minimum long. New names go in the main zone; the legacy zone is still looked up.
 */
import { Either } from "effect"
import type { ProfileRefused } from "./ProfileRefused.js"
import { badField } from "./ProfileRefused.js"

export const MAIN_ZONE = "reown.id"
export const LEGACY_ZONE = "wcn.id"
export const ZONES: ReadonlyArray<string> = [MAIN_ZONE, LEGACY_ZONE]

/** SPEC §9 "name minimum 4 characters"; the maximum is DNS's label limit. */
export const LABEL_MIN_LENGTH = 4
export const LABEL_MAX_LENGTH = 63

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/

export interface AccountName {
  readonly label: string
  readonly zone: string
  /** `<label>.<zone>`, lower case. */
  readonly name: string
}

/** A label on its own (what a user types), lower-cased. */
export const labelOf = (field: string, value: string): Either.Either<string, ProfileRefused> => {
  const label = value.trim().toLowerCase()
  if (label.length < LABEL_MIN_LENGTH) return Either.left(badField(field, `"${value}" is shorter than ${LABEL_MIN_LENGTH} characters`))
  if (label.length > LABEL_MAX_LENGTH) return Either.left(badField(field, `"${value}" is longer than ${LABEL_MAX_LENGTH} characters`))
  if (!LABEL.test(label)) {
    return Either.left(badField(field, `"${value}" may hold only letters, digits and inner hyphens`))
  }
  return Either.right(label)
}

/** A full name in one of `zones`. */
export const accountNameOf = (
  field: string,
  value: string,
  zones: ReadonlyArray<string> = ZONES
): Either.Either<AccountName, ProfileRefused> => {
  const lower = value.trim().toLowerCase()
  const zone = zones.find((candidate) => lower.endsWith(`.${candidate}`))
  if (zone === undefined) {
    return Either.left(badField(field, `"${value}" is not a name in ${zones.map((z) => `.${z}`).join(" or ")}`))
  }
  return Either.map(labelOf(field, lower.slice(0, -(zone.length + 1))), (label) => ({ label, zone, name: `${label}.${zone}` }))
}

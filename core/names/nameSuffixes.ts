/**
 * The zones account names live in (SPEC §9 "a primary and a legacy" suffix, WIRE §1.3): new names
 * are registered under the primary one; names under either are the account's.
 */
export const PRIMARY_NAME_ZONE = "reown.id"
export const LEGACY_NAME_ZONE = "wcn.id"

const SUFFIXES: ReadonlyArray<string> = [`.${PRIMARY_NAME_ZONE}`, `.${LEGACY_NAME_ZONE}`]

/** The full name a typed label registers as: `<label>.reown.id`, lower case (names ignore case). */
export const accountNameOf = (label: string): string => `${label.trim().toLowerCase()}.${PRIMARY_NAME_ZONE}`

/** Whether a name is an account name (under the primary or the legacy suffix). */
export const isAccountName = (name: string): boolean => SUFFIXES.some((suffix) => name.toLowerCase().endsWith(suffix))

/** The label of a name under either suffix (the name itself when it has neither). */
export const labelOfName = (name: string): string => {
  const suffix = SUFFIXES.find((candidate) => name.toLowerCase().endsWith(candidate))
  return suffix === undefined ? name : name.slice(0, -suffix.length)
}

/**
 * Name suggestions while a user types a label: the exact name first, registered or not, then free
 * variants of it, up to five in all (as the hosted service answers).
 */
import type { NameSuggestion } from "../../../schemas/Names.js"
import type { NameRegistry } from "../NameRegistry.js"
import { LABEL_MAX_LENGTH } from "./nameRules.js"

export const SUGGESTION_COUNT = 5

/** Variants in a fixed order, so the same registry gives the same list. */
const variantsOf = (label: string): ReadonlyArray<string> => [
  `${label}1`,
  `my${label}`,
  `${label}-id`,
  `the${label}`,
  `${label}-web3`,
  ...Array.from({ length: 20 }, (_, index) => `${label}${index + 2}`)
]

export const suggestNames = (names: NameRegistry, label: string, zone: string): ReadonlyArray<NameSuggestion> => {
  const exact = `${label}.${zone}`
  const free = variantsOf(label)
    .filter((variant) => variant.length <= LABEL_MAX_LENGTH)
    .map((variant) => `${variant}.${zone}`)
    .filter((name) => names.byName(name) === undefined)
  return [{ name: exact, registered: names.byName(exact) !== undefined }, ...free.map((name) => ({ name, registered: false }))].slice(
    0,
    SUGGESTION_COUNT
  )
}

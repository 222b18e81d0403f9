/**
 * The account type each namespace prefers (`@appkit/preferred_account_types`, WIRE §5): the one
 * stored, else its chain family's default (SPEC §6). On Bitcoin it picks which of a wallet's
 * accounts is shown and signs (payment or ordinal). A stored value that does not decode is dropped
 * and logged, never fatal.
 */
import { Effect, Option } from "effect"
import type { PreferredAccountType, PreferredAccountTypes } from "../../schemas/Account.js"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { DEFAULT_ACCOUNT_TYPES } from "../config/defaults.js"
import { readStoredValue, writeStoredValue } from "../storage/storedValues.js"

const KEY = "@appkit/preferred_account_types"

const storedTypes = Effect.map(readStoredValue(KEY), Option.getOrElse((): PreferredAccountTypes => ({})))

/** The type `namespace` prefers: the stored one, else its default; none for a namespace with neither. */
export const preferredAccountTypeOf = (namespace: ChainNamespace) =>
  Effect.map(storedTypes, (stored): PreferredAccountType | undefined => stored[namespace] ?? DEFAULT_ACCOUNT_TYPES[namespace])

/**
 * Stores the type `namespace` prefers beside the other namespaces'. A type the namespace does not
 * have (smartAccount on bip122) fails with the ParseError and stores nothing.
 */
export const storePreferredAccountType = (namespace: ChainNamespace, type: PreferredAccountType) =>
  Effect.flatMap(storedTypes, (stored) => writeStoredValue(KEY, { ...stored, [namespace]: type } as PreferredAccountTypes))

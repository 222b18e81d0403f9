/**
 * The account type the embedded wallet opens a namespace's account as (SPEC §4): on connect the
 * explicit one (the host's `defaultAccountTypes`), else the stored one
 * (`@appkit/preferred_account_types`), else the chain family's default (SPEC §6: EVM smartAccount).
 * A restore brings back what the user chose last: the stored one comes first there, so a switch
 * made before a reload holds after it. Only EVM has a smart account; every other family is eoa.
 */
import { Effect, Option } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import type { EmbeddedAccountType } from "../../schemas/Forms.js"
import { DEFAULT_ACCOUNT_TYPES } from "../config/defaults.js"
import { Options } from "../services/Options.js"
import { readStoredValue } from "../storage/storedValues.js"

export type AccountTypeMoment = "connect" | "restore"

const asEmbedded = (type: string | undefined): EmbeddedAccountType | undefined =>
  type === "eoa" || type === "smartAccount" ? type : undefined

/** The embedded wallet's account type for `namespace`: see the module's comment for the order. */
export const embeddedAccountTypeOf = (namespace: ChainNamespace, moment: AccountTypeMoment) =>
  Effect.gen(function* () {
    if (namespace !== "eip155") return "eoa" satisfies EmbeddedAccountType
    const options = yield* Effect.serviceOption(Options)
    const explicit = asEmbedded(Option.getOrUndefined(options)?.explicitAccountTypes?.[namespace])
    const stored = asEmbedded(Option.getOrUndefined(yield* readStoredValue("@appkit/preferred_account_types"))?.[namespace])
    const fallback = asEmbedded(DEFAULT_ACCOUNT_TYPES[namespace]) ?? "eoa"
    const chosen = moment === "connect" ? (explicit ?? stored) : (stored ?? explicit)
    return chosen ?? fallback
  }).pipe(Effect.withSpan("account.embeddedAccountTypeOf"))

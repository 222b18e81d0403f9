import { Effect, Option } from "effect"
import type { Profile } from "../../schemas/Names.js"
import { EnsCacheValue } from "../../schemas/StorageValues.js"
import { ENS_CACHE_LIFETIME } from "../constants.js"
import { makeCache } from "./makeCache.js"

/** The names of each address (`@appkit/ens_cache`, keyed by address, WIRE §5), 5 min (SPEC §9). */
const ensCache = makeCache({ key: "@appkit/ens_cache", map: EnsCacheValue, lifetime: ENS_CACHE_LIFETIME })

const sameName = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()

/** The profile of `name` if it was looked up less than 5 min ago, found among the addresses' names. */
export const getCachedName = (name: string) =>
  Effect.map(
    ensCache.find((entry) => entry.ens.some((profile) => sameName(profile.name, name))),
    Option.flatMap((entry) => Option.fromNullable(entry.ens.find((profile) => sameName(profile.name, name))))
  )

/** Keeps a looked-up name among the names of the address it resolves to (the entry's time restarts). */
export const setCachedName = (address: string, profile: Profile) =>
  Effect.gen(function* () {
    const before = yield* ensCache.get(address)
    const others = Option.match(before, { onNone: () => [], onSome: (entry) => entry.ens.filter((kept) => !sameName(kept.name, profile.name)) })
    yield* ensCache.set(address, { address, ens: [...others, profile] })
  })

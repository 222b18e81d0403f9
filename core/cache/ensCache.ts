import { Effect, Option } from "effect"
import type { Profile } from "../../schemas/Names.js"
import { EnsCacheValue } from "../../schemas/StorageValues.js"
import { ENS_CACHE_LIFETIME } from "../constants.js"
import { makeCache } from "./makeCache.js"

/** The names of each address (`@appkit/ens_cache`, keyed by address), 5 min. */
export const ensCache = makeCache({ key: "@appkit/ens_cache", map: EnsCacheValue, lifetime: ENS_CACHE_LIFETIME })

/** The names of an address looked up less than 5 min ago (`[]`: it has none). */
export const getCachedEns = (address: string) =>
  Effect.map(ensCache.get(address), Option.map((entry): ReadonlyArray<Profile> => entry.ens))

export const setCachedEns = (address: string, ens: ReadonlyArray<Profile>) => ensCache.set(address, { address, ens })

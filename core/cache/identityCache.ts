import { Effect, Option } from "effect"
import type { IdentityResponse } from "../../schemas/BlockchainApi.js"
import { IdentityCacheValue } from "../../schemas/StorageValues.js"
import { IDENTITY_CACHE_LIFETIME } from "../constants.js"
import { makeCache } from "./makeCache.js"

/** Name and avatar of each address (`@appkit/identity_cache`, keyed by address), 5 min. */
export const identityCache = makeCache({
  key: "@appkit/identity_cache",
  map: IdentityCacheValue,
  lifetime: IDENTITY_CACHE_LIFETIME
})

/** The identity of an address looked up less than 5 min ago. */
export const getCachedIdentity = (address: string) =>
  Effect.map(identityCache.get(address), Option.map((entry): IdentityResponse => entry.identity))

export const setCachedIdentity = (address: string, identity: IdentityResponse) => identityCache.set(address, { identity })

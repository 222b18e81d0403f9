import type { IdentityResponse } from "../../schemas/BlockchainApi.js"
import { IdentityCacheValue } from "../../schemas/StorageValues.js"
import { IDENTITY_CACHE_LIFETIME } from "../constants.js"
import { makeValueCache } from "./makeValueCache.js"

/** Name and avatar of each address (`@appkit/identity_cache`, keyed by address), 5 min. */
export const identityCache = makeValueCache({
  key: "@appkit/identity_cache",
  map: IdentityCacheValue,
  lifetime: IDENTITY_CACHE_LIFETIME,
  fromEntry: (entry): IdentityResponse => entry.identity,
  toEntry: (_address: string, identity: IdentityResponse) => ({ identity })
})

/** The identity of an address looked up less than 5 min ago. */
export const getCachedIdentity = identityCache.get

export const setCachedIdentity = identityCache.set

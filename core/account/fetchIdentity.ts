import { Effect, Option } from "effect"
import { IdentityResponse } from "../../schemas/BlockchainApi.js"
import type { Network } from "../../schemas/Network.js"
import { getCachedIdentity, setCachedIdentity } from "../cache/identityCache.js"
import { ApiClient } from "../services/ApiClient.js"
import { isNetworkSupported } from "./isNetworkSupported.js"

/**
 * The name and avatar of an EVM address (`GET /v1/identity/{address}`, WIRE §1.2), `sender` being
 * the active account. Only on a mainnet the blockchain data service supports; an answer less than
 * 5 min old is reused. None when there is none to fetch or the fetch failed (logged).
 */
export const fetchIdentity = (address: string, network: Network, sender: string | undefined) =>
  Effect.gen(function* () {
    if (network.chainNamespace !== "eip155" || network.testnet === true) return Option.none<IdentityResponse>()
    const cached = yield* getCachedIdentity(address)
    if (Option.isSome(cached)) return cached
    if (!(yield* isNetworkSupported(network.caipNetworkId))) return Option.none<IdentityResponse>()
    const api = yield* ApiClient
    return yield* api
      .get({ service: "blockchain", path: `/v1/identity/${address}`, query: { sender }, schema: IdentityResponse })
      .pipe(
        Effect.tap((identity) => setCachedIdentity(address, identity)),
        Effect.map(Option.some),
        Effect.catchAll((error) => Effect.logWarning(`Identity of ${address} unavailable: ${error._tag}`).pipe(Effect.as(Option.none())))
      )
  }).pipe(Effect.withSpan("account.fetchIdentity"))

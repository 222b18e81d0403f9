import { Effect, Option } from "effect"
import type { Network } from "../../schemas/Network.js"
import { Profile } from "../../schemas/Names.js"
import { getCachedName, setCachedName } from "../cache/ensCache.js"
import { ResolveNameFailed } from "../errors/AccountErrors.js"
import { ApiClient } from "../services/ApiClient.js"
import { coinTypeOf } from "./coinTypeOf.js"

/** A name's profile as the send flow shows it: the address it sends to, the name and its avatar. */
export interface ReceiverProfile {
  readonly address: string
  readonly name: string
  readonly avatar: string | undefined
}

/** The address a profile keeps under the network's ENSIP-11 coin type, else Ethereum's (60). */
const addressFor = (profile: Profile, network: Network): string | undefined => {
  const chainId = typeof network.id === "number" ? network.id : Number(network.id)
  return (profile.addresses[String(coinTypeOf(chainId))] ?? profile.addresses["60"])?.address
}

/**
 * Resolves a typed name through the data service's profile endpoint (`GET /v1/profile/account/{name}`
 * with `apiVersion=2`, WIRE §1.2): the address kept under the network's ENSIP-11 coin type (else
 * Ethereum's, 60), the registered name and the first avatar. A name that is not registered, has no
 * EVM address or cannot be looked up fails with ResolveNameFailed ('Error resolving name', SPEC §8).
 * A name resolved less than 5 min ago is taken from the name cache without asking (SPEC §9), and a
 * resolved one is kept there, under its address.
 */
export const resolveReceiverName = (name: string, network: Network) =>
  Effect.gen(function* () {
    const cached = yield* getCachedName(name)
    const profile = Option.isSome(cached)
      ? cached.value
      : yield* Effect.flatMap(ApiClient, (api) =>
          api.get({ service: "blockchain", path: `/v1/profile/account/${encodeURIComponent(name)}`, query: { apiVersion: "2" }, schema: Profile })
        ).pipe(Effect.mapError(() => new ResolveNameFailed({ name })))
    const address = addressFor(profile, network)
    if (address === undefined) return yield* new ResolveNameFailed({ name })
    if (Option.isNone(cached)) yield* setCachedName(address, profile)
    const avatar = profile.attributes.find((attribute) => attribute.avatar !== undefined)?.avatar
    return { address, name: profile.name, avatar } satisfies ReceiverProfile
  }).pipe(Effect.withSpan("send.resolveReceiverName"))

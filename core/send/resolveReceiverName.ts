import { Effect } from "effect"
import type { Network } from "../../schemas/Network.js"
import { Profile } from "../../schemas/Names.js"
import { ResolveNameFailed } from "../errors/AccountErrors.js"
import { ApiClient } from "../services/ApiClient.js"
import { coinTypeOf } from "./coinTypeOf.js"

/** A name's profile as the send flow shows it: the address it sends to, the name and its avatar. */
export interface ReceiverProfile {
  readonly address: string
  readonly name: string
  readonly avatar: string | undefined
}

/**
 * Resolves a typed name through the data service's profile endpoint (`GET /v1/profile/account/{name}`
 * with `apiVersion=2`, WIRE §1.2): the address kept under the network's ENSIP-11 coin type (else
 * Ethereum's, 60), the registered name and the first avatar. A name that is not registered, has no
 * EVM address or cannot be looked up fails with ResolveNameFailed ('Error resolving name', SPEC §8).
 */
export const resolveReceiverName = (name: string, network: Network) =>
  Effect.gen(function* () {
    const api = yield* ApiClient
    const profile = yield* api
      .get({ service: "blockchain", path: `/v1/profile/account/${encodeURIComponent(name)}`, query: { apiVersion: "2" }, schema: Profile })
      .pipe(Effect.mapError(() => new ResolveNameFailed({ name })))
    const chainId = typeof network.id === "number" ? network.id : Number(network.id)
    const entry = profile.addresses[String(coinTypeOf(chainId))] ?? profile.addresses["60"]
    if (entry === undefined) return yield* new ResolveNameFailed({ name })
    const avatar = profile.attributes.find((attribute) => attribute.avatar !== undefined)?.avatar
    return { address: entry.address, name: profile.name, avatar } satisfies ReceiverProfile
  }).pipe(Effect.withSpan("send.resolveReceiverName"))

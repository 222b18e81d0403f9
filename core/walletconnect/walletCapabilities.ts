import { Effect, Option, Ref } from "effect"
import { MissingCapabilitiesAddress } from "../errors/WalletConnectErrors.js"

/** Capabilities answered so far, by session topic and lower-case address. */
export type CapabilitiesCache = Ref.Ref<ReadonlyMap<string, unknown>>

export const makeCapabilitiesCache: Effect.Effect<CapabilitiesCache> = Ref.make<ReadonlyMap<string, unknown>>(new Map())

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * `wallet_getCapabilities` over a session (SPEC §5, EIP-5792): the first parameter must be an
 * address ('Missing address parameter in wallet_getCapabilities request'); the wallet's answer is
 * kept per session and address, so it is asked once; a wallet that fails or refuses answers no
 * capabilities, `{}`, which is not kept, so a later call asks again.
 */
export const walletCapabilities = <E, R>(
  cache: CapabilitiesCache,
  sessionTopic: string,
  params: unknown,
  ask: (params: ReadonlyArray<unknown>) => Effect.Effect<unknown, E, R>
): Effect.Effect<unknown, MissingCapabilitiesAddress, R> =>
  Effect.gen(function* () {
    const list = Array.isArray(params) ? params : []
    const address = list[0]
    if (typeof address !== "string" || !ADDRESS.test(address)) return yield* new MissingCapabilitiesAddress()
    const key = `${sessionTopic} ${address.toLowerCase()}`
    const cached = Option.fromNullable((yield* Ref.get(cache)).get(key))
    if (Option.isSome(cached)) return cached.value
    const answer = yield* Effect.either(ask(list))
    if (answer._tag === "Left" || answer.right === null || typeof answer.right !== "object") return {}
    yield* Ref.update(cache, (known) => new Map(known).set(key, answer.right))
    return answer.right
  })

import { Clock, Effect, Random, Schema } from "effect"
import type { Context } from "effect"
import type { CaipNetworkId } from "../../schemas/Caip.js"
import { SiwxSession } from "../../schemas/Siwx.js"
import type { SiwxConfig, SiwxMessageInput } from "../config/AppKitOptions.js"
import type { ResolvedOptions } from "../config/ResolvedOptions.js"
import { SignMessageFailed, SiwxNotEnabled } from "../errors/AccountErrors.js"
import { AuthInitializationFailed } from "../errors/EmbeddedWalletErrors.js"
import { Options } from "../services/Options.js"
import type { RpcTransport } from "../services/RpcTransport.js"
import { Storage } from "../services/Storage.js"
import { addLocalSession, getLocalSessions, revokeLocalSession, setLocalSessions } from "./localSessions.js"
import { isLocalSiwx } from "./localSiwx.js"
import type { LocalSiwxConfig } from "./localSiwx.js"
import { siweConfigAsSiwx } from "./siweConfigAsSiwx.js"
import { signInMessageOf } from "./signInMessage.js"
import type { SignInMessage } from "./signInMessage.js"

export type { SignInMessage } from "./signInMessage.js"

/**
 * The sign-in store the modal talks to (SPEC §4), whatever the host configured: AppKit's `siwx`
 * interface, the SIWE client mapped onto it, or the local store. Its failures are the catalogue's:
 * making a message or keeping a session fails with SignMessageFailed ('Error signing message'),
 * reading the sessions with AuthInitializationFailed.
 */
export interface SiwxClient {
  readonly required: boolean
  readonly createMessage: (input: SiwxMessageInput) => Effect.Effect<SignInMessage, SignMessageFailed>
  readonly addSession: (session: SiwxSession) => Effect.Effect<void, SignMessageFailed, RpcTransport>
  readonly getSessions: (chainId: CaipNetworkId, address: string) => Effect.Effect<ReadonlyArray<SiwxSession>, AuthInitializationFailed>
  readonly revokeSession: (chainId: CaipNetworkId, address: string) => Effect.Effect<void, SignMessageFailed>
  readonly setSessions: (sessions: ReadonlyArray<SiwxSession>) => Effect.Effect<void, SignMessageFailed, RpcTransport>
}

const NONCE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

/** 16 random letters and digits (EIP-4361 asks for at least 8). */
const randomNonce = Effect.map(
  Effect.forEach(Array.from({ length: 16 }), () => Random.nextIntBetween(0, NONCE_ALPHABET.length)),
  (indexes) => indexes.map((index) => NONCE_ALPHABET[index]).join("")
)

const decodeSessions = Schema.decodeUnknown(Schema.Array(SiwxSession))

/** The host's store (promises) as a client. */
const hostClient = (siwx: SiwxConfig): SiwxClient => {
  const signing = <A>(run: () => Promise<A>) => Effect.tryPromise({ try: run, catch: (cause) => new SignMessageFailed({ cause }) })
  return {
    required: siwx.getRequired?.() ?? false,
    createMessage: (input) => Effect.flatMap(signing(() => siwx.createMessage(input)), (made) => signInMessageOf(input, made)),
    addSession: (session) => signing(() => siwx.addSession(session)),
    // What the host's store answers is decoded like any input: a malformed answer is a store that cannot be read.
    getSessions: (chainId, address) =>
      Effect.tryPromise({ try: () => siwx.getSessions(chainId, address), catch: (cause) => new AuthInitializationFailed({ cause }) }).pipe(
        Effect.flatMap((answer) => Effect.mapError(decodeSessions(answer), (cause) => new AuthInitializationFailed({ cause })))
      ),
    revokeSession: (chainId, address) => signing(() => siwx.revokeSession(chainId, address)),
    setSessions: (sessions) => signing(() => siwx.setSessions(sessions))
  }
}

/** The site a local message names: its host as the domain, the URL as the URI. */
const siteOf = (config: LocalSiwxConfig, options: ResolvedOptions) =>
  Effect.try({
    try: () => {
      const url = new URL(config.url ?? options.metadata?.url ?? "")
      return { domain: url.host, uri: url.href }
    },
    catch: () => new SignMessageFailed({ cause: "No site URL for the sign-in message: set metadata.url or localSiwx({ url })" })
  })

/** The ISO text of an instant; a sum past the dates JavaScript holds (a huge `expiresInMs`) is refused. */
const isoOf = (ms: number) => {
  const date = new Date(ms)
  return Number.isNaN(date.getTime())
    ? Effect.fail(new SignMessageFailed({ cause: "expiresInMs: the expiration is not a date" }))
    : Effect.succeed(date.toISOString())
}

/** The local store, run with the modal's own storage, clock and chain access. */
const localClient = (config: LocalSiwxConfig, options: ResolvedOptions, storage: Context.Tag.Service<Storage>): SiwxClient => {
  const withStorage = Effect.provideService(Storage, storage)
  return {
    required: config.required ?? false,
    createMessage: ({ accountAddress, chainId }) =>
      Effect.gen(function* () {
        const { domain, uri } = yield* siteOf(config, options)
        const now = yield* Clock.currentTimeMillis
        const made = {
          accountAddress,
          chainId,
          domain,
          uri,
          version: "1",
          nonce: yield* randomNonce,
          issuedAt: yield* isoOf(now),
          ...(config.statement === undefined ? {} : { statement: config.statement }),
          ...(config.expiresInMs === undefined ? {} : { expirationTime: yield* isoOf(now + config.expiresInMs) })
        }
        return yield* signInMessageOf({ accountAddress, chainId }, made)
      }),
    addSession: (session) => withStorage(addLocalSession(session)),
    getSessions: (chainId, address) => withStorage(getLocalSessions(chainId, address)),
    revokeSession: (chainId, address) => withStorage(revokeLocalSession(chainId, address)),
    setSessions: (sessions) => withStorage(setLocalSessions(sessions))
  }
}

/** The configured sign-in store; SiwxNotEnabled when the host set neither `siwx` nor `siweConfig`. */
export const siwxClient: Effect.Effect<SiwxClient, SiwxNotEnabled, Options | Storage> = Effect.gen(function* () {
  const options = yield* Options
  const { siwx, siweConfig } = options
  if (siwx !== undefined) return isLocalSiwx(siwx) ? localClient(siwx.config, options, yield* Storage) : hostClient(siwx)
  if (siweConfig !== undefined) return hostClient(siweConfigAsSiwx(siweConfig))
  return yield* new SiwxNotEnabled()
})

import { Clock, Effect, Random } from "effect"
import type { Context } from "effect"
import type { CaipNetworkId } from "../../schemas/Caip.js"
import { ACCOUNT_PLACEHOLDER } from "../../schemas/Siwx.js"
import type { SiwxMessageData, SiwxSession } from "../../schemas/Siwx.js"
import type { SiwxConfig, SiwxMessageInput } from "../config/AppKitOptions.js"
import type { ResolvedOptions } from "../config/ResolvedOptions.js"
import { SignMessageFailed, SiwxNotEnabled } from "../errors/AccountErrors.js"
import { AuthInitializationFailed } from "../errors/EmbeddedWalletErrors.js"
import { Options } from "../services/Options.js"
import type { RpcTransport } from "../services/RpcTransport.js"
import { Storage } from "../services/Storage.js"
import { createSiwxMessage } from "./eip4361/createSiwxMessage.js"
import { addLocalSession, revokeLocalSession, setLocalSessions } from "./localSessions.js"
import { isLocalSiwx } from "./localSiwx.js"
import type { LocalSiwxConfig } from "./localSiwx.js"
import { siweConfigAsSiwx } from "./siweConfigAsSiwx.js"
import { getLocalSessions } from "./storedSessions.js"

/** A sign-in message ready to sign: its fields and its text. */
export interface SignInMessage {
  readonly data: SiwxMessageData
  readonly message: string
}

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

/**
 * The text of a message for an account: Doorway's layout. A message for the placeholder account
 * (one-click auth, where only its fields are sent) has no text: the wallet's SDK writes it.
 */
const layoutOf = (data: SiwxMessageData): string => (data.accountAddress === ACCOUNT_PLACEHOLDER ? "" : createSiwxMessage(data))

/** The text a host's message stands for: its `serializedMessage`, its own `toString`, or Doorway's layout. */
const textOf = (made: object & SiwxMessageData & { readonly serializedMessage?: string | undefined }): string => {
  if (made.serializedMessage !== undefined) return made.serializedMessage
  if (Object.prototype.hasOwnProperty.call(made, "toString") || Object.getPrototypeOf(made) !== Object.prototype) {
    const text = String(made)
    if (text !== "[object Object]") return text
  }
  return layoutOf(made)
}

const dataOf = (made: SiwxMessageData): SiwxMessageData => {
  const { accountAddress, chainId, domain, uri, version, nonce, notBefore, statement, requestId, issuedAt, expirationTime, resources } = made
  const optional = { notBefore, statement, requestId, issuedAt, expirationTime, resources }
  return {
    accountAddress,
    chainId,
    domain,
    uri,
    version,
    nonce,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined))
  }
}

/** The host's store (promises) as a client. */
const hostClient = (siwx: SiwxConfig): SiwxClient => {
  const signing = <A>(run: () => Promise<A>) => Effect.tryPromise({ try: run, catch: (cause) => new SignMessageFailed({ cause }) })
  return {
    required: siwx.getRequired?.() ?? false,
    createMessage: (input) =>
      Effect.map(signing(() => siwx.createMessage(input)), (made) => ({ data: dataOf(made), message: textOf(made) })),
    addSession: (session) => signing(() => siwx.addSession(session)),
    getSessions: (chainId, address) =>
      Effect.tryPromise({ try: () => siwx.getSessions(chainId, address), catch: (cause) => new AuthInitializationFailed({ cause }) }),
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

/** The local store, run with the modal's own storage, clock and chain access. */
const localClient = (config: LocalSiwxConfig, options: ResolvedOptions, storage: Context.Tag.Service<Storage>): SiwxClient => {
  const withStorage = Effect.provideService(Storage, storage)
  return {
    required: config.required ?? false,
    createMessage: ({ accountAddress, chainId }) =>
      Effect.gen(function* () {
        const { domain, uri } = yield* siteOf(config, options)
        const now = yield* Clock.currentTimeMillis
        const data: SiwxMessageData = {
          accountAddress,
          chainId,
          domain,
          uri,
          version: "1",
          nonce: yield* randomNonce,
          issuedAt: new Date(now).toISOString(),
          ...(config.statement === undefined ? {} : { statement: config.statement }),
          ...(config.expiresInMs === undefined ? {} : { expirationTime: new Date(now + config.expiresInMs).toISOString() })
        }
        return { data, message: layoutOf(data) }
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

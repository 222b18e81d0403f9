/**
 * The hosted sign-in service (SIWX "CloudAuth", WIRE §2.6) on the catalogue's host, under
 * `/auth/v1/`: nonces, authentication by a signed sign-in message, the session account, its
 * metadata, and sign-out. Every refusal of a token, message or signature is a 401.
 */
import * as HttpRouter from "@effect/platform/HttpRouter"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Clock, Effect, Either, Option, ParseResult, Schema } from "effect"
import { randomBytes, randomUUID } from "node:crypto"
import {
  SiwxAccountMetadataRequest,
  SiwxAuthenticateRequest,
  SiwxAuthenticateResponse,
  SiwxNonceResponse,
  SiwxSessionAccount
} from "../../../schemas/SiwxCloudAuth.js"
import type { CatalogueState } from "../CatalogueState.js"
import { findProject } from "../CatalogueState.js"
import type { ProjectConfig } from "../ProjectConfig.js"
import { badRequest, INVALID_KEY_MESSAGE, RequestRejected } from "../RequestRejected.js"
import { respondJson } from "../respond.js"
import { checkSignInTimes, isDomainAllowed } from "./checkSignInMessage.js"
import type { SignInMessage } from "./SignInMessage.js"
import { parseSignInMessage } from "./SignInMessage.js"
import type { SignInSession, SignInState } from "./SignInState.js"
import * as SignIn from "./SignInState.js"
import type { EvmRpcUrlOf } from "./verifySignInSignature.js"
import { verifySignInSignature } from "./verifySignInSignature.js"

/** How long a nonce token may be used: ten minutes from `GET nonce`. */
export const NONCE_TTL_MS = 10 * 60_000
/** How long an auth token stands for its session: one day from `POST authenticate`. */
export const SESSION_TTL_MS = 24 * 60 * 60_000

const unauthorized = (message: string) => new RequestRejected({ status: 401, message })

/**
 * The query, read as AppKit writes it: the key may carry its own query (`me?includeAppKitAccount=true`)
 * before the appended `?projectId=…`, so every `?` after the first separates parameters too.
 */
const authParams = Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
  const start = request.url.indexOf("?")
  return new URLSearchParams(start === -1 ? "" : request.url.slice(start + 1).replace(/\?/g, "&"))
})

const requireAuthProject = (catalogue: CatalogueState) =>
  Effect.gen(function* () {
    const params = yield* authParams
    const projectId = params.get("projectId")
    if (projectId === null || projectId.trim() === "") return yield* Effect.fail(badRequest("projectId is required"))
    const project = yield* findProject(catalogue, projectId)
    if (Option.isNone(project)) return yield* Effect.fail(new RequestRejected({ status: 403, message: INVALID_KEY_MESSAGE }))
    return { project: project.value, params }
  })

const bearer = (header: string | undefined): Option.Option<string> => {
  const match = /^Bearer (\S+)$/.exec(header ?? "")
  return Option.fromNullable(match?.[1])
}

const readJson = <A, I>(schema: Schema.Schema<A, I>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const text = yield* Effect.mapError(request.text, () => badRequest("the body could not be read"))
    return yield* Schema.decodeUnknownEither(Schema.parseJson(schema))(text).pipe(
      Either.mapLeft((error) => badRequest(`invalid body: ${ParseResult.TreeFormatter.formatErrorSync(error)}`))
    )
  })

/** The session the request's `Authorization: Bearer <auth token>` stands for, in this project, in force now. */
const requireSession = (state: SignInState, project: ProjectConfig) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const token = yield* Option.match(bearer(request.headers["authorization"]), {
      onNone: () => Effect.fail(unauthorized("an auth token is required")),
      onSome: Effect.succeed
    })
    const claims = yield* Either.mapLeft(state.signer.verify(token), unauthorized)
    const now = yield* Clock.currentTimeMillis
    if (claims.typ !== "auth") return yield* Effect.fail(unauthorized("not an auth token"))
    if (claims.projectId !== project.projectId) return yield* Effect.fail(unauthorized("the token is for another project"))
    if (claims.exp <= now) return yield* Effect.fail(unauthorized("the auth token has expired"))
    const session = yield* SignIn.findSession(state, claims.sid)
    return yield* Option.match(session, { onNone: () => Effect.fail(unauthorized("signed out")), onSome: Effect.succeed })
  })

const NONCE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
/** 20 alphanumerics (EIP-4361 wants at least 8). */
const newNonce = () => Array.from(randomBytes(20), (byte) => NONCE_ALPHABET[byte % NONCE_ALPHABET.length]).join("")

const nonceRoute = (catalogue: CatalogueState, state: SignInState) =>
  Effect.gen(function* () {
    const { project } = yield* requireAuthProject(catalogue)
    const now = yield* Clock.currentTimeMillis
    const nonce = newNonce()
    yield* SignIn.issueNonce(state, nonce)
    const token = state.signer.sign({ typ: "nonce", nonce, projectId: project.projectId, exp: now + NONCE_TTL_MS })
    return yield* respondJson(SiwxNonceResponse, { nonce, token })
  })

const authenticateRoute = (catalogue: CatalogueState, state: SignInState, rpcUrlOf: EvmRpcUrlOf) =>
  Effect.gen(function* () {
    const { project } = yield* requireAuthProject(catalogue)
    const request = yield* HttpServerRequest.HttpServerRequest
    const nonceToken = yield* Option.match(bearer(request.headers["x-nonce-jwt"]), {
      onNone: () => Effect.fail(unauthorized("a nonce token is required")),
      onSome: Effect.succeed
    })
    const claims = yield* Either.mapLeft(state.signer.verify(nonceToken), unauthorized)
    const now = yield* Clock.currentTimeMillis
    if (claims.typ !== "nonce") return yield* Effect.fail(unauthorized("not a nonce token"))
    if (claims.projectId !== project.projectId) return yield* Effect.fail(unauthorized("the nonce is for another project"))
    if (claims.exp <= now) return yield* Effect.fail(unauthorized("the nonce has expired"))

    const body = yield* readJson(SiwxAuthenticateRequest)
    const message = yield* Either.mapLeft(parseSignInMessage(body.message), unauthorized)
    if (message.nonce !== claims.nonce) return yield* Effect.fail(unauthorized("the message's nonce is not the token's"))
    if (!isDomainAllowed(project.allowedOrigins, message.domain)) {
      return yield* Effect.fail(unauthorized(`the domain ${message.domain} is not allowed for this project`))
    }
    yield* Either.mapLeft(checkSignInTimes(message, now), unauthorized)
    if (!(yield* verifySignInSignature(message, body.message, body.signature, rpcUrlOf))) {
      return yield* Effect.fail(unauthorized("the signature is not the account's"))
    }
    // Used only by a sign-in that succeeds, and only once: a replay is refused.
    if (!(yield* SignIn.useNonce(state, claims.nonce))) return yield* Effect.fail(unauthorized("the nonce was used already"))

    const session: SignInSession = { sid: randomUUID(), projectId: project.projectId, message, expiresAt: now + SESSION_TTL_MS }
    yield* SignIn.startSession(state, session, body.walletInfo ?? null, now)
    const token = state.signer.sign({ typ: "auth", sid: session.sid, projectId: project.projectId, exp: session.expiresAt })
    return yield* respondJson(SiwxAuthenticateResponse, { token })
  })

const chainIdOf = (message: SignInMessage): number | string => {
  const reference = message.caip2Network.slice(message.namespace.length + 1)
  return message.namespace === "eip155" ? Number(reference) : reference
}

const iso = (ms: number) => new Date(ms).toISOString()

const meRoute = (catalogue: CatalogueState, state: SignInState, origin: () => string) =>
  Effect.gen(function* () {
    const { project, params } = yield* requireAuthProject(catalogue)
    const session = yield* requireSession(state, project)
    const { message } = session
    const key = SignIn.accountKey(project.projectId, message)
    const account = yield* SignIn.findAccount(state, key)
    const projectUuid = yield* SignIn.projectUuid(state, project.projectId)
    const profileUuid = Option.match(account, { onNone: () => "", onSome: (known) => known.profileUuid })
    const withAccount = (params.get("includeAppKitAccount") ?? "") === "true"
    return yield* respondJson(SiwxSessionAccount, {
      aud: message.uri,
      iss: origin(),
      exp: Math.floor(session.expiresAt / 1000),
      projectIdKey: project.projectId,
      sub: `${message.caip2Network}:${message.address}`,
      address: message.address,
      chainId: chainIdOf(message),
      chainIdNamespace: message.namespace,
      caip2Network: message.caip2Network,
      uri: message.uri,
      domain: message.domain,
      projectUuid,
      profileUuid,
      nonce: message.nonce,
      ...(withAccount && Option.isSome(account)
        ? {
            appKitAccount: {
              uuid: account.value.uuid,
              caip2_chain: message.caip2Network,
              address: message.address,
              profile_uuid: account.value.profileUuid,
              created_at: iso(account.value.createdAt),
              is_main_account: true,
              verification_status: null,
              connection_method: account.value.connectionMethod,
              metadata: account.value.metadata,
              last_signed_in_at: iso(account.value.lastSignedInAt),
              signed_up_at: iso(account.value.createdAt),
              updated_at: iso(account.value.updatedAt)
            }
          }
        : {})
    })
  })

const MetadataResponse = Schema.Struct({ metadata: Schema.Record({ key: Schema.String, value: Schema.Unknown }) })
const EmptyResponse = Schema.Struct({})

const accountMetadataRoute = (catalogue: CatalogueState, state: SignInState) =>
  Effect.gen(function* () {
    const { project } = yield* requireAuthProject(catalogue)
    const session = yield* requireSession(state, project)
    const { metadata } = yield* readJson(SiwxAccountMetadataRequest)
    const now = yield* Clock.currentTimeMillis
    const saved = metadata ?? {}
    yield* SignIn.setAccountMetadata(state, SignIn.accountKey(project.projectId, session.message), saved, now)
    return yield* respondJson(MetadataResponse, { metadata: saved })
  })

const signOutRoute = (catalogue: CatalogueState, state: SignInState) =>
  Effect.gen(function* () {
    const { project } = yield* requireAuthProject(catalogue)
    const session = yield* requireSession(state, project)
    yield* SignIn.endSession(state, session.sid)
    return yield* respondJson(EmptyResponse, {})
  })

export interface AuthRoutesOptions {
  readonly rpcUrlOf: EvmRpcUrlOf
  /** The server's own origin, the tokens' issuer. */
  readonly origin: () => string
}

export const authRoutes = (catalogue: CatalogueState, state: SignInState, options: AuthRoutesOptions) =>
  HttpRouter.empty.pipe(
    HttpRouter.get("/auth/v1/nonce", nonceRoute(catalogue, state)),
    HttpRouter.post("/auth/v1/authenticate", authenticateRoute(catalogue, state, options.rpcUrlOf)),
    HttpRouter.get("/auth/v1/me", meRoute(catalogue, state, options.origin)),
    HttpRouter.put("/auth/v1/account-metadata", accountMetadataRoute(catalogue, state)),
    HttpRouter.post("/auth/v1/sign-out", signOutRoute(catalogue, state))
  )

/**
 * What the sign-in service remembers, in memory (WIRE §2.6): the nonces it issued and whether
 * each was used, the signed-in sessions (until signed out), and one account record per address
 * and network with its metadata.
 */
import { Effect, Option, Ref } from "effect"
import { randomUUID } from "node:crypto"
import type { SiwxWalletInfo } from "../../../schemas/SiwxCloudAuth.js"
import type { SignInMessage } from "./SignInMessage.js"
import type { TokenSigner } from "./SignedToken.js"
import { makeTokenSigner } from "./SignedToken.js"

export interface SignInSession {
  readonly sid: string
  readonly projectId: string
  readonly message: SignInMessage
  readonly expiresAt: number
}

export interface SignInAccount {
  readonly uuid: string
  readonly profileUuid: string
  readonly createdAt: number
  readonly lastSignedInAt: number
  readonly updatedAt: number
  readonly metadata: Readonly<Record<string, unknown>>
  readonly connectionMethod: SiwxWalletInfo | null
}

export interface SignInState {
  readonly signer: TokenSigner
  /** Issued nonces: `false` until an authentication uses it. */
  readonly nonces: Ref.Ref<ReadonlyMap<string, boolean>>
  readonly sessions: Ref.Ref<ReadonlyMap<string, SignInSession>>
  /** Keyed by `accountKey`. */
  readonly accounts: Ref.Ref<ReadonlyMap<string, SignInAccount>>
  readonly projectUuids: Ref.Ref<ReadonlyMap<string, string>>
}

export const makeSignInState: Effect.Effect<SignInState> = Effect.gen(function* () {
  return {
    signer: makeTokenSigner(),
    nonces: yield* Ref.make<ReadonlyMap<string, boolean>>(new Map()),
    sessions: yield* Ref.make<ReadonlyMap<string, SignInSession>>(new Map()),
    accounts: yield* Ref.make<ReadonlyMap<string, SignInAccount>>(new Map()),
    projectUuids: yield* Ref.make<ReadonlyMap<string, string>>(new Map())
  }
})

/** One account per project, network and address (EVM addresses in any case are one). */
export const accountKey = (projectId: string, message: SignInMessage): string =>
  `${projectId} ${message.caip2Network} ${message.namespace === "eip155" ? message.address.toLowerCase() : message.address}`

export const issueNonce = (state: SignInState, nonce: string): Effect.Effect<void> =>
  Ref.update(state.nonces, (nonces) => new Map(nonces).set(nonce, false))

/** Marks an issued nonce used; false when it was never issued or is used already. */
export const useNonce = (state: SignInState, nonce: string): Effect.Effect<boolean> =>
  Ref.modify(state.nonces, (nonces) => (nonces.get(nonce) === false ? [true, new Map(nonces).set(nonce, true)] : [false, nonces]))

export const findSession = (state: SignInState, sid: string): Effect.Effect<Option.Option<SignInSession>> =>
  Effect.map(Ref.get(state.sessions), (sessions) => Option.fromNullable(sessions.get(sid)))

export const endSession = (state: SignInState, sid: string): Effect.Effect<boolean> =>
  Ref.modify(state.sessions, (sessions) => {
    if (!sessions.has(sid)) return [false, sessions]
    const next = new Map(sessions)
    next.delete(sid)
    return [true, next]
  })

/** Starts a session and records the sign-in on its account (made on the first one). */
export const startSession = (
  state: SignInState,
  session: SignInSession,
  connectionMethod: SiwxWalletInfo | null,
  now: number
): Effect.Effect<void> =>
  Effect.gen(function* () {
    yield* Ref.update(state.sessions, (sessions) => new Map(sessions).set(session.sid, session))
    const key = accountKey(session.projectId, session.message)
    yield* Ref.update(state.accounts, (accounts) => {
      const known = accounts.get(key)
      const account: SignInAccount =
        known === undefined
          ? { uuid: randomUUID(), profileUuid: randomUUID(), createdAt: now, lastSignedInAt: now, updatedAt: now, metadata: {}, connectionMethod }
          : { ...known, lastSignedInAt: now, updatedAt: now, connectionMethod: connectionMethod ?? known.connectionMethod }
      return new Map(accounts).set(key, account)
    })
  })

export const findAccount = (state: SignInState, key: string): Effect.Effect<Option.Option<SignInAccount>> =>
  Effect.map(Ref.get(state.accounts), (accounts) => Option.fromNullable(accounts.get(key)))

export const setAccountMetadata = (
  state: SignInState,
  key: string,
  metadata: Readonly<Record<string, unknown>>,
  now: number
): Effect.Effect<void> =>
  Ref.update(state.accounts, (accounts) => {
    const known = accounts.get(key)
    return known === undefined ? accounts : new Map(accounts).set(key, { ...known, metadata, updatedAt: now })
  })

/** A project's stable uuid for this run. */
export const projectUuid = (state: SignInState, projectId: string): Effect.Effect<string> =>
  Ref.modify(state.projectUuids, (uuids) => {
    const known = uuids.get(projectId)
    if (known !== undefined) return [known, uuids]
    const uuid = randomUUID()
    return [uuid, new Map(uuids).set(projectId, uuid)]
  })

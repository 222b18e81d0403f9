import { Effect } from "effect"
import type { CaipNetworkId } from "../../schemas/Caip.js"
import type { SiwxSession } from "../../schemas/Siwx.js"
import { isSessionOf, storeSessions, storedSessions } from "./storedSessions.js"
import { verifySiwxSession } from "./verifySiwxSession.js"

/**
 * The default sign-in session store (SPEC §4): sessions kept in local storage, each verified
 * before it is kept. Reading is `getLocalSessions` (storedSessions.ts), which needs no verifier.
 */

/** Keeps a session once it verifies, in place of any earlier one of the same account and network. */
export const addLocalSession = (session: SiwxSession) =>
  Effect.gen(function* () {
    yield* verifySiwxSession(session)
    const others = (yield* storedSessions).filter((kept) => !isSessionOf(kept, session.data.chainId, session.data.accountAddress))
    yield* storeSessions([...others, session])
  })

/** Forgets the account's sessions on `chainId`. */
export const revokeLocalSession = (chainId: CaipNetworkId, address: string) =>
  Effect.flatMap(storedSessions, (sessions) => storeSessions(sessions.filter((session) => !isSessionOf(session, chainId, address))))

/** Replaces every session with `sessions`, each verified first (none is kept if one fails). */
export const setLocalSessions = (sessions: ReadonlyArray<SiwxSession>) =>
  Effect.zipRight(Effect.forEach(sessions, verifySiwxSession, { discard: true }), storeSessions(sessions))

import { Clock, Effect } from "effect"
import type { CaipNetworkId } from "../../schemas/Caip.js"
import type { SiwxSession } from "../../schemas/Siwx.js"
import { checkStoredSession } from "./checkStoredSession.js"
import { isSessionCurrent, isSessionOf, storeSessions, storedSessions } from "./storedSessions.js"
import { verifySiwxSession } from "./verifySiwxSession.js"

/**
 * The default sign-in session store (SPEC §4): sessions kept in local storage, each verified
 * before it is kept, and checked again when read back, since storage is not ours to trust.
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

const sameSession = (a: SiwxSession, b: SiwxSession) => a.signature === b.signature && a.message === b.message && a.data.chainId === b.data.chainId

/**
 * The account's sessions on `chainId` that are in force now and whose signature holds (SPEC §4).
 * An expired one does not count and stays; one whose message or signature does not hold
 * (checkStoredSession) is dropped from storage with a warning, the others kept; one that cannot
 * be checked now does not count this time and stays.
 */
export const getLocalSessions = (chainId: CaipNetworkId, address: string) =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    const candidates = (yield* storedSessions).filter((session) => isSessionOf(session, chainId, address) && isSessionCurrent(session, now))
    const checked = yield* Effect.forEach(candidates, (session) => Effect.map(checkStoredSession(session), (check) => ({ session, check })))
    const forged: Array<SiwxSession> = []
    for (const { session, check } of checked) {
      if (check._tag === "Forged") {
        forged.push(session)
        yield* Effect.logWarning(`Dropped a stored sign-in session on ${chainId}: ${check.reason}`)
      } else if (check._tag === "Unchecked") {
        yield* Effect.logWarning(`A stored sign-in session on ${chainId} does not count until it can be checked: ${check.reason}`)
      }
    }
    if (forged.length > 0) {
      // Read again: only the forged entries go, whatever else was written meanwhile.
      const current = yield* storedSessions
      yield* storeSessions(current.filter((session) => !forged.some((bad) => sameSession(bad, session))))
    }
    return checked.filter(({ check }) => check._tag === "Holds").map(({ session }) => session)
  }).pipe(Effect.withSpan("siwx.getLocalSessions"))

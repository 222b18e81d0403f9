import { Clock, Effect } from "effect"
import type { CaipNetworkId } from "../../../schemas/Caip.js"
import type { SiwxClient } from "../siwxClient.js"
import { isSessionCurrent } from "../storedSessions.js"

/** The account's sessions on `chainId` that the store has and that are in force now: an expired one does not count (SPEC §4). */
export const currentSessions = (client: SiwxClient, chainId: CaipNetworkId, address: string) =>
  Effect.gen(function* () {
    const sessions = yield* client.getSessions(chainId, address)
    const now = yield* Clock.currentTimeMillis
    return sessions.filter((session) => isSessionCurrent(session, now))
  })

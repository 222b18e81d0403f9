import { Effect, Option, Schema } from "effect"
import type { CaipNetworkId } from "../../schemas/Caip.js"
import { SiwxSession } from "../../schemas/Siwx.js"
import { readStored, writeStored } from "../storage/storedWithCodec.js"

/** The local session store (WIRE §5 `@appkit/siwx`): every session kept, as a JSON array. */
const KEY = "@appkit/siwx"
const StoredSessions = Schema.Array(SiwxSession)

/** The epoch ms of a message's date-time field, when it has one. */
export const instantOf = (text: string | undefined): number | undefined => (text === undefined ? undefined : Date.parse(text))

/** Whether the session's message is in force at `now`: not expired, and not before its start. */
export const isSessionCurrent = (session: SiwxSession, now: number): boolean => {
  const expires = instantOf(session.data.expirationTime)
  const starts = instantOf(session.data.notBefore)
  return (expires === undefined || expires > now) && (starts === undefined || starts <= now)
}

export const isSessionOf = (session: SiwxSession, chainId: CaipNetworkId, address: string): boolean =>
  session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()

/** Every stored session, in force or not; nothing stored or an unreadable store is none. */
export const storedSessions = Effect.map(readStored(KEY, StoredSessions), Option.getOrElse((): ReadonlyArray<SiwxSession> => []))

/** Replaces the stored sessions. They come decoded or verified, so one that does not encode is a defect. */
export const storeSessions = (sessions: ReadonlyArray<SiwxSession>) => Effect.orDie(writeStored(KEY, StoredSessions, sessions))

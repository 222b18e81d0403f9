import { Effect, Either, Option } from "effect"
import type { SiwxSession } from "../../../schemas/Siwx.js"
import { siwxClient } from "../siwxClient.js"
import { currentSessions } from "./currentSessions.js"
import { signInAccount } from "./signInAccount.js"

/**
 * The connected account's sign-in session in force on its network, as the configured store has
 * it (what a host shows with `useAppKitSiwx`). None with no account, sign-in off, no session, or
 * a store that cannot be read.
 */
export const currentSignInSession: Effect.Effect<Option.Option<SiwxSession>, never, Effect.Effect.Context<typeof siwxClient> | Effect.Effect.Context<typeof signInAccount>> = Effect.gen(function* () {
  const account = yield* signInAccount
  const client = yield* Effect.option(siwxClient)
  if (Option.isNone(account) || Option.isNone(client)) return Option.none()
  const sessions = yield* Effect.either(currentSessions(client.value, account.value.caipNetworkId, account.value.address))
  return Either.isRight(sessions) ? Option.fromNullable(sessions.right[0]) : Option.none()
}).pipe(Effect.withSpan("siwx.currentSignInSession"))

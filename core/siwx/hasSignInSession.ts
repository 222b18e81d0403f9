import { Clock, Effect, Either, Option } from "effect"
import { parseCaipAddress } from "../../schemas/Caip.js"
import { getActiveCaipAddress } from "../connection/getActiveCaipAddress.js"
import type { ChainState } from "../services/ChainState.js"
import type { Options } from "../services/Options.js"
import type { Storage } from "../services/Storage.js"
import { isSessionCurrent } from "./storedSessions.js"

/**
 * Whether the connected account has a sign-in session in force on its network in the configured
 * sign-in store (the host's `siwx`, the SIWE client, or the local store): the store names it for
 * the account's address and CAIP-2 network, and it has not expired (SPEC §4). No account, sign-in
 * off, or a store that cannot be read: no. The stores' code loads only when an account is
 * connected.
 */
export const hasSignInSession: Effect.Effect<boolean, never, ChainState | Options | Storage> = Effect.gen(function* () {
  const account = yield* getActiveCaipAddress
  if (Option.isNone(account)) return false
  const { address, caipNetworkId } = parseCaipAddress(account.value)
  const stores = yield* Effect.either(Effect.tryPromise(() => import("./siwxClient.js")))
  if (Either.isLeft(stores)) return false
  const client = yield* Effect.option(stores.right.siwxClient)
  if (Option.isNone(client)) return false
  const sessions = yield* Effect.either(client.value.getSessions(caipNetworkId, address))
  const now = yield* Clock.currentTimeMillis
  return Either.isRight(sessions) && sessions.right.some((session) => isSessionCurrent(session, now))
}).pipe(Effect.withSpan("siwx.hasSignInSession"))

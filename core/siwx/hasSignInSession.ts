import { Effect, Option } from "effect"
import { parseCaipAddress } from "../../schemas/Caip.js"
import { getActiveCaipAddress } from "../connection/getActiveCaipAddress.js"
import type { ChainState } from "../services/ChainState.js"
import type { Storage } from "../services/Storage.js"
import { getLocalSessions } from "./storedSessions.js"

/**
 * Whether the connected account has a sign-in session on its network in the local session store
 * (`@appkit/siwx`, WIRE §5) that is in force: its address (ignoring case) and CAIP-2 network are
 * the account's, and it has not expired (SPEC §4). No account connected, nothing stored or an
 * unreadable store: no.
 */
export const hasSignInSession: Effect.Effect<boolean, never, ChainState | Storage> = Effect.gen(function* () {
  const account = yield* getActiveCaipAddress
  if (Option.isNone(account)) return false
  const { address, caipNetworkId } = parseCaipAddress(account.value)
  return (yield* getLocalSessions(caipNetworkId, address)).length > 0
}).pipe(Effect.withSpan("siwx.hasSignInSession"))

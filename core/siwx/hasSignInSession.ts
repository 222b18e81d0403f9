import { Effect, Option, Schema } from "effect"
import { parseCaipAddress } from "../../schemas/Caip.js"
import { SiwxSession } from "../../schemas/Siwx.js"
import { getActiveCaipAddress } from "../connection/getActiveCaipAddress.js"
import type { ChainState } from "../services/ChainState.js"
import type { Storage } from "../services/Storage.js"
import { readStored } from "../storage/readStored.js"

const StoredSessions = Schema.Array(SiwxSession)

/**
 * Whether the connected account has a sign-in session on its network in the local session store
 * (`@appkit/siwx`, WIRE §5): a session matches when its address (ignoring case) and its CAIP-2
 * network are the account's. No account connected, nothing stored or an unreadable store: no.
 */
export const hasSignInSession: Effect.Effect<boolean, never, ChainState | Storage> = Effect.gen(function* () {
  const account = yield* getActiveCaipAddress
  if (Option.isNone(account)) return false
  const { address, caipNetworkId } = parseCaipAddress(account.value)
  const sessions = Option.getOrElse(yield* readStored("@appkit/siwx", StoredSessions), () => [])
  return sessions.some(
    ({ data }) => data.chainId === caipNetworkId && data.accountAddress.toLowerCase() === address.toLowerCase()
  )
}).pipe(Effect.withSpan("siwx.hasSignInSession"))

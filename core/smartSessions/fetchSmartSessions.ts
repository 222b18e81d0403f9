import { Effect } from "effect"
import { SmartSessionsResponse, type SmartSession } from "../../schemas/BlockchainApi.js"
import { SmartSessionsFetchFailed } from "../errors/AccountErrors.js"
import { ApiClient } from "../services/ApiClient.js"
import { sessionAccount } from "./sessionAccount.js"

/**
 * The smart sessions (permission grants) of the connected EVM account that still stand, oldest
 * first: `GET /v1/sessions/{caipAddress}` (WIRE §1.2, §1.3), revoked ones left out. None without
 * an EVM account. A failed or malformed answer fails with SmartSessionsFetchFailed ('Error
 * fetching sessions').
 */
export const fetchSmartSessions = Effect.gen(function* () {
  const account = yield* sessionAccount
  if (account === undefined) return [] as ReadonlyArray<SmartSession>
  const api = yield* ApiClient
  const answer = yield* api
    .get({ service: "blockchain", path: `/v1/sessions/${account.caipAddress}`, schema: SmartSessionsResponse })
    .pipe(Effect.mapError(() => new SmartSessionsFetchFailed({ account: account.caipAddress })))
  return answer.pcis.filter((session) => session.revokedAt === undefined)
}).pipe(Effect.withSpan("smartSessions.fetchSmartSessions"))

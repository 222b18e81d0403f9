import { Effect, Ref } from "effect"
import type { ChainNamespace } from "../../schemas/ChainNamespace.js"
import { ChainState } from "../services/ChainState.js"
import { fetchAccountData } from "./fetchAccountData.js"
import { refreshNativeBalance } from "./refreshNativeBalance.js"

/**
 * The wallet of `namespace` sent a transaction the person approved (SPEC §4: on success of an
 * unsafe request the balance is refreshed): its native balance is read past the 30 s cache and
 * the account's data shown again. Nothing connected there: nothing to do.
 */
export const refreshAfterTransaction = (namespace: ChainNamespace) =>
  Effect.gen(function* () {
    const chain = (yield* Ref.get((yield* ChainState).chains)).get(namespace)
    const { caipAddress, address } = chain?.accountState ?? {}
    const network = chain?.networkState.caipNetwork
    if (caipAddress === undefined || address === undefined || network === undefined) return
    yield* refreshNativeBalance({ caipAddress, address, network })
    yield* fetchAccountData(namespace)
  }).pipe(Effect.withSpan("account.refreshAfterTransaction"))

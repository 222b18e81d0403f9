import { Effect, Stream } from "effect"
import type { Scope } from "effect"
import { fetchAccountData } from "../account/fetchAccountData.js"
import { refreshNativeBalance } from "../account/refreshNativeBalance.js"
import { sendAccount } from "../send/sendAccount.js"
import type { RpcResponseKind } from "./classifyRpcResponse.js"

/** An answer of the embedded wallet, as far as this rule goes. */
export interface ApprovedAnswer {
  readonly needsApproval: boolean
  readonly response: RpcResponseKind
}

/**
 * After an approved request succeeds, the balance is read again (SPEC §4): a transaction (a hash,
 * or the id of `wallet_sendCalls`) moves it past the 30 s cache. A signature moves nothing, so it
 * asks nothing. Runs until interrupted; with no account connected an answer changes nothing.
 */
export const refreshAfterApprovals = (answers: Effect.Effect<Stream.Stream<ApprovedAnswer>, never, Scope.Scope>) =>
  Effect.scoped(
    Effect.flatMap(answers, (stream) =>
      stream.pipe(
        Stream.filter((answer) => answer.needsApproval && answer.response._tag !== "Signature"),
        Stream.runForEach(() =>
          sendAccount.pipe(
            Effect.flatMap((account) => Effect.zipRight(refreshNativeBalance(account), fetchAccountData())),
            Effect.catchTags({ NoActiveCaipAddress: () => Effect.void, NoActiveCaipNetwork: () => Effect.void })
          )
        )
      )
    )
  ).pipe(Effect.withSpan("embedded.refreshAfterApprovals"))

import { Effect, Ref } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import { ChainState } from "../services/ChainState.js"

/** The connected EVM account whose smart sessions are shown: its CAIP-10 id and plain address. */
export interface SessionAccount {
  readonly caipAddress: CaipAddress
  readonly address: string
}

/** The connected EVM account, if any (smart sessions exist only for EVM accounts, SPEC §1). */
export const sessionAccount: Effect.Effect<SessionAccount | undefined, never, ChainState> = Effect.gen(function* () {
  const chainState = yield* ChainState
  const account = (yield* Ref.get(chainState.chains)).get("eip155")?.accountState
  return account?.caipAddress === undefined || account.address === undefined
    ? undefined
    : { caipAddress: account.caipAddress, address: account.address }
})

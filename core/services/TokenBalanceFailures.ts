import { Context } from "effect"
import type { CaipAddress } from "../../schemas/Caip.js"
import type { StateRef } from "../state/StateRef.js"

/**
 * The accounts (CAIP-10) whose token balances could not be had, with the epoch ms of that failure:
 * no new request is made within 30 s of it (SPEC §5). Its layer is built when the Tokens tab first
 * loads, once per instance.
 */
export class TokenBalanceFailures extends Context.Tag("doorway/TokenBalanceFailures")<
  TokenBalanceFailures,
  { readonly failures: StateRef<ReadonlyMap<CaipAddress, number>> }
>() {}

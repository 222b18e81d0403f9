import { Effect } from "effect"
import { onActiveAccountChange } from "../connection/onActiveAccountChange.js"
import { resetSend } from "./resetSend.js"

/**
 * SPEC §4 "Disconnect … resets send state": runs as long as the send state exists, and resets it
 * whenever the active account's CAIP-10 address changes: a disconnect, another account, or
 * another network (a token and amount chosen for one account and network never go out from
 * another).
 */
export const resetSendOnAccountChange = onActiveAccountChange(resetSend).pipe(Effect.withSpan("send.resetSendOnAccountChange"))

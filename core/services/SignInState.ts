import { Context } from "effect"
import type { Effect } from "effect"

/**
 * The port through which the router asks about sign-in (SIWX). `required` comes from the options;
 * `hasSession` answers for the connected account from the sign-in session store.
 */
export class SignInState extends Context.Tag("doorway/SignInState")<
  SignInState,
  {
    /** The user must sign in before using the app (the modal stays open until they do). */
    readonly required: boolean
    /** The connected account has a stored sign-in session on the active network. */
    readonly hasSession: Effect.Effect<boolean>
  }
>() {}

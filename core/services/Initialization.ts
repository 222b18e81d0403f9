import { Context } from "effect"
import type { SubscriptionRef } from "effect"

/** Whether the start-up sequence of SPEC §4 has finished (the last step marks it). */
export class Initialization extends Context.Tag("doorway/Initialization")<
  Initialization,
  { readonly initialized: SubscriptionRef.SubscriptionRef<boolean> }
>() {}

import { Context } from "effect"
import type { StateRef } from "../state/StateRef.js"

/** Whether the start-up sequence of SPEC §4 has finished (the last step marks it). */
export class Initialization extends Context.Tag("doorway/Initialization")<
  Initialization,
  { readonly initialized: StateRef<boolean> }
>() {}

import { Effect, Ref } from "effect"
import { SendState } from "../services/SendState.js"
import type { SendStateValue } from "../services/SendState.js"

/** Applies `f` to the send state. */
export const updateSendState = (f: (state: SendStateValue) => SendStateValue) =>
  Effect.flatMap(SendState, ({ state }) => Ref.update(state, f))

/** The send state now. */
export const getSendState = Effect.flatMap(SendState, ({ state }) => Ref.get(state))

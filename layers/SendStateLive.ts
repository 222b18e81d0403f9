import { Effect, Layer, SubscriptionRef } from "effect"
import { INITIAL_SEND_STATE } from "../core/send/initialSendState.js"
import { SendState } from "../core/services/SendState.js"

/** A fresh send state: nothing chosen yet. */
export const makeSendState = Effect.map(SubscriptionRef.make(INITIAL_SEND_STATE), (state) => ({ state }))

export const SendStateLive: Layer.Layer<SendState> = Layer.effect(SendState, makeSendState)

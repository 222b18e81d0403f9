import { Layer } from "effect"
import { INITIAL_SEND_STATE } from "../core/send/initialSendState.js"
import { SendState } from "../core/services/SendState.js"
import { makeStateRef } from "./makeStateRef.js"

/** A fresh send state: nothing chosen yet. */
export const makeSendState = makeStateRef(INITIAL_SEND_STATE)

export const SendStateLive: Layer.Layer<SendState> = Layer.effect(SendState, makeSendState)

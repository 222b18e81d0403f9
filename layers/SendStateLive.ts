import { Layer } from "effect"
import { INITIAL_SEND_STATE } from "../core/send/initialSendState.js"
import { SendState } from "../core/services/SendState.js"
import { makeStateService } from "./makeStateService.js"

/** A fresh send state: nothing chosen yet. */
export const makeSendState = makeStateService(INITIAL_SEND_STATE)

export const SendStateLive: Layer.Layer<SendState> = Layer.effect(SendState, makeSendState)

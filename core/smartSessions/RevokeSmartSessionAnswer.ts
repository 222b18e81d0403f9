import { Schema } from "effect"

/**
 * The answer to `POST /v1/sessions/{address}/revoke` (WIRE §1.3: untyped). An object is expected;
 * one that says `success: false` is a refusal.
 */
export const RevokeSmartSessionAnswer = Schema.Struct({ success: Schema.optional(Schema.Boolean) }).annotations({
  identifier: "RevokeSmartSessionAnswer"
})
export type RevokeSmartSessionAnswer = typeof RevokeSmartSessionAnswer.Type

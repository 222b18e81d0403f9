import { Schema } from "effect"

/**
 * The answer to `POST /v1/profile/account` (WIRE §1.3: untyped, success is a 2xx). An object is
 * expected; one that says `success: false` is a refusal.
 */
export const RegisterNameAnswer = Schema.Struct({ success: Schema.optional(Schema.Boolean) }).annotations({
  identifier: "RegisterNameAnswer"
})
export type RegisterNameAnswer = typeof RegisterNameAnswer.Type

/**
 * A refusal of the name service, answered in the body the profile API declares
 * (`{status, reasons: [{name, description}], message}`, WIRE §1.3) with its HTTP status.
 */
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Data } from "effect"
import type { ProfileErrorBody } from "../../../schemas/Names.js"

export class ProfileRefused extends Data.TaggedError("ProfileRefused")<{
  readonly status: number
  /** The request field at fault (`name`, `signature`, …). */
  readonly field: string
  readonly description: string
}> {}

export const badField = (field: string, description: string) => new ProfileRefused({ status: 400, field, description })

export const respondProfileRefused = (refused: ProfileRefused): HttpServerResponse.HttpServerResponse => {
  const body: ProfileErrorBody = {
    status: "FAILED",
    reasons: [{ name: refused.field, description: refused.description }],
    message: refused.description
  }
  return HttpServerResponse.unsafeJson(body, { status: refused.status })
}

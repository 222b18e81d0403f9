/** The ways the catalogue answers: schema-encoded JSON, SVG images, and refusals as `{message}`. */
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Effect, Schema } from "effect"
import type { RequestRejected } from "./RequestRejected.js"

/** Encodes with the wire schema first, so a response that breaks its own shape is a defect, not a reply. */
export const respondJson = <A, I>(schema: Schema.Schema<A, I>, value: A, status = 200) =>
  Schema.encode(schema)(value).pipe(
    Effect.orDie,
    Effect.map((encoded) => HttpServerResponse.unsafeJson(encoded, { status }))
  )

export const respondMessage = (status: number, message: string): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.unsafeJson({ message }, { status })

export const respondRejected = (rejected: RequestRejected): HttpServerResponse.HttpServerResponse =>
  respondMessage(rejected.status, rejected.message)

/** Images never change for a key, so clients may keep them for a day. */
export const respondSvg = (svg: string): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.text(svg, {
    contentType: "image/svg+xml",
    headers: { "cache-control": "public, max-age=86400" }
  })

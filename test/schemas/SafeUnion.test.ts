/**
 * Unions told apart by a literal field answer a ParseError, never a throw, when that field holds
 * a value that cannot be turned into text: valid JSON can carry one (`{"toString": ""}`).
 */
import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { AnalyticsRequestBody, AppEvent, FrameEvent, FrameRpcRequest, JsonRpcResponse, RelayServerFrame } from "../../schemas/index.js"
import { SafeUnion } from "../../schemas/SafeUnion.js"

const unreadable = JSON.parse('{"toString": ""}') as unknown

const rejects = <A, I>(schema: Schema.Schema<A, I, never>, input: unknown) => {
  const result = Schema.decodeUnknownEither(schema)(input)
  expect(Either.isLeft(result) && ParseResult.isParseError(result.left)).toBe(true)
}

describe("SafeUnion", () => {
  it("rejects an unreadable discriminating field instead of throwing (the plain union throws)", () => {
    const Shape = SafeUnion(Schema.Struct({ kind: Schema.Literal("circle"), r: Schema.Number }), Schema.Struct({ kind: Schema.Literal("square"), side: Schema.Number }))
    const Plain = Schema.Union(Schema.Struct({ kind: Schema.Literal("circle"), r: Schema.Number }), Schema.Struct({ kind: Schema.Literal("square"), side: Schema.Number }))
    expect(() => Schema.decodeUnknownEither(Plain)({ kind: unreadable, r: 1 })).toThrow(TypeError)
    rejects(Shape, { kind: unreadable, r: 1 })
    rejects(Shape, { kind: [unreadable], r: 1 })
    rejects(Shape, { kind: Object.create(null), r: 1 })
    // Everything else is the union's own decoding, both ways.
    expect(Schema.decodeUnknownSync(Shape)({ kind: "square", side: 2 })).toEqual({ kind: "square", side: 2 })
    expect(Schema.encodeSync(Shape)({ kind: "circle", r: 1 })).toEqual({ kind: "circle", r: 1 })
    expect(Schema.is(Shape)({ kind: "circle", r: 1 })).toBe(true)
    rejects(Shape, { kind: "triangle" })
  })

  it("guards the wire's discriminated unions", () => {
    rejects(FrameRpcRequest, { method: unreadable, params: [], chainNamespace: "eip155" })
    rejects(FrameEvent, { type: unreadable })
    rejects(AppEvent, { type: unreadable, payload: {} })
    rejects(RelayServerFrame, { method: unreadable, id: 1, jsonrpc: "2.0" })
    rejects(AnalyticsRequestBody, { type: unreadable, event: "MODAL_OPEN" })
    rejects(JsonRpcResponse, { jsonrpc: unreadable, id: 1, result: null })
  })
})

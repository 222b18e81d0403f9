import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import * as SecureFrameTest from "../../../layers/SecureFrameTest.js"
import { SecureFrameScript } from "../../../layers/SecureFrameTest.js"
import { secureFrameContract } from "./secureFrameContract.js"

secureFrameContract(
  "SecureFrameTest",
  Effect.map(SecureFrameTest.make, ({ service, script }) => ({
    layer: Layer.succeed(SecureFrame, service),
    frames: Effect.map(script.created, (list) => list.length),
    nextSent: script.nextSent,
    reply: script.reply,
    failLoad: script.failLoad
  }))
)

describe("SecureFrameTest", () => {
  it.effect("answers each event with the scripted replies", () =>
    Effect.gen(function* () {
      const frame = yield* SecureFrame
      const script = yield* SecureFrameScript
      yield* frame.create("https://secure.example/sdk")
      yield* script.answerWith((event) => [{ type: "@w3m-frame/GET_CHAIN_ID_SUCCESS", id: event.id, payload: { chainId: 5 } }])
      expect(yield* frame.request({ type: "@w3m-app/GET_CHAIN_ID" })).toEqual({ chainId: 5 })
      expect((yield* script.sent).map((event) => event.type)).toEqual(["@w3m-app/GET_CHAIN_ID"])
      expect(yield* script.created).toEqual(["https://secure.example/sdk"])
    }).pipe(Effect.provide(SecureFrameTest.layer)))

  it.effect("records where the frame is shown, and that it is hidden again", () =>
    Effect.gen(function* () {
      const frame = yield* SecureFrame
      const script = yield* SecureFrameScript
      expect(yield* script.shownAt).toEqual(Option.none())
      yield* frame.show({ top: 1, left: 2, width: 3, height: 4 })
      expect(yield* script.shownAt).toEqual(Option.some({ top: 1, left: 2, width: 3, height: 4 }))
      yield* frame.hide
      expect(yield* script.shownAt).toEqual(Option.none())
    }).pipe(Effect.provide(SecureFrameTest.layer)))
})

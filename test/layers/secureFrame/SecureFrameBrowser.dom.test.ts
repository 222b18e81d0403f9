// @vitest-environment happy-dom
/**
 * The live layer over a real DOM (happy-dom, which refuses to load frame pages: every frame's
 * load fails with an error event, as an unreachable secure site does in a browser).
 */
import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, Layer } from "effect"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import * as SecureFrameBrowser from "../../../layers/SecureFrameBrowser.js"

const SRC = "https://secure.example/sdk?projectId=p1&chainId=eip155%3A1&version=4&enableLogger=true&rpcUrl=https%3A%2F%2Frpc.example"

const frames = () => document.querySelectorAll("iframe")

describe("SecureFrameBrowser in a DOM", () => {
  it.effect("appends one hidden w3m-iframe to the body, reports its failed load, and removes it with its scope", () =>
    Effect.gen(function* () {
      yield* Effect.scoped(
        Effect.gen(function* () {
          const frame = Context.get(yield* Layer.build(SecureFrameBrowser.layer), SecureFrame)
          yield* frame.create(SRC)
          yield* frame.create(SRC)
          expect(frames().length).toBe(1)
          const element = document.body.lastElementChild as HTMLIFrameElement
          expect(element.tagName).toBe("IFRAME")
          expect([element.id, element.name, element.getAttribute("src")]).toEqual(["w3m-iframe", "w3m-secure-iframe", SRC])
          expect([element.style.display, element.style.position, element.style.zIndex]).toEqual(["none", "fixed", "999999"])
          const error = yield* Effect.flip(frame.loaded)
          expect(error._tag).toBe("FrameLoadFailed")
          expect((yield* Effect.flip(frame.request({ type: "@w3m-app/GET_CHAIN_ID" })))._tag).toBe("FrameNotSet")
        })
      )
      expect(frames().length).toBe(0)
    }))
})

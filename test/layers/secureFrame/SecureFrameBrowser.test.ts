import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, Fiber, Layer, Option, Queue, TestClock } from "effect"
import { readLogs } from "../../../core/logging/readLogs.js"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import * as LogTest from "../../../layers/LogTest.js"
import * as SecureFrameBrowser from "../../../layers/SecureFrameBrowser.js"
import { Page, SECURE_ORIGIN } from "./framePage.js"
import { secureFrameContract } from "./secureFrameContract.js"
import type { ReceivedEvent } from "./secureFrameContract.js"

const SRC = `${SECURE_ORIGIN}/sdk?projectId=p1&chainId=eip155%3A1&version=4&enableLogger=true&rpcUrl=https%3A%2F%2Frpc.example`

/** The frame of `page`, which must exist. */
const frameOf = (page: Page) => {
  const frame = page.frame
  if (frame?.contentWindow == null) throw new Error("the page has no frame")
  return { element: frame, window: frame.contentWindow }
}

const nextReceived = (page: Page) => Effect.suspend(() => Queue.take(frameOf(page).window.received))

secureFrameContract(
  "SecureFrameBrowser",
  Effect.sync(() => {
    const page = new Page()
    return {
      layer: SecureFrameBrowser.layerWith(page),
      frames: Effect.sync(() => page.body.length),
      nextSent: Effect.map(nextReceived(page), (received) => received.message as ReceivedEvent),
      reply: (data: unknown) => Effect.sync(() => page.deliver(data, SECURE_ORIGIN, frameOf(page).window)),
      failLoad: Effect.sync(() => frameOf(page).element.fail())
    }
  })
)

describe("SecureFrameBrowser", () => {
  const withPage = <A, E, R>(body: (page: Page) => Effect.Effect<A, E, R>) =>
    Effect.suspend(() => {
      const page = new Page()
      return Effect.provide(body(page), SecureFrameBrowser.layerWith(page))
    })

  it.scoped("adds the frame hidden at the end of the body, as w3m-iframe named w3m-secure-iframe, titled for assistive technology", () =>
    withPage((page) =>
      Effect.gen(function* () {
        const frame = yield* SecureFrame
        yield* frame.create(SRC)
        const { element } = frameOf(page)
        expect({ id: element.id, name: element.name, title: element.title, src: element.src }).toEqual({
          id: "w3m-iframe",
          name: "w3m-secure-iframe",
          title: "Secure wallet",
          src: SRC
        })
        expect([element.style.display, element.style.position, element.style.zIndex]).toEqual(["none", "fixed", "999999"])
        expect(element.attributes.get("data-doorway-companion")).toBe("")
      })
    ))

  it.scoped("shows the frame over the placement given, taking the focus once per showing, and hides it", () =>
    withPage((page) =>
      Effect.gen(function* () {
        const frame = yield* SecureFrame
        yield* frame.create(SRC)
        const { element } = frameOf(page)
        yield* frame.show({ top: 100.4, left: 20, width: 360, height: 400.6 })
        const box = () => [element.style.display, element.style.top, element.style.left, element.style.width, element.style.height]
        expect(box()).toEqual(["block", "100px", "20px", "360px", "401px"])
        expect(element.focused).toBe(1)
        // A new placement while shown (the page resized) moves it without taking the focus again.
        yield* frame.show({ top: 50, left: 10, width: 300, height: 380 })
        expect(box()).toEqual(["block", "50px", "10px", "300px", "380px"])
        expect(element.focused).toBe(1)
        yield* frame.hide
        expect(element.style.display).toBe("none")
        yield* frame.show({ top: 50, left: 10, width: 300, height: 380 })
        expect(element.focused).toBe(2)
      })
    ))

  it.scoped("posts to the secure site's exact origin, never to any", () =>
    withPage((page) =>
      Effect.gen(function* () {
        const frame = yield* SecureFrame
        yield* frame.create(SRC)
        yield* Effect.fork(frame.request({ type: "@w3m-app/GET_CHAIN_ID" }))
        yield* frame.post({ type: "@w3m-app/RPC_ABORT" })
        const received = [yield* nextReceived(page), yield* nextReceived(page)]
        expect(received.map((r) => r.targetOrigin)).toEqual([SECURE_ORIGIN, SECURE_ORIGIN])
      })
    ))

  it.scoped("ignores a reply from another origin, or from another window of the secure origin", () =>
    withPage((page) =>
      Effect.gen(function* () {
        const frame = yield* SecureFrame
        yield* frame.create(SRC)
        const call = yield* Effect.fork(frame.request({ type: "@w3m-app/GET_CHAIN_ID" }))
        const { message } = yield* nextReceived(page)
        const reply = { type: "@w3m-frame/GET_CHAIN_ID_SUCCESS", id: (message as ReceivedEvent).id, payload: { chainId: 1 } }
        const { window } = frameOf(page)
        page.deliver(reply, "https://evil.example", window)
        page.deliver(reply, "https://secure.example.evil.example", window)
        page.deliver(reply, "http://secure.example", window)
        page.deliver(reply, SECURE_ORIGIN, {})
        page.deliver(reply, SECURE_ORIGIN, null)
        page.deliver({ type: "@w3m-frame/READY" }, "https://evil.example", window)
        expect(Option.isNone(yield* Fiber.poll(call))).toBe(true)
        const loading = yield* Effect.fork(frame.loaded)
        yield* TestClock.adjust("1 minute")
        expect(Option.isNone(yield* Fiber.poll(loading))).toBe(true)
        page.deliver(reply, SECURE_ORIGIN, window)
        expect(yield* Fiber.join(call)).toEqual({ chainId: 1 })
      })
    ))

  it.scoped("logs a warning for a frame message that fails the schema, and nothing for the page's other messages", () =>
    withPage((page) =>
      Effect.gen(function* () {
        const frame = yield* SecureFrame
        yield* frame.create(SRC)
        const { window } = frameOf(page)
        page.deliver({ type: "@w3m-frame/CONNECT_EMAIL_SUCCESS", id: "1", payload: { action: "WAIT" } }, SECURE_ORIGIN, window)
        page.deliver({ type: "@w3m-frame/RPC_ABORT_SUCCESS", id: "1" }, SECURE_ORIGIN, window)
        page.deliver({ target: "metamask-inpage", data: {} }, SECURE_ORIGIN, window)
        page.deliver("hello", SECURE_ORIGIN, window)
        const lines = yield* readLogs
        expect(lines.map((line) => line.slice(line.indexOf("WARN")))).toEqual([
          "WARN Dropped a frame message that does not match the protocol: @w3m-frame/CONNECT_EMAIL_SUCCESS",
          "WARN Dropped a frame message that does not match the protocol: @w3m-frame/RPC_ABORT_SUCCESS"
        ])
        expect(lines.join("\n")).not.toContain("WAIT")
      })
    ).pipe(Effect.provide(LogTest.layer({ level: "warn" }))))

  it.scoped("fails with FrameNotSet once the frame has been removed", () =>
    withPage((page) =>
      Effect.gen(function* () {
        const frame = yield* SecureFrame
        yield* frame.create(SRC)
        frameOf(page).element.remove()
        expect((yield* Effect.flip(frame.request({ type: "@w3m-app/SIGN_OUT" })))._tag).toBe("FrameNotSet")
      })
    ))

  it.effect("removes the frame and stops listening when its scope closes", () =>
    Effect.gen(function* () {
      const page = new Page()
      yield* Effect.scoped(
        Effect.gen(function* () {
          const frame = Context.get(yield* Layer.build(SecureFrameBrowser.layerWith(page)), SecureFrame)
          yield* frame.create(SRC)
          expect(page.body.length).toBe(1)
          expect(page.listeners.size).toBe(1)
        })
      )
      expect(page.body.length).toBe(0)
      expect(page.listeners.size).toBe(0)
    }))
})

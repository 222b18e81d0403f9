/**
 * The app side's reading of the page's messages (WIRE §4.2) under random input: it never throws,
 * accepts exactly what the protocol's schema accepts, warns once (naming the type, never the
 * payload) for each frame event it drops and says nothing about the page's other traffic, and a
 * well-formed reply is heard only from the secure site's origin and the frame's own window.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Either, Exit, Fiber, Logger, Option, Queue, Schema } from "effect"
import fc from "fast-check"
import { decodeFrameMessage } from "../../../core/frame/decodeFrameMessage.js"
import { SecureFrame } from "../../../core/services/SecureFrame.js"
import * as SecureFrameBrowser from "../../../layers/SecureFrameBrowser.js"
import { FrameEvent } from "../../../schemas/FrameEvent.js"
import { validSamples } from "../../schemas/arbitrary.js"
import { FrameWindow, Page, SECURE_ORIGIN } from "../../layers/secureFrame/framePage.js"
import type { ReceivedEvent } from "../../layers/secureFrame/secureFrameContract.js"

const FRAME_TYPES = [
  "READY",
  "SESSION_UPDATE",
  "GET_USER_SUCCESS",
  "CONNECT_EMAIL_SUCCESS",
  "CONNECT_SOCIAL_SUCCESS",
  "IS_CONNECTED_SUCCESS",
  "IS_CONNECTED_ERROR",
  "RPC_REQUEST_SUCCESS",
  "RPC_ABORT_SUCCESS",
  "SET_PREFERRED_ACCOUNT_SUCCESS",
  "UPDATE_EMAIL_SECONDARY_OTP_SUCCESS",
  "INIT_SMART_ACCOUNT_SUCCESS"
].map((name) => `@w3m-frame/${name}`)

const schemaDecode = Schema.decodeUnknownEither(FrameEvent)

/** Messages near the protocol: valid events, valid events with one field replaced, and typed noise. */
const messages: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  validSamples(FrameEvent),
  fc.tuple(validSamples(FrameEvent), fc.constantFrom("type", "id", "payload"), fc.anything()).map(([event, key, value]) => ({
    ...event,
    [key]: value
  })),
  fc.record(
    {
      type: fc.oneof(
        fc.constantFrom(...FRAME_TYPES),
        fc.string().map((s) => `@w3m-frame/${s}`),
        // Longer than a log line keeps.
        fc.string({ minLength: 70, maxLength: 200 }).map((s) => `x@w3m-frame/${s}`),
        fc.string()
      ),
      id: fc.oneof(fc.string({ maxLength: 8 }), fc.anything()),
      payload: fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom("message", "isConnected", "chainId", "token", "action"), fc.anything()))
    },
    { requiredKeys: ["type"] }
  )
)

interface LogLine {
  readonly level: string
  readonly text: string
}

/** The default logger replaced by one that keeps every line in `lines`. */
const collectingInto = (lines: Array<LogLine>) =>
  Logger.replace(
    Logger.defaultLogger,
    Logger.make(({ logLevel, message }) => {
      lines.push({ level: logLevel.label, text: Array.isArray(message) ? message.map(String).join(" ") : String(message) })
    })
  )

/** The `type` of a message that names a frame event (WIRE §4.2): an own string property holding the prefix. */
const frameTypeOf = (input: unknown): string | undefined => {
  if (typeof input !== "object" || input === null || !Object.prototype.hasOwnProperty.call(input, "type")) return undefined
  const type: unknown = (input as { readonly type: unknown }).type
  return typeof type === "string" && type.includes("@w3m-frame/") ? type : undefined
}

describe("decodeFrameMessage under random messages", () => {
  it("never throws, accepts exactly what the schema accepts, and warns for each frame event it drops", () => {
    const seen = { accepted: 0, dropped: 0, warned: 0, longTypes: 0 }
    fc.assert(
      fc.property(messages, (input) => {
        const lines: Array<LogLine> = []
        const exit = Effect.runSyncExit(Effect.provide(decodeFrameMessage(input), collectingInto(lines)))
        expect(Exit.isSuccess(exit)).toBe(true)
        if (Exit.isFailure(exit)) return
        const bySchema = schemaDecode(input)
        expect(Option.isSome(exit.value)).toBe(Either.isRight(bySchema))
        seen[Option.isSome(exit.value) ? "accepted" : "dropped"] += 1
        if (Option.isSome(exit.value) && Either.isRight(bySchema)) {
          expect(exit.value.value).toEqual(bySchema.right)
          expect(Schema.is(FrameEvent)(exit.value.value)).toBe(true)
        }
        // A dropped frame event: one warning naming its type (cut to 80 characters); anything else: silence.
        const type = frameTypeOf(input)
        if (Option.isNone(exit.value) && type !== undefined) {
          expect(lines).toEqual([{ level: "WARN", text: `Dropped a frame message that does not match the protocol: ${type.slice(0, 80)}` }])
          seen.warned += 1
          if (type.length > 80) seen.longTypes += 1
        } else {
          expect(lines).toEqual([])
        }
      }),
      { numRuns: 2000 }
    )
    // Every side of the rule was exercised, not only one.
    expect(seen.accepted).toBeGreaterThan(200)
    expect(seen.dropped).toBeGreaterThan(200)
    expect(seen.warned).toBeGreaterThan(200)
    expect(seen.longTypes).toBeGreaterThan(10)
  })
})

/** An origin other than the secure site's: any web origin, and the near misses. */
const foreignOrigins = fc
  .oneof(
    fc.webUrl().map((url) => new URL(url).origin),
    fc.constantFrom(
      "http://secure.example",
      "https://secure.example:8443",
      "https://app.secure.example",
      "https://secure.example.evil.example",
      "https://secure.examplE",
      "null",
      ""
    )
  )
  .filter((origin) => origin !== SECURE_ORIGIN)

/** Who posts: a foreign origin from any window, or the secure origin from a window that is not the frame's. */
const senders = fc.oneof(
  fc.tuple(foreignOrigins, fc.constantFrom("frame", "other", "none")),
  fc.tuple(fc.constant(SECURE_ORIGIN), fc.constantFrom("other", "none"))
)

describe("replies from anyone but the frame", () => {
  it("are ignored, however well formed", async () => {
    await fc.assert(
      fc.asyncProperty(senders, async ([origin, sourceKind]) => {
        const page = new Page()
        const heard = await Effect.runPromise(
          Effect.scoped(
            Effect.gen(function* () {
              const frame = yield* SecureFrame
              yield* frame.create(`${SECURE_ORIGIN}/sdk`)
              const window = page.frame?.contentWindow ?? new FrameWindow()
              const source = sourceKind === "frame" ? window : sourceKind === "other" ? new FrameWindow() : null
              const call = yield* Effect.fork(frame.request({ type: "@w3m-app/GET_CHAIN_ID" }))
              const sent = (yield* Queue.take(window.received)).message as ReceivedEvent
              page.deliver({ type: "@w3m-frame/READY", payload: { version: "foreign" } }, origin, source)
              page.deliver({ type: "@w3m-frame/GET_CHAIN_ID_SUCCESS", id: sent.id, payload: { chainId: "foreign" } }, origin, source)
              page.deliver({ type: "@w3m-frame/READY", payload: { version: "4" } }, SECURE_ORIGIN, window)
              page.deliver({ type: "@w3m-frame/GET_CHAIN_ID_SUCCESS", id: sent.id, payload: { chainId: 1 } }, SECURE_ORIGIN, window)
              return { reply: yield* Fiber.join(call), loaded: yield* frame.loaded }
            }).pipe(Effect.provide(SecureFrameBrowser.layerWith(page)))
          )
        )
        expect(heard.reply).toEqual({ chainId: 1 })
        expect(heard.loaded.version).toBe("4")
      }),
      { numRuns: 300 }
    )
  })
})

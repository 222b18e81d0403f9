/**
 * The live secure frame keeps no session of the embedded wallet in the host page (WIRE §4.8): a
 * SESSION_UPDATE from the frame reaches its subscribers and nothing is written to the app's storage.
 */
import { describe, expect, it } from "@effect/vitest"
import { Chunk, Effect, Fiber, Option, Stream } from "effect"
import type { Scope } from "effect"
import { Storage } from "../../../core/services/Storage.js"
import { makeSecureFrameLive } from "../../../layers/SecureFrameLive.js"
import * as StorageMemory from "../../../layers/StorageMemory.js"
import { Page, SECURE_ORIGIN } from "./framePage.js"

describe("the live secure frame", () => {
  it.scoped("hears SESSION_UPDATE from its frame and keeps no token in the app's storage", () =>
    Effect.gen(function* () {
      const runtime = yield* Effect.runtime<Storage | Scope.Scope>()
      const page = new Page()
      const frame = yield* Effect.promise(() => makeSecureFrameLive(runtime, page))
      yield* frame.create(`${SECURE_ORIGIN}/sdk`)
      const heard = yield* Effect.fork(Stream.runCollect(Stream.take(yield* frame.notices, 2)))
      const window = Option.getOrThrow(Option.fromNullable(page.frame?.contentWindow))
      page.deliver({ type: "@w3m-frame/READY", payload: { version: "4" } }, SECURE_ORIGIN, window)
      page.deliver({ type: "@w3m-frame/SESSION_UPDATE", payload: { token: "session-token-1" } }, SECURE_ORIGIN, window)
      expect(Chunk.toReadonlyArray(yield* Fiber.join(heard)).map((notice) => notice.type)).toEqual(["@w3m-frame/READY", "@w3m-frame/SESSION_UPDATE"])
      const storage = yield* Storage
      expect(yield* storage.get("@appkit-wallet/SESSION_TOKEN_KEY")).toEqual(Option.none())
      expect(yield* storage.keysWith("@appkit-wallet/")).toEqual([])
    }).pipe(Effect.provide(StorageMemory.layer)))
})

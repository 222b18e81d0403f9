import { describe, expect, it } from "@effect/vitest"
import { Chunk, Effect, Fiber, Option, Stream } from "effect"
import type { Layer, Scope } from "effect"
import { messageOf } from "../../../core/errors/catalogue.js"
import { SocialPopup } from "../../../core/services/SocialPopup.js"

const LOADING = "https://secure.example/loading"
const AUTHORIZE = "https://provider.example/google/authorize?state=s"
const SIZE = { width: 600, height: 800 } as const

/** What a contract test needs from a SocialPopup implementation and the browser around it. */
export interface PopupHarness {
  readonly layer: Layer.Layer<SocialPopup>
  /** The windows opened so far: each one's address now, and whether it is closed. */
  readonly windows: Effect.Effect<ReadonlyArray<{ readonly at: string; readonly closed: boolean }>>
  /** The person closes the last window opened. */
  readonly personCloses: Effect.Effect<void>
  /** Another page posts `data` to this page from `origin`. */
  readonly post: (origin: string, data: unknown) => Effect.Effect<void>
  /** The browser refuses popups from now on. */
  readonly blockPopups: Effect.Effect<void>
}

/** What every SocialPopup must do. `makeHarness` gives a fresh page on each call. */
export const socialPopupContract = (name: string, makeHarness: Effect.Effect<PopupHarness, never, Scope.Scope>) =>
  describe(`${name} (social popup contract)`, () => {
    const withPopup = <A, E>(body: (harness: PopupHarness) => Effect.Effect<A, E, SocialPopup | Scope.Scope>) =>
      Effect.flatMap(makeHarness, (harness) => Effect.provide(body(harness), harness.layer))

    it.scoped("opens one window at the address, which it is then; no window before", () =>
      withPopup((harness) =>
        Effect.gen(function* () {
          const popups = yield* SocialPopup
          expect(yield* popups.current).toEqual(Option.none())
          const window = yield* popups.open(LOADING, SIZE)
          expect(yield* harness.windows).toEqual([{ at: LOADING, closed: false }])
          expect(yield* window.isClosed).toBe(false)
          expect(Option.isSome(yield* popups.current)).toBe(true)
        })
      ))

    it.scoped("sends the window on, and opening again while it is open loads the new address in the same window", () =>
      withPopup((harness) =>
        Effect.gen(function* () {
          const popups = yield* SocialPopup
          const window = yield* popups.open(LOADING, SIZE)
          yield* window.navigate(AUTHORIZE)
          expect(yield* harness.windows).toEqual([{ at: AUTHORIZE, closed: false }])
          yield* popups.open(LOADING, SIZE)
          expect(yield* harness.windows).toEqual([{ at: LOADING, closed: false }])
        })
      ))

    it.scoped("a window the person closed is closed, and no longer the current one; a new open makes a new window", () =>
      withPopup((harness) =>
        Effect.gen(function* () {
          const popups = yield* SocialPopup
          const window = yield* popups.open(LOADING, SIZE)
          yield* harness.personCloses
          expect(yield* window.isClosed).toBe(true)
          expect(yield* popups.current).toEqual(Option.none())
          yield* popups.open(LOADING, SIZE)
          expect((yield* harness.windows).map((w) => w.closed)).toEqual([true, false])
        })
      ))

    it.scoped("closes its window", () =>
      withPopup((harness) =>
        Effect.gen(function* () {
          const popups = yield* SocialPopup
          const window = yield* popups.open(LOADING, SIZE)
          yield* window.close
          expect(yield* window.isClosed).toBe(true)
          expect(yield* harness.windows).toEqual([{ at: LOADING, closed: true }])
          expect(yield* popups.current).toEqual(Option.none())
        })
      ))

    it.scoped("a blocked popup fails with PopupBlocked ('The browser blocked the sign-in window') and opens nothing", () =>
      withPopup((harness) =>
        Effect.gen(function* () {
          const popups = yield* SocialPopup
          yield* harness.blockPopups
          const error = yield* Effect.flip(popups.open(LOADING, SIZE))
          expect(error._tag).toBe("PopupBlocked")
          expect(messageOf(error)).toBe("The browser blocked the sign-in window")
          expect(yield* harness.windows).toEqual([])
          expect(yield* popups.current).toEqual(Option.none())
        })
      ))

    it.scoped("hands on every message posted while subscribed, origin and data as they came, in order; none after", () =>
      withPopup((harness) =>
        Effect.gen(function* () {
          const popups = yield* SocialPopup
          yield* harness.post("https://early.example", "before")
          const seen = yield* Effect.scoped(
            Effect.gen(function* () {
              const messages = yield* popups.messages
              const taking = yield* Effect.fork(Stream.runCollect(Stream.take(messages, 2)))
              yield* harness.post("https://secure.example", { resultUri: "https://secure.example/social/result?id=1" })
              yield* harness.post("https://other.example", 42)
              return Chunk.toReadonlyArray(yield* Fiber.join(taking))
            })
          )
          expect(seen).toEqual([
            { origin: "https://secure.example", data: { resultUri: "https://secure.example/social/result?id=1" } },
            { origin: "https://other.example", data: 42 }
          ])
        })
      ))
  })

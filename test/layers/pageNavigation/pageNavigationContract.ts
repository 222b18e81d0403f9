import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import type { Layer, Scope } from "effect"
import { PageNavigation } from "../../../core/services/PageNavigation.js"

/** Where every harness's page starts: a result in its query, a fragment after it. */
export const START = "https://app.example/play?tab=1&result_uri=https%3A%2F%2Fsecure.example%2Fsocial%2Fresult%3Fid%3Dr1#top"

/** What a contract test needs from a PageNavigation implementation and the page around it. */
export interface PageHarness {
  readonly layer: Layer.Layer<PageNavigation>
  /** Every address the page was sent to, oldest first. */
  readonly left: Effect.Effect<ReadonlyArray<string>>
}

/** What every PageNavigation must do. `makeHarness` gives a fresh page at START on each call. */
export const pageNavigationContract = (name: string, makeHarness: Effect.Effect<PageHarness, never, Scope.Scope>) =>
  describe(`${name} (page navigation contract)`, () => {
    const withPage = <A, E>(body: (harness: PageHarness) => Effect.Effect<A, E, PageNavigation | Scope.Scope>) =>
      Effect.flatMap(makeHarness, (harness) => Effect.provide(body(harness), harness.layer))

    it.scoped("reads the page's address as it is", () =>
      withPage(() =>
        Effect.gen(function* () {
          expect(yield* (yield* PageNavigation).address).toBe(START)
        })
      ))

    it.scoped("replaces the address on the page's origin, absolute or relative, and leaves for nowhere", () =>
      withPage((harness) =>
        Effect.gen(function* () {
          const page = yield* PageNavigation
          yield* page.replaceAddress("https://app.example/play?tab=1#top")
          expect(yield* page.address).toBe("https://app.example/play?tab=1#top")
          yield* page.replaceAddress("/other?x=2")
          expect(yield* page.address).toBe("https://app.example/other?x=2")
          expect(yield* harness.left).toEqual([])
        })
      ))

    it.scoped("keeps the address when asked to show another origin's", () =>
      withPage(() =>
        Effect.gen(function* () {
          const page = yield* PageNavigation
          yield* page.replaceAddress("https://evil.example/play?tab=1")
          yield* page.replaceAddress("http://app.example/play")
          expect(yield* page.address).toBe(START)
        })
      ))

    it.scoped("sends the page to another site", () =>
      withPage((harness) =>
        Effect.gen(function* () {
          yield* (yield* PageNavigation).leaveFor("https://idp.example/google/authorize?state=s1")
          expect(yield* harness.left).toEqual(["https://idp.example/google/authorize?state=s1"])
        })
      ))
  })

import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { PageNavigation } from "../../../core/services/PageNavigation.js"
import * as PageNavigationTest from "../../../layers/PageNavigationTest.js"
import { PageNavigationScript } from "../../../layers/PageNavigationTest.js"
import { START, pageNavigationContract } from "./pageNavigationContract.js"

pageNavigationContract(
  "PageNavigationTest",
  Effect.map(PageNavigationTest.make(START), ({ service, script }) => ({ layer: Layer.succeed(PageNavigation, service), left: script.left }))
)

describe("PageNavigationTest", () => {
  it.effect("records each address the bar was given; the page stays at its address after leaving", () =>
    Effect.gen(function* () {
      const page = yield* PageNavigation
      const script = yield* PageNavigationScript
      yield* page.replaceAddress("/a")
      yield* page.leaveFor("https://idp.example/")
      expect(yield* script.replaced).toEqual(["https://app.example/a"])
      expect(yield* script.left).toEqual(["https://idp.example/"])
      expect(yield* script.address).toBe("https://app.example/a")
    }).pipe(Effect.provide(PageNavigationTest.layer())))
})

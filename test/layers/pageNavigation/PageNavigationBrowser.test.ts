import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { PageNavigation } from "../../../core/services/PageNavigation.js"
import * as PageNavigationBrowser from "../../../layers/PageNavigationBrowser.js"
import type { NavigablePage } from "../../../layers/PageNavigationBrowser.js"
import { START, pageNavigationContract } from "./pageNavigationContract.js"

interface FakePage {
  readonly page: NavigablePage
  /** Every address a location was sent to, oldest first. */
  readonly sentTo: ReadonlyArray<string>
  readonly historyState: () => unknown
}

/**
 * A window as a browser gives it: its location, whose address changes only by `replaceState` (a
 * navigation unloads the page, so it is recorded), a history that throws on another origin, and
 * its top window (itself, or one a frame of another origin may not move).
 */
const fakePage = (address: string, { foreignTop = false }: { readonly foreignTop?: boolean } = {}): FakePage => {
  let href = address
  let state: unknown = { kept: "by the host" }
  const sentTo: Array<string> = []
  const location = {
    get href() {
      return href
    },
    set href(url: string) {
      sentTo.push(url)
    },
    get origin() {
      return new URL(href).origin
    }
  }
  const foreign = {
    location: {
      get href() {
        throw new Error("SecurityError: the top window is of another origin")
      },
      set href(_url: string) {
        throw new Error("SecurityError: the top window is of another origin")
      }
    }
  }
  const page: NavigablePage = {
    location,
    history: {
      get state() {
        return state
      },
      replaceState: (data, _unused, url) => {
        const next = new URL(url ?? href, href)
        if (next.origin !== new URL(href).origin) throw new Error("SecurityError: another origin")
        state = data
        href = next.href
      }
    },
    top: foreignTop ? foreign : { location }
  }
  return { page, sentTo, historyState: () => state }
}

pageNavigationContract(
  "PageNavigationBrowser",
  Effect.sync(() => {
    const fake = fakePage(START)
    return { layer: PageNavigationBrowser.layerWith(fake.page), left: Effect.sync(() => [...fake.sentTo]) }
  })
)

describe("PageNavigationBrowser", () => {
  it.effect("replacing the address keeps the history entry's state (the host's router may keep its own there)", () => {
    const fake = fakePage(START)
    return Effect.gen(function* () {
      yield* (yield* PageNavigation).replaceAddress("https://app.example/play?tab=1#top")
      expect(fake.historyState()).toEqual({ kept: "by the host" })
    }).pipe(Effect.provide(PageNavigationBrowser.layerWith(fake.page)))
  })

  it.effect("from a frame whose top window may not be moved, the frame itself goes", () => {
    const fake = fakePage(START, { foreignTop: true })
    return Effect.gen(function* () {
      yield* (yield* PageNavigation).leaveFor("https://idp.example/authorize?state=s1")
      expect(fake.sentTo).toEqual(["https://idp.example/authorize?state=s1"])
    }).pipe(Effect.provide(PageNavigationBrowser.layerWith(fake.page)))
  })

  it.effect("outside a browser the page is empty and goes nowhere", () =>
    Effect.gen(function* () {
      const page = yield* PageNavigation
      expect(yield* page.address).toBe("about:blank")
      yield* page.leaveFor("https://idp.example/")
      yield* page.replaceAddress("https://idp.example/")
      expect(yield* page.address).toBe("about:blank")
    }).pipe(Effect.provide(PageNavigationBrowser.layer)))
})

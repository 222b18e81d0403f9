/**
 * The browser layer over a page that behaves as a browser's window does: `open` under a name
 * reuses the open window of that name, a refused popup gives null, and message events reach the
 * page's listeners. It opens `popupWindow` with the size asked for and scroll bars (WIRE §4.7),
 * and leaves no listener behind.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Stream } from "effect"
import { SocialPopup } from "../../../core/services/SocialPopup.js"
import type { PageMessage } from "../../../core/services/SocialPopup.js"
import * as SocialPopupBrowser from "../../../layers/SocialPopupBrowser.js"
import type { OpenedWindow, PopupPage } from "../../../layers/SocialPopupBrowser.js"
import { socialPopupContract } from "./socialPopupContract.js"

interface FakeWindow extends OpenedWindow {
  readonly name: string
  readonly features: string
  closed: boolean
}

const fakePage = () => {
  const windows: Array<FakeWindow> = []
  const listeners = new Set<(event: PageMessage) => void>()
  let blocked = false
  const page: PopupPage = {
    open: (url, name, features) => {
      if (blocked) return null
      const open = windows.find((window) => window.name === name && !window.closed)
      if (open !== undefined) {
        open.location.href = url
        return open
      }
      const window: FakeWindow = {
        name,
        features,
        closed: false,
        location: { href: url },
        close() {
          this.closed = true
        }
      }
      windows.push(window)
      return window
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener)
  }
  return {
    page,
    windows,
    listeners,
    block: () => {
      blocked = true
    }
  }
}

socialPopupContract(
  "SocialPopupBrowser",
  Effect.sync(() => {
    const fake = fakePage()
    return {
      layer: SocialPopupBrowser.layerWith(fake.page),
      windows: Effect.sync(() => fake.windows.map((window) => ({ at: window.location.href, closed: window.closed }))),
      personCloses: Effect.sync(() => {
        const last = fake.windows.at(-1)
        if (last !== undefined) last.closed = true
      }),
      post: (origin, data) => Effect.sync(() => fake.listeners.forEach((listener) => listener({ origin, data }))),
      blockPopups: Effect.sync(fake.block)
    }
  })
)

describe("SocialPopupBrowser", () => {
  it.effect("opens the window named popupWindow, 600x800 with scroll bars, and removes its listener with its scope", () =>
    Effect.gen(function* () {
      const fake = fakePage()
      yield* Effect.scoped(
        Effect.gen(function* () {
          const popups = yield* SocialPopup
          yield* popups.open("https://secure.example/loading", { width: 600, height: 800 })
          expect(fake.windows.map((window) => [window.name, window.features])).toEqual([["popupWindow", "width=600,height=800,scrollbars=yes"]])
          yield* Effect.map(popups.messages, Stream.take(0))
          expect(fake.listeners.size).toBe(1)
        })
      ).pipe(Effect.provide(SocialPopupBrowser.layerWith(fake.page)))
      expect(fake.listeners.size).toBe(0)
    }))

  it.effect("a program given no SocialPopup gets the runtime's when it has one (withPagePopup)", () =>
    Effect.gen(function* () {
      const fake = fakePage()
      const given = SocialPopupBrowser.make(fake.page)
      yield* SocialPopupBrowser.withPagePopup(Effect.flatMap(SocialPopup, (popups) => popups.open("https://secure.example/loading", { width: 1, height: 1 }))).pipe(
        Effect.provide(Layer.succeed(SocialPopup, given))
      )
      expect(fake.windows).toHaveLength(1)
    }))
})

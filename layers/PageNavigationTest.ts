import { Context, Effect, Layer, Ref } from "effect"
import { PageNavigation } from "../core/services/PageNavigation.js"

/** What the test reads of the page around its program. */
export interface PageScript {
  /** The address in the address bar now. */
  readonly address: Effect.Effect<string>
  /** Every address the page was sent to (`leaveFor`), oldest first. */
  readonly left: Effect.Effect<ReadonlyArray<string>>
  /** Every address the address bar was given in place (`replaceAddress`), oldest first. */
  readonly replaced: Effect.Effect<ReadonlyArray<string>>
}

export class PageNavigationScript extends Context.Tag("doorway/test/PageNavigationScript")<PageNavigationScript, PageScript>() {}

export interface ScriptedPage {
  readonly service: PageNavigation["Type"]
  readonly script: PageScript
}

const resolve = (url: string, base: string): URL | undefined => {
  try {
    return new URL(url, base)
  } catch {
    return undefined
  }
}

/**
 * A page in memory at `address`: replacing the address keeps to its origin, as a browser's history
 * does; leaving is recorded, and the address stays until the page would unload.
 */
export const make = (address: string): Effect.Effect<ScriptedPage> =>
  Effect.gen(function* () {
    const current = yield* Ref.make(address)
    const left = yield* Ref.make<ReadonlyArray<string>>([])
    const replaced = yield* Ref.make<ReadonlyArray<string>>([])
    const service = PageNavigation.of({
      address: Ref.get(current),
      replaceAddress: (url) =>
        Effect.gen(function* () {
          const now = yield* Ref.get(current)
          const next = resolve(url, now)
          if (next === undefined || next.origin !== resolve(now, now)?.origin) return
          yield* Ref.set(current, next.href)
          yield* Ref.update(replaced, (all) => [...all, next.href])
        }),
      leaveFor: (url) => Ref.update(left, (all) => [...all, url])
    })
    return { service, script: { address: Ref.get(current), left: Ref.get(left), replaced: Ref.get(replaced) } }
  })

/** A page at `address` (by default the app's home page), and its script for the test. */
export const layer = (address = "https://app.example/"): Layer.Layer<PageNavigation | PageNavigationScript> =>
  Layer.effectContext(
    Effect.map(make(address), ({ service, script }) => Context.make(PageNavigation, service).pipe(Context.add(PageNavigationScript, script)))
  )

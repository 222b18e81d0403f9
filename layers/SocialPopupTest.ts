import { Context, Effect, Layer, Option, PubSub, Ref, Stream } from "effect"
import { PopupBlocked } from "../core/errors/EmbeddedWalletErrors.js"
import { SocialPopup } from "../core/services/SocialPopup.js"
import type { PageMessage, PopupSize, PopupWindow } from "../core/services/SocialPopup.js"

/** One window the page opened, as the test sees it. */
export interface OpenedPopup {
  /** The address it was opened at. */
  readonly url: string
  readonly size: PopupSize
  /** Every address it was sent to afterwards, oldest first. */
  readonly visited: ReadonlyArray<string>
  readonly closed: boolean
  /** Closed by the app, rather than by the person. */
  readonly closedByApp: boolean
}

/** The hand that plays the browser around a test's popup. */
export interface PopupScript {
  /** Every window opened, oldest first (opening again while one is open keeps that one). */
  readonly opened: Effect.Effect<ReadonlyArray<OpenedPopup>>
  /** The person closes the popup (or its page closes itself). */
  readonly personCloses: Effect.Effect<void>
  /** Another page posts `data` to this page from `origin`. */
  readonly post: (origin: string, data: unknown) => Effect.Effect<void>
  /** From now on the browser refuses (true) or allows (false) popups. */
  readonly blockPopups: (blocked: boolean) => Effect.Effect<void>
}

export class SocialPopupScript extends Context.Tag("doorway/test/SocialPopupScript")<SocialPopupScript, PopupScript>() {}

export interface ScriptedPopup {
  readonly service: SocialPopup["Type"]
  readonly script: PopupScript
}

/** A popup in memory: one window at a time, messages delivered to whoever listens. */
export const make: Effect.Effect<ScriptedPopup> = Effect.gen(function* () {
  const windows = yield* Ref.make<ReadonlyArray<OpenedPopup>>([])
  const blocked = yield* Ref.make(false)
  const channel = yield* PubSub.unbounded<PageMessage>()

  /** Changes the last window opened. */
  const updateLast = (change: (popup: OpenedPopup) => OpenedPopup) =>
    Ref.update(windows, (all) => (all.length === 0 ? all : [...all.slice(0, -1), change(all[all.length - 1] as OpenedPopup)]))
  const last = Effect.map(Ref.get(windows), (all) => all.at(-1))

  /** The window as the app holds it: `index` is which window, so an old handle never reaches a new one. */
  const windowAt = (index: number): PopupWindow => {
    const mine = Effect.map(Ref.get(windows), (all) => all[index])
    const whileMine = (change: (popup: OpenedPopup) => OpenedPopup) =>
      Ref.update(windows, (all) => all.map((popup, i) => (i === index ? change(popup) : popup)))
    return {
      navigate: (url) => whileMine((popup) => (popup.closed ? popup : { ...popup, visited: [...popup.visited, url] })),
      isClosed: Effect.map(mine, (popup) => popup?.closed ?? true),
      close: whileMine((popup) => (popup.closed ? popup : { ...popup, closed: true, closedByApp: true }))
    }
  }

  const service = SocialPopup.of({
    open: (url, size) =>
      Effect.gen(function* () {
        if (yield* Ref.get(blocked)) return yield* new PopupBlocked()
        const open = yield* last
        if (open !== undefined && !open.closed) {
          yield* updateLast((popup) => ({ ...popup, visited: [...popup.visited, url] }))
        } else {
          yield* Ref.update(windows, (all) => [...all, { url, size, visited: [], closed: false, closedByApp: false }])
        }
        return windowAt((yield* Ref.get(windows)).length - 1)
      }),
    current: Effect.map(Ref.get(windows), (all) => {
      const open = all.at(-1)
      return open === undefined || open.closed ? Option.none() : Option.some(windowAt(all.length - 1))
    }),
    messages: Effect.map(PubSub.subscribe(channel), Stream.fromQueue)
  })

  const script: PopupScript = {
    opened: Ref.get(windows),
    personCloses: updateLast((popup) => ({ ...popup, closed: true })),
    post: (origin, data) => Effect.asVoid(PubSub.publish(channel, { origin, data })),
    blockPopups: (refuse) => Ref.set(blocked, refuse)
  }
  return { service, script }
})

/** A fresh scripted popup, and its script for the test to play. */
export const layer: Layer.Layer<SocialPopup | SocialPopupScript> = Layer.effectContext(
  Effect.map(make, ({ service, script }) => Context.make(SocialPopup, service).pipe(Context.add(SocialPopupScript, script)))
)

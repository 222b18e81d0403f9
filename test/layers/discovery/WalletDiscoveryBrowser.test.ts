/**
 * The live discovery over mipd, in Node: the page is a plain EventTarget standing in for `window`
 * (mipd needs only addEventListener, removeEventListener and dispatchEvent), and wallets announce
 * with mipd's own `announceProvider`, as an extension's content script does.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Queue, Stream } from "effect"
import { announceProvider } from "mipd"
import type { EIP1193Provider, EIP6963ProviderInfo } from "mipd"
import { WalletDiscovery } from "../../../core/services/WalletDiscovery.js"
import * as WalletDiscoveryBrowser from "../../../layers/WalletDiscoveryBrowser.js"
import { discoveryContract } from "./discoveryContract.js"
import type { DiscoveryHarness } from "./discoveryContract.js"
import { wallet } from "./wallets.js"
import { changesOf } from "../../../core/state/changesOf.js"

/** An EventTarget page that counts its listeners per event type. */
class Page extends EventTarget {
  ethereum?: unknown
  readonly listening = new Map<string, number>()
  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
    this.listening.set(type, (this.listening.get(type) ?? 0) + 1)
    super.addEventListener(type, listener, options)
  }
  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) {
    this.listening.set(type, (this.listening.get(type) ?? 0) - 1)
    super.removeEventListener(type, listener, options)
  }
}

const global = globalThis as { window?: unknown }

/** Installs a fresh page as `window` for the scope; wallets stop answering when it closes. */
const installPage = Effect.gen(function* () {
  const page = new Page()
  yield* Effect.acquireRelease(
    Effect.sync(() => {
      global.window = page
    }),
    () => Effect.sync(() => Reflect.deleteProperty(globalThis, "window"))
  )
  const stops: Array<() => void> = []
  yield* Effect.addFinalizer(() => Effect.sync(() => stops.forEach((stop) => stop())))
  const harness: DiscoveryHarness = {
    layer: WalletDiscoveryBrowser.layer,
    announce: (w) =>
      Effect.sync(() => {
        stops.push(announceProvider({ info: w.info as EIP6963ProviderInfo, provider: w.provider as EIP1193Provider }))
      }),
    setInjected: (provider) =>
      Effect.sync(() => {
        page.ethereum = provider
      })
  }
  return { page, harness }
})

discoveryContract("WalletDiscoveryBrowser", Effect.map(installPage, ({ harness }) => harness))

describe("WalletDiscoveryBrowser", () => {
  it.scoped("asks the page's wallets to announce when built, and stops listening when its scope closes", () =>
    Effect.gen(function* () {
      const { page, harness } = yield* installPage
      let requests = 0
      page.addEventListener("eip6963:requestProvider", () => {
        requests += 1
      })
      yield* Effect.scoped(
        Effect.gen(function* () {
          yield* Effect.provide(WalletDiscovery, harness.layer)
        })
      )
      expect(requests).toBe(1)
      expect(page.listening.get("eip6963:announceProvider")).toBe(0)
    }))

  it.scoped("a wallet announcing while the list is followed reaches the follower with its own provider object", () =>
    Effect.gen(function* () {
      const { harness } = yield* installPage
      const late = wallet("Late Wallet", "com.example.late")
      yield* Effect.gen(function* () {
        const discovery = yield* WalletDiscovery
        const lists = yield* Queue.unbounded<ReadonlyArray<unknown>>()
        yield* Effect.forkScoped(Stream.runForEach(changesOf(discovery.announced), (list) => Queue.offer(lists, list.map((w) => w.provider))))
        expect(yield* Queue.take(lists)).toEqual([])
        yield* harness.announce(late)
        const [announcedProvider] = yield* Queue.take(lists)
        expect(announcedProvider).toBe(late.provider)
      }).pipe(Effect.provide(harness.layer))
    }))

  it.effect("outside a browser nothing is announced and nothing injected", () =>
    Effect.gen(function* () {
      expect(global.window).toBeUndefined()
      const discovery = yield* WalletDiscovery
      expect(yield* Stream.runHead(changesOf(discovery.announced))).toEqual(Option.some([]))
      expect(yield* discovery.injected).toEqual(Option.none())
    }).pipe(Effect.provide(WalletDiscoveryBrowser.layer)))
})

import { afterEach, describe, expect, it } from "vitest"
import { Clock, Effect, Ref } from "effect"
import { INITIAL_WALLET_CATALOGUE, WalletCatalogue } from "../../../core/services/WalletCatalogue.js"
import type { WalletCatalogueState } from "../../../core/services/WalletCatalogue.js"
import { HttpRequestError, HttpStatusError } from "../../../core/errors/HttpErrors.js"
import type { WcWallet } from "../../../schemas/WalletCatalogue.js"
import type { AppHandle } from "../../../shell/runtime/AppHandle.js"
import AllWalletsView from "../../../shell/views/AllWalletsView.js"
import { makeHandle, occurrences, render, seed, seedConnectors } from "./viewEnv.js"

const wallets: ReadonlyArray<WcWallet> = Array.from({ length: 500 }, (_, i) => ({
  id: `w${i + 1}`,
  name: `Wallet ${i + 1}`,
  image_id: `img-${i + 1}`,
  rdns: i === 1 ? "org.doorway.devwallet" : null
}))

const handles: Array<AppHandle> = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

const withCatalogue = (state: Partial<WalletCatalogueState>): AppHandle => {
  const handle = makeHandle()
  handles.push(handle)
  seed(handle, Effect.flatMap(WalletCatalogue, (catalogue) => Ref.set(catalogue.state, { ...INITIAL_WALLET_CATALOGUE, ...state })))
  return handle
}

describe("AllWallets view", () => {
  it("keeps at most 60 rows in the document with 500 wallets loaded", () => {
    const handle = withCatalogue({ wallets, pagesLoaded: 13, count: 500 })
    const html = render(handle, <AllWalletsView />)
    const rows = occurrences(html, 'role="listitem"')
    expect(rows).toBeGreaterThan(5)
    expect(rows).toBeLessThanOrEqual(60)
    expect(html).toContain('aria-setsize="500"')
    // The list is as tall as all 500 rows, so the scroll bar is right.
    expect(html).toContain(`height:${500 * 64}px`)
  })

  it("shows each row's image from the catalogue, and marks a wallet installed in the browser", () => {
    const handle = withCatalogue({ wallets: wallets.slice(0, 40), pagesLoaded: 1, count: 500 })
    seedConnectors(handle, (state) => ({
      ...state,
      connectors: [
        {
          id: "org.doorway.devwallet",
          name: "Doorway Dev Wallet",
          type: "ANNOUNCED" as const,
          chain: "eip155" as const,
          info: { rdns: "org.doorway.devwallet", icon: "data:image/svg+xml;base64,QUFB" }
        }
      ]
    }))
    const html = render(handle, <AllWalletsView />)
    expect(html).toContain("http://catalogue.test/getWalletImage/img-1?projectId=test-project")
    // Wallet 2 is the announced one: its own icon, and the Installed tag.
    expect(html).toContain('src="data:image/svg+xml;base64,QUFB"')
    expect(occurrences(html, ">Installed<")).toBe(1)
  })

  it("lists the search results while a search is on", () => {
    const handle = withCatalogue({
      wallets,
      pagesLoaded: 13,
      search: { text: "wallet 7", badge: undefined, results: wallets.filter((wallet) => wallet.name.startsWith("Wallet 7")) }
    })
    const html = render(handle, <AllWalletsView />)
    expect(html).toContain('aria-label="Search results"')
    expect(html).toContain("Wallet 70")
    expect(html).not.toContain("Wallet 1<")
  })

  it("says so when a search finds nothing", () => {
    const none = render(withCatalogue({ search: { text: "zzz", badge: undefined, results: [] } }), <AllWalletsView />)
    expect(none).toContain("No wallet found")
  })

  it("says 'No wallets available' only once the catalogue answered with none; before, it is loading", () => {
    const before = render(withCatalogue({}), <AllWalletsView />)
    expect(before).toContain('aria-label="Loading wallets"')
    expect(before).not.toContain("No wallets available")
    const answered = render(withCatalogue({ pagesLoaded: 1, count: 0 }), <AllWalletsView />)
    expect(answered).toContain("No wallets available")
    expect(answered).not.toContain("Loading wallets")
  })

  it("when the catalogue cannot be reached, says the wallets could not load and offers Try again", () => {
    const unreachable = new HttpRequestError({ url: "http://catalogue.test/getWallets" })
    const failed = render(
      withCatalogue({ failures: { recommended: unreachable, page: new HttpStatusError({ status: 503, url: "http://catalogue.test" }) } }),
      <AllWalletsView />
    )
    expect(failed).toContain("The wallets could not load")
    expect(failed).toContain("HTTP status code: 503")
    expect(failed).toContain(">Try again<")
    expect(failed).not.toContain("No wallets available")
  })

  it("a failed search says so with Try again, not that no wallet matched", () => {
    const failed = render(
      withCatalogue({
        search: { text: "wallet", badge: undefined, results: [] },
        failures: { search: new HttpStatusError({ status: 500, url: "http://catalogue.test" }) }
      }),
      <AllWalletsView />
    )
    expect(failed).toContain("The search could not be completed")
    expect(failed).toContain(">Try again<")
    expect(failed).not.toContain("No wallet found")
  })

  it("a 429 whose Retry-After has not passed: Try again is disabled, the seconds left beside it; once passed it is enabled", () => {
    const busy = (fromNowMs: number) => {
      const handle = withCatalogue({})
      const retryAt = seed(handle, Clock.currentTimeMillis) + fromNowMs
      seed(handle, Effect.flatMap(WalletCatalogue, (catalogue) =>
        Ref.update(catalogue.state, (state) => ({ ...state, failures: { page: new HttpStatusError({ status: 429, url: "http://catalogue.test", retryAt }) } }))))
      return render(handle, <AllWalletsView />)
    }
    const waiting = busy(30_000)
    expect(waiting).toContain("Available again in 30 s")
    expect(waiting).toMatch(/<button[^>]*disabled=""[^>]*>Try again</)
    const passed = busy(-1)
    expect(passed).not.toContain("Available again")
    expect(passed).toMatch(/<button(?![^>]*disabled)[^>]*>Try again</)
  })
})

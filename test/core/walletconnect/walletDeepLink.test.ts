import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as PlatformTest from "../../../layers/PlatformTest.js"
import { walletDeepLink, walletDeepLinkHere, webAppDeepLink } from "../../../core/walletconnect/walletDeepLink.js"
import type { WcWallet } from "../../../schemas/WalletCatalogue.js"

const URI = "wc:ab12@2?relay-protocol=irn&symKey=cd34"
const ENCODED = encodeURIComponent(URI)

const lantern: WcWallet = {
  id: "lantern",
  name: "Lantern Wallet",
  mobile_link: "lantern://",
  desktop_link: "lantern-desktop://",
  webapp_link: "https://app.lantern.example",
  link_mode: "https://link.lantern.example"
}

const phone = { isMobile: true, isTelegram: false, isAndroid: false }
const computer = { isMobile: false, isTelegram: false, isAndroid: false }

describe("walletDeepLink", () => {
  it("on a phone opens the wallet's mobile link in the same tab", () => {
    expect(walletDeepLink(lantern, URI, phone)).toEqual({
      name: "Lantern Wallet",
      url: `lantern://wc?uri=${ENCODED}`,
      href: "lantern://",
      kind: "native",
      target: "same-tab"
    })
  })

  it("on a phone prefers the link-mode universal link only when asked and when the wallet has one", () => {
    expect(walletDeepLink(lantern, URI, phone, { preferUniversalLinks: true })).toMatchObject({
      url: `https://link.lantern.example/wc?uri=${ENCODED}`,
      href: "https://link.lantern.example/",
      kind: "universal",
      target: "same-tab"
    })
    expect(walletDeepLink({ ...lantern, link_mode: null }, URI, phone, { preferUniversalLinks: true })?.url).toBe(`lantern://wc?uri=${ENCODED}`)
  })

  it("on a phone follows an http(s) mobile link as a universal link", () => {
    expect(walletDeepLink({ ...lantern, mobile_link: "https://lantern.app.link" }, URI, phone)).toMatchObject({
      url: `https://lantern.app.link/wc?uri=${ENCODED}`,
      kind: "universal"
    })
  })

  it("in Telegram on Android encodes the URI twice", () => {
    expect(walletDeepLink(lantern, URI, { ...phone, isTelegram: true, isAndroid: true })?.url).toBe(
      `lantern://wc?uri=${encodeURIComponent(ENCODED)}`
    )
  })

  it("on a phone is none without a mobile link, or with a refused one", () => {
    expect(walletDeepLink({ ...lantern, mobile_link: null }, URI, phone)).toBeUndefined()
    expect(walletDeepLink({ name: "Bare" }, URI, phone)).toBeUndefined()
    expect(walletDeepLink({ ...lantern, mobile_link: "javascript:alert(1)" }, URI, phone)).toBeUndefined()
  })

  it("on a computer opens the desktop app in a new tab, and is none without one", () => {
    expect(walletDeepLink(lantern, URI, computer)).toEqual({
      name: "Lantern Wallet",
      url: `lantern-desktop://wc?uri=${ENCODED}`,
      href: "lantern-desktop://",
      kind: "native",
      target: "new-tab"
    })
    expect(walletDeepLink({ ...lantern, desktop_link: null }, URI, computer)).toBeUndefined()
  })
})

describe("webAppDeepLink", () => {
  it("opens the web app's /wc?uri= in a new tab", () => {
    expect(webAppDeepLink(lantern, URI)).toEqual({
      name: "Lantern Wallet",
      url: `https://app.lantern.example/wc?uri=${ENCODED}`,
      href: "https://app.lantern.example/",
      kind: "universal",
      target: "new-tab"
    })
    expect(webAppDeepLink({ ...lantern, webapp_link: null }, URI)).toBeUndefined()
  })
})

describe("walletDeepLinkHere", () => {
  it.effect("reads the platform from the Platform service", () =>
    Effect.gen(function* () {
      const onPhone = yield* walletDeepLinkHere(lantern, URI).pipe(Effect.provide(PlatformTest.layer({ isMobile: true, isTelegram: true, isAndroid: true })))
      expect(onPhone?.url).toBe(`lantern://wc?uri=${encodeURIComponent(ENCODED)}`)
      const onComputer = yield* walletDeepLinkHere(lantern, URI).pipe(Effect.provide(PlatformTest.layer({})))
      expect(onComputer?.target).toBe("new-tab")
    })
  )
})

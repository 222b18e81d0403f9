import { describe, expect, it } from "@effect/vitest"
import { linkModeDeepLink, nativeDeepLink, universalDeepLink } from "../../../core/walletconnect/deepLink.js"

const URI = "wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1764085200"
const ENCODED = encodeURIComponent(URI)
const browser = { isTelegram: false, isAndroid: false }

describe("nativeDeepLink", () => {
  it("opens scheme://wc?uri=<encoded uri>, the scheme written with or without ://", () => {
    for (const scheme of ["lantern://", "lantern", "lantern:", "lantern:/", " lantern:// "]) {
      expect(nativeDeepLink(scheme, URI, browser)).toEqual({ url: `lantern://wc?uri=${ENCODED}`, href: "lantern://", kind: "native" })
    }
  })

  it("keeps a path the catalogue gives after the scheme", () => {
    expect(nativeDeepLink("ledgerlive://wc/", URI, browser)?.url).toBe(`ledgerlive://wc/wc?uri=${ENCODED}`)
    expect(nativeDeepLink("trust-wallet.v2://", URI, browser)?.url).toBe(`trust-wallet.v2://wc?uri=${ENCODED}`)
  })

  it("encodes the URI so that the wallet reads it back exactly", () => {
    const url = nativeDeepLink("lantern://", URI, browser)!.url
    const carried = url.slice(url.indexOf("uri=") + 4)
    // No character of the URI may split the link's own query (`&symKey=` would become its parameter).
    expect(carried).not.toMatch(/[:@&=?/]/u)
    expect(new URL(url).searchParams.get("uri")).toBe(URI)
  })

  it("encodes the URI twice in Telegram on Android, once elsewhere", () => {
    const twice = encodeURIComponent(ENCODED)
    expect(nativeDeepLink("lantern://", URI, { isTelegram: true, isAndroid: true })?.url).toBe(`lantern://wc?uri=${twice}`)
    expect(nativeDeepLink("lantern://", URI, { isTelegram: true, isAndroid: false })?.url).toBe(`lantern://wc?uri=${ENCODED}`)
    expect(nativeDeepLink("lantern://", URI, { isTelegram: false, isAndroid: true })?.url).toBe(`lantern://wc?uri=${ENCODED}`)
    const url = nativeDeepLink("lantern://", URI, { isTelegram: true, isAndroid: true })!.url
    expect(decodeURIComponent(decodeURIComponent(url.slice(url.indexOf("uri=") + 4)))).toBe(URI)
  })

  it("treats an http(s) base as a universal link", () => {
    expect(nativeDeepLink("https://lantern.example/app", URI, browser)).toEqual({
      url: `https://lantern.example/app/wc?uri=${ENCODED}`,
      href: "https://lantern.example/app/",
      kind: "universal"
    })
  })

  it("refuses schemes that are no wallet's own, and empty ones", () => {
    for (const scheme of ["javascript:alert(1)", "javascript://%0aalert(1)", "data://text/html,hi", "file:///etc/passwd", "intent://scan", "", "  ", "://"]) {
      expect(nativeDeepLink(scheme, URI, browser)).toBeUndefined()
    }
  })
})

describe("universalDeepLink", () => {
  it("opens <link>/wc?uri=<encoded uri>, one slash before wc however the link ends", () => {
    for (const link of ["https://lantern.example", "https://lantern.example/", "https://lantern.example//"]) {
      expect(universalDeepLink(link, URI)).toEqual({ url: `https://lantern.example/wc?uri=${ENCODED}`, href: "https://lantern.example/", kind: "universal" })
    }
    expect(universalDeepLink("https://lantern.example/connect/", URI)?.url).toBe(`https://lantern.example/connect/wc?uri=${ENCODED}`)
  })

  it("is none for a link that is not http(s)", () => {
    expect(universalDeepLink("lantern://", URI)).toBeUndefined()
    expect(universalDeepLink("javascript:alert(1)", URI)).toBeUndefined()
    expect(universalDeepLink("not a url", URI)).toBeUndefined()
  })
})

describe("linkModeDeepLink", () => {
  it("carries the URI as the native link does: twice encoded in Telegram on Android", () => {
    expect(linkModeDeepLink("https://lantern.example/link", URI, browser)?.url).toBe(`https://lantern.example/link/wc?uri=${ENCODED}`)
    expect(linkModeDeepLink("https://lantern.example/link", URI, { isTelegram: true, isAndroid: true })?.url).toBe(
      `https://lantern.example/link/wc?uri=${encodeURIComponent(ENCODED)}`
    )
  })
})

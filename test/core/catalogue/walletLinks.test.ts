import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { getWallets } from "../../../core/catalogue/getWallets.js"
import { deepLink, walletLinks, webLink, withSafeLinks } from "../../../core/catalogue/walletLinks.js"
import { Options } from "../../../core/services/Options.js"
import type { WcWallet } from "../../../schemas/WalletCatalogue.js"
import { catalogueEnv } from "./catalogueEnv.js"

/** Schemes that must never become a link, however they are written. */
const HOSTILE = [
  "javascript:alert(document.domain)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "javascript://%0aalert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "data://text/html,hi",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "blob:https://wallet.example/0b8e5c3a",
  "about:blank",
  "chrome://settings",
  "intent://scan#Intent;scheme=zxing;end"
]

const entry: WcWallet = {
  id: "lantern",
  name: "Lantern Wallet",
  homepage: "https://lantern.example",
  mobile_link: "lantern://",
  desktop_link: "lantern-desktop://",
  webapp_link: "https://app.lantern.example",
  chrome_store: "https://chromewebstore.google.com/detail/lantern",
  app_store: "https://apps.apple.com/app/lantern",
  play_store: "https://play.google.com/store/apps/details?id=lantern"
}

describe("webLink", () => {
  it("keeps http and https URLs", () => {
    expect(webLink("https://lantern.example/get")).toBe("https://lantern.example/get")
    expect(webLink("http://127.0.0.1:8080/")).toBe("http://127.0.0.1:8080/")
  })

  it.each([...HOSTILE, "lantern://", "itms-apps://apps.apple.com/app/1", "//lantern.example", "lantern.example", "", "   "])(
    "refuses %j",
    (url) => expect(webLink(url)).toBeUndefined()
  )

  it("has nothing for a missing link", () => {
    expect(webLink(null)).toBeUndefined()
    expect(webLink(undefined)).toBeUndefined()
  })
})

describe("deepLink", () => {
  it("keeps the wallet's own scheme and universal (https) links", () => {
    expect(deepLink("metamask://")).toBe("metamask://")
    expect(deepLink("ledgerlive://wc")).toBe("ledgerlive://wc")
    expect(deepLink("trust-wallet.v2://")).toBe("trust-wallet.v2://")
    expect(deepLink("https://metamask.app.link")).toBe("https://metamask.app.link/")
  })

  it.each([...HOSTILE, "metamask:", "wc:abc@2", "1inch://", "", "   "])("refuses %j", (url) => expect(deepLink(url)).toBeUndefined())
})

describe("withSafeLinks", () => {
  it("gives back the very entry when every link is fine", () => {
    expect(withSafeLinks(entry)).toBe(entry)
    const bare: WcWallet = { id: "bare", name: "Bare", mobile_link: null, desktop_link: null }
    expect(withSafeLinks(bare)).toBe(bare)
  })

  it("drops each refused link and keeps the rest as they came", () => {
    const hostile: WcWallet = {
      ...entry,
      homepage: "javascript:alert(1)",
      mobile_link: "data:text/html,hi",
      desktop_link: "file:///Applications/Lantern.app",
      webapp_link: "lantern://app",
      play_store: "vbscript:msgbox(1)"
    }
    expect(withSafeLinks(hostile)).toEqual({
      id: "lantern",
      name: "Lantern Wallet",
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      chrome_store: "https://chromewebstore.google.com/detail/lantern",
      app_store: "https://apps.apple.com/app/lantern",
      play_store: null
    })
  })
})

describe("walletLinks", () => {
  it("labels the web links of an entry, in order, and leaves out deep links", () => {
    expect(walletLinks(entry)).toEqual([
      { label: "Website", href: "https://lantern.example/" },
      { label: "Chrome Web Store", href: "https://chromewebstore.google.com/detail/lantern" },
      { label: "App Store", href: "https://apps.apple.com/app/lantern" },
      { label: "Google Play", href: "https://play.google.com/store/apps/details?id=lantern" },
      { label: "Web app", href: "https://app.lantern.example/" }
    ])
  })

  it("leaves out every link that is not http(s)", () => {
    expect(
      walletLinks({ ...entry, homepage: "javascript:alert(1)", chrome_store: "data:text/html,x", app_store: null, play_store: "file:///x", webapp_link: "lantern://" })
    ).toEqual([])
  })
})

describe("getWallets", () => {
  it.effect("keeps no link of a catalogue entry that the modal may not open", () =>
    Effect.gen(function* () {
      const options = yield* Options
      const { data } = yield* getWallets(options, { page: 1, entries: 40 })
      expect(data.map((wallet) => [wallet.id, wallet.homepage, wallet.mobile_link, wallet.desktop_link, wallet.webapp_link])).toEqual([
        ["lantern", "https://lantern.example", "lantern://", "lantern-desktop://", "https://app.lantern.example"],
        ["trap", undefined, null, null, null]
      ])
    }).pipe(
      Effect.provide(
        catalogueEnv({
          wallets: [
            { ...entry, chains: ["eip155:1"] },
            {
              id: "trap",
              name: "Trap",
              chains: ["eip155:1"],
              homepage: "javascript:alert(1)",
              mobile_link: "javascript://%0aalert(1)",
              desktop_link: "vbscript:msgbox(1)",
              webapp_link: "data:text/html,x"
            }
          ]
        })
      )
    ))
})

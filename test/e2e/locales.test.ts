/**
 * The modal in three languages, one written right to left (SPEC §9 localisation), in Chromium
 * against the local stack: with `?locale=` (the `locale` option) the Connect view and, after the
 * dev wallet connects, the Account view show their texts in that language, found by role and
 * name; Arabic sets `dir="rtl"` on the modal's root; axe-core finds nothing; each view is saved as
 * a screenshot under /tmp/doorway-locale-shots/ to be looked at.
 */
import { mkdir } from "node:fs/promises"
import { describe, expect, it } from "vitest"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { axeViolations } from "./support/axe.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, openDemo, walletRow } from "./support/demoPage.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

const SHOTS = "/tmp/doorway-locale-shots"

interface Expected {
  readonly locale: string
  readonly dir: "ltr" | "rtl"
  readonly connectButton: string
  readonly connectTitle: string
  readonly allWallets: string
  readonly accountTitle: string
  readonly disconnect: string
  readonly copyAddress: string
  readonly tokensTab: string
}

// Literal texts, as a visitor reads them: the catalogue is not imported.
const LOCALES: ReadonlyArray<Expected> = [
  { locale: "en", dir: "ltr", connectButton: "Connect", connectTitle: "Connect Wallet", allWallets: "All Wallets", accountTitle: "Account", disconnect: "Disconnect", copyAddress: "Copy address", tokensTab: "Tokens" },
  { locale: "de", dir: "ltr", connectButton: "Verbinden", connectTitle: "Wallet verbinden", allWallets: "Alle Wallets", accountTitle: "Konto", disconnect: "Trennen", copyAddress: "Adresse kopieren", tokensTab: "Token" },
  { locale: "ar", dir: "rtl", connectButton: "اتصال", connectTitle: "ربط المحفظة", allWallets: "كل المحافظ", accountTitle: "الحساب", disconnect: "قطع الاتصال", copyAddress: "نسخ العنوان", tokensTab: "الرموز" }
]

describe("the modal in three languages (Chromium)", () => {
  it.each(LOCALES)("shows Connect and Account in $locale", async (expected) => {
    await mkdir(SHOTS, { recursive: true })
    const page = await openDemo(browser, stack, `?locale=${expected.locale}`)
    await page.emulateMedia({ reducedMotion: "reduce" })

    // Connect: the host's button, the view's title and its rows in the language.
    await page.getByRole("button", { name: expected.connectButton, exact: true }).click()
    const dialog = dialogOf(page)
    await dialog.getByRole("heading", { name: expected.connectTitle }).waitFor()
    await dialog.getByRole("button", { name: expected.allWallets }).waitFor()
    const root = page.locator("[data-doorway]").first()
    expect(await root.getAttribute("dir")).toBe(expected.dir)
    expect(await root.getAttribute("lang")).toBe(expected.locale)
    await dialog.screenshot({ path: `${SHOTS}/${expected.locale}-connect.png` })
    expect(await axeViolations(page)).toEqual([])

    // Account, after the dev wallet connects.
    await walletRow(page, DEV_WALLET_NAME).click()
    const account = dialog.locator("[data-testid=account]")
    await account.waitFor()
    await dialog.getByRole("heading", { name: expected.accountTitle }).waitFor()
    await account.getByRole("tab", { name: expected.tokensTab }).waitFor()
    await account.getByTestId("tokens-total").waitFor()
    await account.getByRole("button", { name: expected.copyAddress }).waitFor()
    await account.getByRole("button", { name: expected.disconnect }).waitFor()
    await dialog.screenshot({ path: `${SHOTS}/${expected.locale}-account.png` })
    expect(await axeViolations(page)).toEqual([])
  })
})

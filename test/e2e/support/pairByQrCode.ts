/** A phone's wallet connects as a person does it: Connect, WalletConnect, then the wallet scans the QR code the modal draws. */
import type { Locator, Page } from "playwright-core"
import { expect } from "vitest"
import { dialogOf } from "./demoPage.js"
import { readQrScreenshot } from "./readQrScreenshot.js"
import type { SignClientWallet } from "./signClientWallet.js"

/** Resolves with the modal's dialog once the wallet has paired with the URI the QR code holds. */
export const pairByQrCode = async (page: Page, wallet: SignClientWallet): Promise<Locator> => {
  await page.click("[data-testid=connect]")
  const dialog = dialogOf(page)
  await dialog.getByRole("button", { name: "WalletConnect", exact: true }).click()
  const uri = readQrScreenshot(await dialog.getByRole("img", { name: "QR code to connect your wallet" }).screenshot())
  expect(uri).toMatch(/^wc:/)
  await wallet.pair(uri!)
  return dialog
}

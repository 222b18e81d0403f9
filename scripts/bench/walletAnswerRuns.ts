/**
 * The runs timed from the wallet's answer: signing in on a demo that requires it, and a send from
 * the Account view. The dev wallet's provider is wrapped in the page so its answer starts the time.
 */
import type { Browser, Page } from "playwright-core"
import { DEV_WALLET_NAME } from "../../devnet/wallet/devWalletInfo.js"
import { CONNECT_BUTTON, READING_MS, TIMEOUT_MS, at, clickAndTime, probedPage, settle, trackNetwork } from "./pageSteps.js"
import type { VisitorSamples } from "./VisitorSamples.js"

/** What ends a time started by the wallet's answer: an element gone, or one shown with new text. */
type AnswerTarget = { readonly gone: string } | { readonly shown: string; readonly otherThan: string }

/**
 * Wraps the dev wallet's provider in the page so that its answer to `method` starts a time, which
 * ends at the first animation frame that shows `target`; installed before the click that asks.
 * Resolves to a function that waits for the time, in ms.
 */
const afterWalletAnswer = async (page: Page, method: string, target: AnswerTarget): Promise<() => Promise<number>> => {
  await page.evaluate(
    ({ method, target, timeoutMs }) => {
      const provider = window.doorwayDevWallet!.provider as { request: (args: { method: string }) => Promise<unknown> }
      const request = provider.request.bind(provider)
      let answeredAt: number | undefined
      provider.request = async (args) => {
        const answer = await request(args)
        if (args.method === method) answeredAt = performance.now()
        return answer
      }
      const reached = (): boolean => {
        if ("gone" in target) return document.querySelector(target.gone) === null
        const element = document.querySelector(target.shown)
        return element !== null && element.textContent !== target.otherThan
      }
      const started = performance.now()
      const time = new Promise<number>((resolve, reject) => {
        const frame = () => {
          const now = performance.now()
          if (answeredAt !== undefined && reached()) resolve(now - answeredAt)
          else if (now - started > timeoutMs) reject(new Error(`Nothing shown after the wallet answered ${method}`))
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      })
      time.catch(() => undefined)
      ;(window as { doorwayBenchAnswer?: Promise<number> }).doorwayBenchAnswer = time
    },
    { method, target, timeoutMs: TIMEOUT_MS }
  )
  return () => page.evaluate(() => (window as { doorwayBenchAnswer?: Promise<number> }).doorwayBenchAnswer!)
}

/**
 * One sign-in on the demo with sign-in required (`?siwx=local`): click the dev wallet → the
 * SIWXSignMessage view; click Sign → from the moment the wallet's signature returns (its
 * provider's `personal_sign` is wrapped in the page) to the first frame without the dialog.
 */
export const signInRun = async (browser: Browser, url: string, samples: Record<keyof VisitorSamples, Array<number>>) => {
  const context = await browser.newContext()
  try {
    const page = await probedPage(context)
    const network = trackNetwork(page)
    await page.goto(`${url}?siwx=local`, { waitUntil: "networkidle" })
    await page.evaluate(() => window.doorwayDevWallet?.ready)
    await page.locator(CONNECT_BUTTON.selector).click()
    await network.quiet(READING_MS)
    await settle(page)
    const row = page.locator('[role="dialog"] [data-testid="connector-row"]', { hasText: DEV_WALLET_NAME })
    const view = '[role="dialog"] [data-testid="siwx-sign-message"]'
    samples.clickToSignIn.push(at(await clickAndTime(page, () => row.click(), { view: { selector: view } }), "view"))
    await network.quiet(READING_MS)
    await settle(page)
    const closed = await afterWalletAnswer(page, "personal_sign", { gone: '[role="dialog"]' })
    await page.locator(view).getByRole("button", { name: "Sign" }).click()
    samples.signatureToClosed.push(await closed())
  } finally {
    await context.close()
  }
}

/** Anvil's second account of the test mnemonic: a receiver that is not the dev wallet. */
const SEND_RECEIVER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

/**
 * One send of 0.25 ETH from the Account view (the chain's balance moves each run): from the
 * moment the wallet answers `eth_sendTransaction` (its provider wrapped in the page; anvil mines at
 * once) to the first frame in which the Account view shows a balance other than the one before.
 */
export const sendRun = async (browser: Browser, url: string, samples: Record<keyof VisitorSamples, Array<number>>) => {
  const context = await browser.newContext()
  try {
    const page = await probedPage(context)
    await page.goto(url, { waitUntil: "networkidle" })
    await page.evaluate(() => window.doorwayDevWallet?.setPolicy("approve"))
    await page.locator(CONNECT_BUTTON.selector).click()
    await page.locator('[role="dialog"] [data-testid="connector-row"]', { hasText: DEV_WALLET_NAME }).click()
    const balance = page.locator('[role="dialog"] [data-testid="account-balance"]')
    await balance.waitFor()
    const before = (await balance.textContent()) ?? ""
    await page.locator('[role="dialog"] [data-testid="wallet-feature-send"]').click()
    const send = page.locator('[role="dialog"] [data-testid="send"]')
    const token = send.locator("[data-testid=send-token]")
    const deadline = Date.now() + TIMEOUT_MS
    let native: string | undefined
    while (native === undefined && Date.now() < deadline) {
      native = await token.evaluate((element) => [...(element as HTMLSelectElement).options].find((option) => option.text.startsWith("ETH ·"))?.value)
      if (native === undefined) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    if (native === undefined) throw new Error("The Send view listed no ETH")
    await token.selectOption(native)
    await send.locator("[data-testid=send-amount]").fill("0.25")
    await send.locator("[data-testid=send-receiver]").fill(SEND_RECEIVER)
    await send.getByRole("button", { name: "Review" }).click()
    await send.locator("[data-testid=send-gas]").waitFor()
    const shown = await afterWalletAnswer(page, "eth_sendTransaction", {
      shown: '[role="dialog"] [data-testid="account"] [data-testid="account-balance"]',
      otherThan: before
    })
    await send.getByRole("button", { name: "Send" }).click()
    samples.sentToBalance.push(await shown())
  } finally {
    await context.close()
  }
}


/**
 * Run with `APP_URL=http://127.0.0.1:5173/ npx vite-node examples/playwright/app.test.ts` (see
 * README.md): two local chains, Chromium, and the journeys against the app. The email login runs
 * when `MAILBOX_URL` (the local secure site's mailbox) or `LOGIN_CODE` (its test mode's code) is set.
 */
import { after, before, test } from "node:test"
import { chromium, type Browser } from "playwright-core"
import { connectJourney, type JourneyChains } from "./connectJourney.js"
import { emailJourney } from "./emailJourney.js"
import { startLocalChain } from "./startLocalChain.js"

const appUrl = process.env["APP_URL"]
const mailboxUrl = process.env["MAILBOX_URL"]
const loginCode = process.env["LOGIN_CODE"]
let browser: Browser | undefined
let chains: JourneyChains | undefined

before(async () => {
  const [ethereum, polygon] = await Promise.all([startLocalChain(1), startLocalChain(137)])
  chains = { ethereum, polygon }
  browser = await chromium.launch({ executablePath: process.env["CHROMIUM_PATH"], args: ["--headless"] })
})

after(async () => {
  await browser?.close()
  await Promise.all([chains?.ethereum.stop(), chains?.polygon.stop()])
})

test("connects with the dev wallet, switches to Polygon and disconnects", async () => {
  if (appUrl === undefined) throw new Error("Set APP_URL to the page of your app that shows Doorway's Connect button")
  if (browser === undefined || chains === undefined) throw new Error("The chains or the browser did not start")
  const page = await browser.newPage()
  await connectJourney(page, appUrl, chains)
})

test("logs in by email through the modal", { skip: mailboxUrl === undefined && loginCode === undefined ? "set MAILBOX_URL or LOGIN_CODE" : false }, async () => {
  if (appUrl === undefined) throw new Error("Set APP_URL to the page of your app that shows Doorway's Connect button")
  if (browser === undefined) throw new Error("The browser did not start")
  const page = await browser.newPage()
  await emailJourney(page, appUrl, {
    email: `example-${Date.now()}@example.com`,
    ...(mailboxUrl === undefined ? {} : { mailboxUrl }),
    ...(loginCode === undefined ? {} : { code: loginCode }),
    ...(process.env["SIGN_BUTTON"] === undefined ? {} : { signButton: process.env["SIGN_BUTTON"] })
  })
})

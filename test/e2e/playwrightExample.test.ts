/**
 * The example of examples/playwright run as an app's own test would run it: its two local anvil
 * nodes (chain ids 1 and 137, the networks the demo lists as Ethereum and Polygon), the dev wallet
 * installed by `doorway-connect/testing` in the demo without its own dev wallet, and the journeys
 * driven by role and name: connect after a delayed approval, switch to Polygon, disconnect; the
 * email login with the code from the local stack's mailbox, a signature approved in the secure
 * frame. Then the helpers' other paths: a network switch from the Account view or the list
 * already open, a refused switch, a refused code, a new device with no mailbox given, and the
 * sign-in of an app with sign-in on.
 */
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { resolveAnvilBinary } from "../../devnet/chains/anvilBinary.js"
import { connectJourney, type JourneyChains } from "../../examples/playwright/connectJourney.js"
import { emailJourney } from "../../examples/playwright/emailJourney.js"
import { startLocalChain } from "../../examples/playwright/startLocalChain.js"
import { writeNoWalletPage } from "../../scripts/bench/visitorBench.js"
import { useBrowser } from "./support/browser.js"
import { e2eStack } from "./support/stack.js"
import { connectWith, installDevWallet, loginWithEmail, setPolicy, signInWithWallet, switchNetwork } from "../../testing/index.js"

const stack = e2eStack()
const browser = useBrowser()

let chains: JourneyChains | undefined
let noWalletPage = ""
beforeAll(async () => {
  const [ethereum, polygon] = await Promise.all([startLocalChain(1, resolveAnvilBinary()), startLocalChain(137, resolveAnvilBinary())])
  chains = { ethereum, polygon }
  noWalletPage = await writeNoWalletPage(stack.demoDir)
})

afterAll(async () => {
  await Promise.all([chains?.ethereum.stop(), chains?.polygon.stop()])
})

describe("examples/playwright", () => {
  it("connects with the installed dev wallet, switches to Polygon and disconnects", async () => {
    if (chains === undefined) throw new Error("The example's chains did not start")
    await connectJourney(await browser.newPage(), `${stack.demoUrl}${noWalletPage}`, chains)
  })

  it("logs in by email with the mailed code, approves a signature in the secure frame, and disconnects", async () => {
    await emailJourney(await browser.newPage(), `${stack.demoUrl}${noWalletPage}`, {
      email: `example-${Date.now()}@example.com`,
      mailboxUrl: stack.devnet.secureSite.mailboxUrl,
      signButton: "Sign the message"
    })
  })
})

/** The demo without its own wallet, the dev wallet installed on the example's chains. */
const openWithDevWallet = async (query = ""): Promise<Page> => {
  if (chains === undefined) throw new Error("The example's chains did not start")
  const page = await browser.newPage()
  await installDevWallet(page, {
    chains: [
      { chainId: 1, rpcUrl: chains.ethereum.rpcUrl, name: "Ethereum" },
      { chainId: 137, rpcUrl: chains.polygon.rpcUrl, name: "Polygon" }
    ]
  })
  await page.goto(`${stack.demoUrl}${noWalletPage}${query}`)
  return page
}

describe("doorway-connect/testing's other paths", () => {
  it("switches from the Account view, from the list already open, and not at all when already there; a refused switch fails with its words", async () => {
    const page = await openWithDevWallet()
    await connectWith(page, "Doorway Dev Wallet")
    await page.getByRole("button", { name: /^Account / }).click()
    await page.getByRole("dialog", { name: "Account" }).waitFor()
    await switchNetwork(page, "Polygon")
    expect(await page.getByRole("dialog").count()).toBe(0)
    expect(await page.getByRole("button", { name: "Network: Polygon", exact: true }).count()).toBe(1)

    await page.getByRole("button", { name: "Network: Polygon", exact: true }).click()
    await page.getByRole("list", { name: "Networks" }).waitFor()
    await switchNetwork(page, "Ethereum")
    expect(await page.getByRole("button", { name: "Network: Ethereum", exact: true }).count()).toBe(1)

    await switchNetwork(page, "Ethereum")
    expect(await page.getByRole("dialog").count()).toBe(0)

    await setPolicy(page, "reject")
    await expect(switchNetwork(page, "Polygon")).rejects.toThrow(/^Switching to Polygon failed: /)
    expect(await page.getByRole("button", { name: "Network: Ethereum", exact: true }).count()).toBe(1)
  })

  it("a code the secure site refuses fails the email login with the modal's words", async () => {
    const page = await browser.newPage()
    await page.goto(`${stack.demoUrl}${noWalletPage}`)
    // One in a million times the mailed code is this one, and the login goes through.
    await expect(
      loginWithEmail(page, { email: `refused-${Date.now()}@example.com`, code: "000000", mailbox: stack.devnet.secureSite.mailboxUrl })
    ).rejects.toThrow("The email login was refused: Invalid code")
  })

  it("a new device outside test mode needs the mailbox: without it the email login says so", async () => {
    const page = await browser.newPage()
    await page.goto(`${stack.demoUrl}${noWalletPage}`)
    await expect(loginWithEmail(page, { email: `no-mailbox-${Date.now()}@example.com`, code: "123456" })).rejects.toThrow(
      "The email login asks for this device's approval (a link was mailed): pass `mailbox`"
    )
  })

  it("signs in on an app with sign-in on; a refused signature fails with the modal's words", async () => {
    const page = await openWithDevWallet("?siwx=local")
    await connectWith(page, "Doorway Dev Wallet")
    await setPolicy(page, "reject")
    await expect(signInWithWallet(page)).rejects.toThrow(/^The sign-in was refused: /)
    await setPolicy(page, "approve")
    await signInWithWallet(page)
    expect(await page.getByRole("dialog").count()).toBe(0)
  })
})

/**
 * Outages and restarts of the relay and the secure site, in Chromium against the local stack, with
 * a real WalletConnect wallet (the Node sign client) on the other end, seen only as a person sees
 * the page:
 *
 * - The relay's sockets cut (its `drop` fault, which also refuses every new handshake) while a
 *   session is live: "Sign the message" opens the modal with 'The wallet cannot be reached.
 *   Reconnecting…'; the wallet gets nothing meanwhile; once the relay takes sockets again the
 *   request goes out, the wallet signs it once, and the notice and the modal go. The 60 s limit
 *   after which such a request fails ('Failed to reach the wallet') is Doorway's rule, pinned on
 *   the TestClock in test/core/walletconnect/requestOverRelay.test.ts.
 * - The relay stopped and started again on its port (`/__restart`, its memory gone): the session
 *   goes on and the next signature works.
 * - The secure site stopped and started again while logged in by email: the next signature is
 *   approved in the frame and verifies.
 *
 * Each prints what it measured.
 */
import type { Page } from "playwright-core"
import { verifyMessage, type Address, type Hex } from "viem"
import { afterEach, describe, expect, it } from "vitest"
import { DEMO_MESSAGE } from "../../demo/demoMessage.js"
import { clearFaults, setFault } from "../../devnet/net/faults/faultsClient.js"
import { restartStandIn, restartUrlOf } from "../../devnet/net/restart/restartRoute.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, openDemo } from "./support/demoPage.js"
import { logInFirstTime } from "./support/emailLogin.js"
import { approvalOf } from "./support/frameApproval.js"
import { pairByQrCode } from "./support/pairByQrCode.js"
import { useRelayWallet } from "./support/relayWallet.js"
import type { SignClientWallet } from "./support/signClientWallet.js"
import { e2eStack } from "./support/stack.js"
import { verifiesOnChain } from "./support/verifyOnChain.js"

const stack = e2eStack()
const browser = useBrowser()
const faults = stack.devnet.faults
/** anvil's account 12 of the test mnemonic: no other browser test uses it (signing needs no coins). */
const phone = useRelayWallet(stack, { addressIndex: 12, chains: ["eip155:1"], methods: ["personal_sign"], name: "outages" })
const NOTICE = "The wallet cannot be reached. Reconnecting…"
const SIGNATURE = /^0x[0-9a-f]{130}$/

afterEach(async () => {
  await Promise.all([clearFaults(faults.relay), clearFaults(faults.secureSite)])
})

const signatureOf = (page: Page) => page.getByRole("status", { name: "Signature", exact: true })

/** Resolves once `url` answers at all (a stand-in back after a restart). */
const answering = async (url: string): Promise<void> => {
  for (let tries = 0; tries < 200; tries++) {
    if (await fetch(url).then(() => true, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${url} did not come back`)
}

/** The demo connected to the phone wallet by its QR code, the modal closed. */
const connectPhone = async (wallet: SignClientWallet): Promise<Page> => {
  const page = await openDemo(browser, stack)
  await page.emulateMedia({ reducedMotion: "reduce" })
  await pairByQrCode(page, wallet)
  await page.getByText(phone.account.address, { exact: true }).waitFor({ timeout: 15_000 })
  await page.keyboard.press("Escape")
  await dialogOf(page).waitFor({ state: "detached" })
  return page
}

/** "Sign the message" (for the first time on the page), then the host's answer, checked against the phone's address. */
const signs = async (page: Page): Promise<void> => {
  expect(await signatureOf(page).textContent()).toBe("")
  await page.getByRole("button", { name: "Sign the message" }).click()
  await expect.poll(() => signatureOf(page).textContent(), { timeout: 20_000 }).not.toBe("")
  const signature = (await signatureOf(page).textContent()) as Hex
  expect(signature).toMatch(SIGNATURE)
  expect(await verifyMessage({ address: phone.account.address, message: DEMO_MESSAGE, signature })).toBe(true)
}

describe("outages and restarts (Chromium, a Node WalletConnect wallet)", () => {
  it("the relay's sockets cut: a signature asked meanwhile shows that the wallet cannot be reached, and is signed once the relay is back", async () => {
    const wallet = await phone.start()
    const page = await connectPhone(wallet)

    await setFault(faults.relay, { route: "/", fault: "drop" })
    const asked = Date.now()
    await page.getByRole("button", { name: "Sign the message" }).click()
    // The modal opens with the notice; the host still shows the account, and nothing is signed.
    await dialogOf(page).getByText(NOTICE, { exact: true }).waitFor({ timeout: 5_000 })
    const noticeAfterMs = Date.now() - asked
    expect(await hostAccount(page)).toBe(phone.account.address)
    expect(await signatureOf(page).textContent()).toBe("")
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(wallet.requests()).toEqual([])

    await clearFaults(faults.relay)
    const back = Date.now()
    // The phone's app comes back to the relay too (its SDK alone tries again only every 20 s or so).
    void wallet.client.core.relayer.transportOpen().catch(() => undefined)
    await expect.poll(() => signatureOf(page).textContent(), { timeout: 20_000 }).toMatch(SIGNATURE)
    const signedAfterMs = Date.now() - back
    expect(await verifyMessage({ address: phone.account.address, message: DEMO_MESSAGE, signature: (await signatureOf(page).textContent()) as Hex })).toBe(true)
    expect(wallet.requests()).toEqual(["personal_sign"])
    await dialogOf(page).waitFor({ state: "detached", timeout: 5_000 })
    console.info(`relay cut: notice ${noticeAfterMs} ms after Sign; signed ${signedAfterMs} ms after the relay took sockets again`)
    await wallet.close()
  }, 60_000)

  it("the relay stopped and started again on its port: the session goes on and the next signature works", async () => {
    const wallet = await phone.start()
    const page = await connectPhone(wallet)

    await restartStandIn(restartUrlOf(faults.relay), 1_000)
    const restarted = Date.now()
    await answering(restartUrlOf(faults.relay).replace("/__restart", "/"))
    void wallet.client.core.relayer.transportOpen().catch(() => undefined)
    await signs(page)
    expect(await hostAccount(page)).toBe(phone.account.address)
    expect(wallet.requests()).toEqual(["personal_sign"])
    console.info(`relay restart: signed ${Date.now() - restarted} ms after the restart was asked (1,000 ms down)`)
    await wallet.close()
  }, 60_000)

  it("the secure site stopped and started again while logged in by email: the next signature is approved in the frame and verifies", async () => {
    const page = await openDemo(browser, stack)
    await page.emulateMedia({ reducedMotion: "reduce" })
    const dialog = await logInFirstTime(stack, page, `outage-${Date.now()}@example.com`)
    const address = (await dialog.getByTestId("account-name").getAttribute("data-address")) as Address
    await page.keyboard.press("Escape")
    await dialogOf(page).waitFor({ state: "detached" })

    await restartStandIn(restartUrlOf(faults.secureSite), 1_000)
    const restarted = Date.now()
    await answering(stack.devnet.secureSite.mailboxUrl)
    await page.getByRole("button", { name: "Sign the message" }).click()
    const approval = await approvalOf(page)
    await approval.getByRole("button", { name: "Approve" }).click()
    // The email wallet's smart account (the EVM default), not deployed yet: ERC-6492, checked on the chain.
    await expect.poll(() => signatureOf(page).textContent(), { timeout: 15_000 }).toMatch(/^0x[0-9a-f]{130,}$/)
    const signature = (await signatureOf(page).textContent()) as Hex
    expect(await verifiesOnChain(stack, 1, { address, message: DEMO_MESSAGE, signature })).toBe(true)
    console.info(`secure site restart: signed ${Date.now() - restarted} ms after the restart was asked (1,000 ms down)`)
  }, 60_000)
})

/**
 * The email wallet in use (SPEC §4, WIRE §4.5), in Chromium against the local stack: every request
 * that needs the person's approval opens ApproveTransaction, where the secure frame, on its own
 * origin, shows the request with Approve and Reject. A message the host signs through
 * `useAppKitProvider` verifies against the chain (the wallet's smart account, ERC-6492); a rejected
 * one reports the rejection; a native send from the Send view is approved in the frame and mined
 * on anvil (a user operation); the wallet switches to Polygon and signs there. axe-core finds nothing on the approval view in either theme.
 */
import type { Page } from "playwright-core"
import { createPublicClient, http, parseUnits, type Address, type Hex } from "viem"
import { describe, expect, it } from "vitest"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { DEMO_MESSAGE } from "../../demo/demoMessage.js"
import { violationsInBothThemes } from "./support/axe.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostNetwork } from "./support/demoPage.js"
import { logInFirstTime } from "./support/emailLogin.js"
import { approvalOf } from "./support/frameApproval.js"
import { openSend, prepareSend } from "./support/sendSteps.js"
import { e2eStack } from "./support/stack.js"
import { verifiesOnChain } from "./support/verifyOnChain.js"

const stack = e2eStack()
const browser = useBrowser()

/** anvil's second unlocked account (index 1 of its default mnemonic). */
const RECEIVER: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

const nodeOf = (chainId: number) => {
  const chain = stack.devnet.evm.find((candidate) => candidate.chainId === chainId)
  if (chain === undefined) throw new Error(`No local node for chain ${chainId}`)
  return createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
}

const signature = (page: Page) => page.getByRole("status", { name: "Signature", exact: true })

describe("the email wallet's approvals", () => {
  it("signs through useAppKitProvider, rejects, sends on anvil after approval in the frame, and signs again on Polygon", async () => {
    const page = await browser.newPage()
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.goto(stack.demoUrl)
    const dialog = await logInFirstTime(stack, page, `approvals-${Date.now()}@example.com`)
    const address = (await dialog.getByTestId("account-name").getAttribute("data-address")) as Address
    await page.keyboard.press("Escape")
    await dialogOf(page).waitFor({ state: "detached" })

    // Closing the modal on the approval dismisses it: 'Request was aborted', code 4001 (a rejection to viem); the frame hides.
    await page.getByRole("button", { name: "Sign the message" }).click()
    await approvalOf(page)
    await dialogOf(page).getByRole("button", { name: "Close" }).click()
    await dialogOf(page).waitFor({ state: "detached" })
    await expect.poll(() => signature(page).textContent(), { timeout: 10_000 }).toBe("User rejected the request.")
    expect(await page.locator("#w3m-iframe").isVisible()).toBe(false)

    // The host signs: ApproveTransaction opens, the frame shows the message, Approve signs with the wallet's key.
    await page.getByRole("button", { name: "Sign the message" }).click()
    const approval = await approvalOf(page)
    expect(await approval.textContent()).toContain(DEMO_MESSAGE)
    expect(await violationsInBothThemes(page, "ApproveTransaction")).toEqual([])
    await approval.getByRole("button", { name: "Approve" }).click()
    await dialogOf(page).waitFor({ state: "detached" })
    // The wallet's smart account (the EVM default) signs; not deployed yet, so ERC-6492, checked on the chain.
    await expect.poll(() => signature(page).textContent(), { timeout: 10_000 }).toMatch(/^0x[0-9a-f]{130,}$/)
    const signed = (await signature(page).textContent()) as Hex
    expect(await verifiesOnChain(stack, 1, { address, message: DEMO_MESSAGE, signature: signed })).toBe(true)

    // Reject in the frame: the host's call fails with the wallet's rejection (EIP-1193 4001, as viem words it).
    await page.getByRole("button", { name: "Sign the message" }).click()
    await (await approvalOf(page)).getByRole("button", { name: "Reject" }).click()
    await dialogOf(page).waitFor({ state: "detached" })
    await expect.poll(() => signature(page).textContent(), { timeout: 10_000 }).toBe("User rejected the request.")

    // Send from the modal: approved in the frame, mined on anvil, then the Account view again.
    const ethereum = nodeOf(1)
    const received = await ethereum.getBalance({ address: RECEIVER })
    await page.getByRole("button", { name: `Account ${truncateAddress(address)}` }).click()
    const account = dialogOf(page).locator("[data-testid=account]")
    const send = await openSend(page, account)
    await prepareSend(send, "ETH", "0.5", RECEIVER)
    await send.getByRole("button", { name: "Send" }).click()
    const transfer = await approvalOf(page)
    expect(await transfer.textContent()).toContain(RECEIVER.slice(0, 6))
    await transfer.getByRole("button", { name: "Approve" }).click()
    await account.waitFor({ timeout: 15_000 })
    expect(await ethereum.getBalance({ address: RECEIVER })).toBe(received + parseUnits("0.5", 18))

    // Polygon: the wallet moves there, and its signature is made there.
    await account.locator("[data-testid=network-button]").click()
    await dialogOf(page).locator("[data-testid=network-row]", { hasText: "Polygon" }).click()
    await expect.poll(() => hostNetwork(page), { timeout: 10_000 }).toBe("Polygon")
    await page.keyboard.press("Escape")
    await dialogOf(page).waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Sign the message" }).click()
    const onPolygon = await approvalOf(page)
    expect(await onPolygon.textContent()).toContain("Polygon")
    await onPolygon.getByRole("button", { name: "Approve" }).click()
    // The smart account's signature names its chain: another one, which Polygon's node verifies.
    await expect.poll(() => signature(page).textContent(), { timeout: 10_000 }).toMatch(/^0x[0-9a-f]{130,}$/)
    const onPolygonSigned = (await signature(page).textContent()) as Hex
    expect(onPolygonSigned).not.toBe(signed)
    expect(await verifiesOnChain(stack, 137, { address, message: DEMO_MESSAGE, signature: onPolygonSigned })).toBe(true)
  }, 120_000)
})

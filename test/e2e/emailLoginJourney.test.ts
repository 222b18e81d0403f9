/**
 * Email login with the embedded wallet (SPEC §4, WIRE §4.6), in Chromium against the local stack:
 * the secure site's frame on its own origin, its mailbox read over HTTP as a person reads it.
 *
 * A first login in a browser goes through VERIFY_DEVICE (the approval link from the mailbox),
 * then the code from the mailbox; the Account view shows the wallet's address and its balance on
 * the anvil node; a reload restores the login through the frame, the app holding no session token;
 * Disconnect signs out. A second login in
 * the same browser asks for the code only (VERIFY_OTP), and a new code within 30 s is refused
 * with the catalogue's words. The session is the secure site's cookie: with it gone, a reload is
 * signed out.
 */
import type { Page } from "playwright-core"
import { createPublicClient, formatEther, http, type Address } from "viem"
import { hostAccount } from "./support/demoPage.js"
import { describe, expect, it } from "vitest"
import { accountBalanceText } from "../../core/format/accountBalanceText.js"
import { truncateAddress } from "../../core/format/truncateAddress.js"
import { mainnet } from "../../core/networks/evm.js"
import { violationsInBothThemes } from "./support/axe.js"
import { useBrowser } from "./support/browser.js"
import { enterCode, nextMail, submitEmail } from "./support/emailLogin.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

const openDemo = async (): Promise<Page> => {
  const page = await browser.newPage()
  await page.goto(stack.demoUrl)
  await page.getByRole("button", { name: "Connect", exact: true }).waitFor()
  return page
}

/** The balance line the Account view should show, read from the node. */
const expectedBalance = async (address: Address): Promise<string> => {
  const chain = stack.devnet.evm.find((candidate) => candidate.chainId === mainnet.id)
  if (chain === undefined) throw new Error("No local node for Ethereum")
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  return accountBalanceText(formatEther(await client.getBalance({ address })), undefined, mainnet)
}


describe("email login with the embedded wallet", () => {
  it("approves the device, logs in with the mailed code, shows the account, survives reloads through the frame, signs out", async () => {
    const email = `journey-${Date.now()}@example.com`
    const page = await openDemo()
    // The demo says where its mail goes: the local secure site's mailbox page.
    expect(await page.getByRole("link", { name: "the local mailbox" }).getAttribute("href")).toBe(stack.devnet.secureSite.mailboxUrl)
    const dialog = await submitEmail(page, email)

    // A first login in this browser: approve the device from the mailbox, then the code.
    await dialog.getByText("Approve this device", { exact: true }).waitFor({ timeout: 15_000 })
    expect(await violationsInBothThemes(page, "EmailLogin, approve this device")).toEqual([])
    const approval = await nextMail(stack, email, "device-approval")
    expect((await fetch(approval.link ?? "")).status).toBe(200)
    await dialog.getByRole("textbox", { name: "Login code" }).waitFor({ timeout: 10_000 })
    expect(await violationsInBothThemes(page, "EmailLogin, the code")).toEqual([])
    const otp = await nextMail(stack, email, "otp")
    await enterCode(dialog, otp.code ?? "")

    // The Account view: the wallet's address and its balance on the anvil node.
    const name = dialog.getByTestId("account-name")
    await name.waitFor({ timeout: 15_000 })
    const address = (await name.getAttribute("data-address")) as Address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await name.textContent()).toBe(truncateAddress(address))
    const balance = await expectedBalance(address)
    await expect.poll(() => dialog.getByTestId("account-balance").textContent(), { timeout: 10_000 }).toBe(balance)
    await expect.poll(() => hostAccount(page)).toBe(address)
    expect(await page.evaluate(() => localStorage.getItem("@appkit-wallet/EMAIL"))).toBe(email)
    // The session is the secure site's (WIRE §4.8): the host page keeps no token of it.
    expect(await page.evaluate(() => localStorage.getItem("@appkit-wallet/SESSION_TOKEN_KEY"))).toBeNull()

    // A reload restores the login without any prompt.
    await page.reload()
    await expect.poll(() => hostAccount(page), { timeout: 15_000 }).toBe(address)
    expect(await page.getByRole("dialog").count()).toBe(0)

    // Sign out: Disconnect in Account; the login is forgotten, and a reload stays signed out.
    const signOut = async () => {
      await page.getByRole("button", { name: `Account ${truncateAddress(address)}` }).click()
      await page.getByRole("dialog").getByRole("button", { name: "Disconnect" }).click()
      await page.getByRole("button", { name: "Connect", exact: true }).waitFor({ timeout: 10_000 })
      expect(
        await page.evaluate(() => ["EMAIL_LOGIN_USED_KEY", "EMAIL", "SESSION_TOKEN_KEY"].map((key) => localStorage.getItem(`@appkit-wallet/${key}`)))
      ).toEqual([null, null, null])
    }
    await signOut()
    await page.reload()
    await page.getByRole("button", { name: "Connect", exact: true }).waitFor()
    await expect.poll(() => hostAccount(page)).toBe("disconnected")

    // The device is approved now: a second login asks for the code only, and a new code waits 30 s.
    const again = await submitEmail(page, email)
    await again.getByRole("textbox", { name: "Login code" }).waitFor({ timeout: 15_000 })
    expect(await again.getByText("Approve this device", { exact: true }).count()).toBe(0)
    const second = await nextMail(stack, email, "otp", new Set([otp.id]))
    await again.getByRole("button", { name: "Resend code" }).click()
    await again.getByRole("alert").filter({ hasText: /^Please try again after (29|30) seconds$/ }).waitFor()
    await enterCode(again, second.code ?? "")
    await expect.poll(() => hostAccount(page), { timeout: 15_000 }).toBe(address)

    // The session lives in the secure site's cookie: with the browser's cookies gone, a reload is signed out.
    await page.context().clearCookies()
    await page.reload()
    await page.getByRole("button", { name: "Connect", exact: true }).waitFor({ timeout: 15_000 })
    await expect.poll(() => hostAccount(page), { timeout: 15_000 }).toBe("disconnected")
    expect(await page.evaluate(() => localStorage.getItem("@appkit-wallet/EMAIL_LOGIN_USED_KEY"))).toBeNull()
  })
})

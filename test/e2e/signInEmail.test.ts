/**
 * Sign-in with the email wallet in one step (SPEC §4, WIRE §4.3), in Chromium against the local
 * stack, on the demo with sign-in required (`?siwx=local`): the login's GET_USER carries the
 * sign-in message, the secure site fills in the user's address and signs it as the user logs in,
 * and the session is kept at once. After the mailed code the demo is signed in, neither the
 * SIWXSignMessage view nor the approval view ever showed, and the kept session's signature
 * verifies against the chain for the email wallet's address (its smart account, not deployed yet:
 * ERC-6492).
 */
import type { Address, Hex } from "viem"
import { describe, expect, it } from "vitest"
import { useBrowser } from "./support/browser.js"
import { openDemo } from "./support/demoPage.js"
import { logInFirstTime } from "./support/emailLogin.js"
import { e2eStack } from "./support/stack.js"
import { verifiesOnChain } from "./support/verifyOnChain.js"
import { viewsSeen, watchForViews } from "./support/viewWatch.js"

const stack = e2eStack()
const browser = useBrowser()

describe("sign-in with the email wallet", () => {
  it("the login signs in: no second prompt, the session kept and its signature the wallet's", async () => {
    await watchForViews(browser.context(), ["siwx-sign-message", "approve-transaction", "account-name"])
    const page = await openDemo(browser, stack, "?siwx=local")
    const email = `siwx-${Date.now()}@example.com`
    const dialog = await logInFirstTime(stack, page, email)
    const address = (await dialog.getByTestId("account-name").getAttribute("data-address")) as Address

    await expect.poll(() => page.textContent("[data-testid=demo-signed-in]")).toBe("yes, on eip155:1")
    const stored = (await page.evaluate(() => JSON.parse(localStorage.getItem("@appkit/siwx") ?? "[]"))) as Array<{
      data: { accountAddress: string; chainId: string; domain: string; statement?: string }
      message: string
      signature: Hex
    }>
    expect(stored).toHaveLength(1)
    const [session] = stored
    expect(session?.data.accountAddress.toLowerCase()).toBe(address.toLowerCase())
    expect(session?.data.domain).toBe(new URL(stack.demoUrl).host)
    expect(session?.message.split("\n")[1]).toBe(address)
    expect(session?.message).toContain("Sign in to the Doorway demo")
    expect(await verifiesOnChain(stack, 1, { address, message: session!.message, signature: session!.signature })).toBe(true)

    // Required sign-in, and still nothing asked: the Account view stays, no view came and went (the
    // watch did see the Account view's name).
    await dialog.getByTestId("account-name").waitFor()
    expect(await viewsSeen(page)).toEqual({ "siwx-sign-message": false, "approve-transaction": false, "account-name": true })
  })
})

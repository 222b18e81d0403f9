/**
 * Sign-in with the wallet (SPEC §4) in Chromium against the local stack, on the demo turned to
 * sign-in by its query (`?siwx=local`, `?siwx=server`), with the wallet written in the tests:
 * required mode keeps the modal open until the account signs, the session is kept and survives a
 * reload, another account is asked again, cancelling disconnects; through the local sign-in
 * service, which refuses a replayed nonce and an expired message.
 */
import type { Page } from "playwright-core"
import { verifyMessage, type Hex } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { createSiwxMessage } from "../../core/siwx/eip4361/createSiwxMessage.js"
import { violationsInBothThemes } from "./support/axe.js"
import { useBrowser } from "./support/browser.js"
import { dialogOf, hostAccount, openDemo, walletRow } from "./support/demoPage.js"
import { e2eStack } from "./support/stack.js"
import { installTestWallet } from "./support/testWallet.js"

const stack = e2eStack()
const browser = useBrowser()

const signedIn = (page: Page) => page.textContent("[data-testid=demo-signed-in]")

const installWallet = (privateKey: Hex) =>
  installTestWallet(browser.context(), { name: "Signet Test Wallet", rdns: "org.doorway.test.signet", chains: stack.devnet.evm, privateKey })

describe("sign-in with the wallet", () => {
  it("required: the modal stays until the account signs; the session is kept over a reload; another account is asked again; cancel disconnects", async () => {
    const wallet = await installWallet(generatePrivateKey())
    const first = wallet.address
    const page = await openDemo(browser, stack, "?siwx=local")
    const dialog = dialogOf(page)
    await page.click("[data-testid=connect]")
    await walletRow(page, wallet.name).click()
    const view = dialog.locator("[data-testid=siwx-sign-message]")
    await view.waitFor()
    expect(await signedIn(page)).toBe("no")

    // Sign-in is required and there is no session: neither Escape nor the close button closes it.
    await page.keyboard.press("Escape")
    await dialog.getByRole("button", { name: /close/i }).click()
    await expect.poll(() => view.isVisible()).toBe(true)
    expect(await violationsInBothThemes(page, "SIWXSignMessage")).toEqual([])

    await view.getByRole("button", { name: "Sign" }).click()
    await dialog.waitFor({ state: "detached" })
    await expect.poll(() => signedIn(page)).toBe("yes, on eip155:1")
    const stored = (await page.evaluate(() => JSON.parse(localStorage.getItem("@appkit/siwx") ?? "[]"))) as Array<{
      data: { accountAddress: string; domain: string }
      message: string
      signature: Hex
    }>
    expect(stored).toHaveLength(1)
    expect(stored[0]?.data.accountAddress).toBe(first)
    expect(stored[0]?.data.domain).toBe(new URL(stack.demoUrl).host)
    expect(await verifyMessage({ address: first, message: stored[0]!.message, signature: stored[0]!.signature })).toBe(true)

    // A reload reconnects and keeps the session: nothing is asked. (The reconnection waits for the
    // wallet's announcement, which a busy machine delays.)
    await page.reload()
    await page.locator("[data-testid=connect]").waitFor()
    await expect.poll(() => hostAccount(page), { timeout: 10_000 }).toBe(first)
    await expect.poll(() => signedIn(page), { timeout: 10_000 }).toBe("yes, on eip155:1")
    expect(await dialog.count()).toBe(0)

    // Another account, without a session: asked again.
    const second = await wallet.switchAccount(generatePrivateKey())
    await view.waitFor()
    await expect.poll(() => hostAccount(page)).toBe(second)
    expect(await signedIn(page)).toBe("no")

    // Cancel while required, with no other network signed in: the wallet is disconnected.
    await view.getByRole("button", { name: "Cancel" }).click()
    await dialog.waitFor({ state: "detached" })
    await expect.poll(() => hostAccount(page)).toBe("disconnected")
  })

  it("through the sign-in service: signed in once, and the service refuses the same nonce again and an expired message", async () => {
    const key = generatePrivateKey()
    const account = privateKeyToAccount(key)
    const wallet = await installWallet(key)
    const page = await openDemo(browser, stack, "?siwx=server")
    let sent: { body: string; nonceToken: string } | undefined
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/auth/v1/authenticate")) {
        sent = { body: request.postData() ?? "", nonceToken: request.headers()["x-nonce-jwt"] ?? "" }
      }
    })
    const dialog = dialogOf(page)
    await page.click("[data-testid=connect]")
    await walletRow(page, wallet.name).click()
    const view = dialog.locator("[data-testid=siwx-sign-message]")
    await view.getByRole("button", { name: "Sign" }).click()
    await dialog.waitFor({ state: "detached" })
    await expect.poll(() => signedIn(page)).toBe("yes, on eip155:1")
    expect(sent).toBeDefined()

    const authUrl = (key: string) => `${stack.devnet.catalogue.url}/auth/v1/${key}?projectId=${stack.devnet.projectId}&st=appkit&sv=react-core-1.7.16`
    const authenticate = (nonceToken: string, body: string) =>
      fetch(authUrl("authenticate"), { method: "POST", headers: { "content-type": "application/json", "x-nonce-jwt": nonceToken }, body })

    const replayed = await authenticate(sent!.nonceToken, sent!.body)
    expect(replayed.status).toBe(401)

    const { nonce, token } = (await (await fetch(authUrl("nonce"))).json()) as { nonce: string; token: string }
    const data = {
      accountAddress: account.address,
      chainId: "eip155:1" as const,
      domain: new URL(stack.demoUrl).host,
      uri: stack.demoUrl,
      version: "1",
      nonce,
      issuedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
      expirationTime: new Date(Date.now() - 5 * 60_000).toISOString()
    }
    const message = createSiwxMessage(data as Parameters<typeof createSiwxMessage>[0])
    const expired = await authenticate(`Bearer ${token}`, JSON.stringify({ data, message, signature: await account.signMessage({ message }) }))
    expect(expired.status).toBe(401)
    expect(((await expired.json()) as { message: string }).message).toMatch(/expir/i)
  })
})

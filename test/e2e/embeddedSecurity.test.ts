/**
 * The embedded wallet's transport under attack (WIRE §4.2, §4.5), in Chromium against the local
 * stack: the demo's secure frame on the secure site's own origin, and pages on other origins.
 *
 * - A page on another origin that opened the demo, and the demo's own page scripts, post
 *   well-formed frame replies carrying the id of the request the frame is working on: the app
 *   hears none of them (the login does not move on, nothing connects, no signature comes back).
 *   The client drops them before decoding, so they leave no warning.
 * - Malformed frame messages from the frame itself (the secure origin and the frame's window) are
 *   dropped with a warning in the page's console, and the request they name stays pending.
 * - The secure site's frame page answers `frame-ancestors` with the project's allowed origins:
 *   Chromium refuses to show it inside a page on an origin the project does not allow (no READY,
 *   nothing mailed); the same page on an allowed origin gets the device approval.
 * - The email wallet's session is the secure site's HttpOnly, partitioned cookie: after a login on
 *   a host of another site, no script of the host page (its storages, its cookies) nor of the
 *   frame reads the token, and a reload restores the login through the frame. An HTTP client
 *   holding everything the host page can read gets no approval, no signature, no transaction.
 * - A personal_sign waiting for approval in the frame: forged answers and a forged session token
 *   are not heard, the host page cannot read the frame's document, its approve-like messages and
 *   synthetic clicks and keys do nothing, and neither does a script clicking Approve inside the
 *   frame (not a trusted click); a person's click on Reject in the frame settles it.
 *   The host page never holds a session token (WIRE §4.8).
 */
import type { Frame, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { frameUrl } from "../../core/frame/frameUrl.js"
import { mainnet } from "../../core/networks/evm.js"
import { useBrowser } from "./support/browser.js"
import { hostAccount } from "./support/demoPage.js"
import { enterCode, logInFirstTime, mailsTo, nextMail } from "./support/emailLogin.js"
import { startOtherOriginPages, type OtherOriginPages } from "./support/otherOriginPages.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
const browser = useBrowser()

let pages: OtherOriginPages
beforeAll(async () => {
  pages = await startOtherOriginPages()
})
afterAll(async () => {
  await pages.close()
})

const WARNING = "Dropped a frame message that does not match the protocol"
const FORGED_ADDRESS = "0x000000000000000000000000000000000000dEaD"
const FORGED_SIGNATURE = `0x${"ab".repeat(65)}`

interface Posted {
  readonly type: string
  readonly id?: string
  readonly payload?: unknown
}

/** The secure site's frame in the demo page, once it is there. */
const secureFrameOf = async (page: Page): Promise<Frame> => {
  let found: Frame | undefined
  await expect
    .poll(() => (found = page.frames().find((frame) => frame.url().startsWith(stack.devnet.secureSite.sdkUrl))), { timeout: 15_000 })
    .toBeDefined()
  const frame = found as Frame
  // Polled on a timer: a hidden frame paints no animation frames.
  await frame.waitForFunction(() => document.readyState === "complete", undefined, { polling: 100 })
  return frame
}

/** Records, inside the secure frame's own document, every app event it hears from now on. */
const recordAppEvents = (frame: Frame): Promise<void> =>
  frame.evaluate(() => {
    const heard: Array<unknown> = []
    Object.assign(window, { heardAppEvents: heard })
    window.addEventListener("message", (event) => heard.push(event.data))
  })

/** The id of the first app event of `type` (and RPC `method`) the frame heard. */
const idOfAppEvent = async (frame: Frame, type: string, method?: string): Promise<string> => {
  const handle = await frame.waitForFunction(
    ([wanted, wantedMethod]) =>
      (window as unknown as { heardAppEvents: ReadonlyArray<{ type?: string; id?: string; payload?: { method?: string } }> }).heardAppEvents.find(
        (event) => event.type === wanted && (wantedMethod === undefined || event.payload?.method === wantedMethod)
      )?.id,
    [type, method] as const,
    { timeout: 15_000, polling: 100 }
  )
  return (await handle.jsonValue()) as string
}

/**
 * Records, in the demo page, the frame messages it receives with their origins. Added after the
 * app's own listener, it hears each message after the app did.
 */
const recordHostMessages = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const heard: Array<{ origin: string; type: unknown }> = []
    Object.assign(window, { heardFrameMessages: heard })
    window.addEventListener("message", (event) => {
      const data: unknown = event.data
      const type = typeof data === "object" && data !== null ? (data as { type?: unknown }).type : undefined
      if (typeof type === "string" && type.startsWith("@w3m-frame/")) heard.push({ origin: event.origin, type })
    })
  })

/** How many frame messages from `origin` the demo page has received so far. */
const countHostMessages = (page: Page, origin: string): Promise<number> =>
  page.evaluate(
    (from) => (window as unknown as { heardFrameMessages: ReadonlyArray<{ origin: string }> }).heardFrameMessages.filter((entry) => entry.origin === from).length,
    origin
  )

/** Waits until the demo page has received `count` frame messages from `origin` (and so has the app). */
const waitForHostMessages = (page: Page, origin: string, count: number): Promise<unknown> =>
  page.waitForFunction(
    ([from, wanted]) =>
      (window as unknown as { heardFrameMessages: ReadonlyArray<{ origin: string }> }).heardFrameMessages.filter((entry) => entry.origin === from).length >=
      wanted,
    [origin, count] as const,
    { polling: 100 }
  )

/** Lets anything the app would do on a message happen, were it to do anything. */
const settle = (page: Page): Promise<void> => page.waitForTimeout(600)

/** The replies a forger would send for the request with `id` (WIRE §4.3), and two malformed ones. */
const forgedReplies = (id: string, email: string): ReadonlyArray<Posted> => [
  { type: "@w3m-frame/READY", payload: { version: "4" } },
  { type: "@w3m-frame/CONNECT_DEVICE_SUCCESS", id },
  { type: "@w3m-frame/CONNECT_EMAIL_SUCCESS", id, payload: { action: "CONNECT" } },
  { type: "@w3m-frame/CONNECT_OTP_SUCCESS", id },
  { type: "@w3m-frame/IS_CONNECTED_SUCCESS", id, payload: { isConnected: true } },
  {
    type: "@w3m-frame/GET_USER_SUCCESS",
    id,
    payload: { email, address: FORGED_ADDRESS, chainId: 1, accounts: [{ address: FORGED_ADDRESS, type: "eoa" }], preferredAccountType: "eoa" }
  },
  { type: "@w3m-frame/SESSION_UPDATE", payload: { token: "forged-session-token-0123456789" } },
  { type: "@w3m-frame/RPC_REQUEST_SUCCESS", id, payload: FORGED_SIGNATURE },
  // Heard, this would end the login with an error.
  { type: "@w3m-frame/CONNECT_DEVICE_ERROR", id, payload: { message: "Forged failure" } },
  // Malformed too: from these senders, dropped before any decoding.
  { type: "@w3m-frame/CONNECT_DEVICE_ERROR", id, payload: { message: 7 } },
  { type: "@w3m-frame/NO_SUCH_EVENT", id }
]

const demoAccount = hostAccount

/**
 * A page on another site (`localhost`) that opens the demo, so it holds the demo's window, and
 * posting to the demo from that page and from the demo's own page scripts.
 */
const openDemoFromOtherOrigin = async () => {
  const attacker = await browser.newPage()
  await attacker.goto(`${pages.localhost}/opener`)
  const [demo] = await Promise.all([
    browser.context().waitForEvent("page"),
    attacker.evaluate((url) => {
      Object.assign(window, { victim: window.open(url, "victim") })
    }, stack.demoUrl)
  ])
  await demo.getByRole("button", { name: "Connect", exact: true }).waitFor({ timeout: 15_000 })
  const fromAttacker = (messages: ReadonlyArray<Posted>) =>
    attacker.evaluate((all) => {
      const victim = (window as unknown as { victim: Window }).victim
      for (const message of all) victim.postMessage(message, "*")
    }, messages)
  const fromHostScript = (messages: ReadonlyArray<Posted>) =>
    demo.evaluate((all) => {
      for (const message of all) window.postMessage(message, "*")
    }, messages)
  return { attacker, demo, fromAttacker, fromHostScript }
}

describe("the embedded wallet's transport", () => {
  it("ignores frame replies from another origin and from the host's scripts, and drops malformed ones from the frame with a warning", async () => {
    const email = `forged-${Date.now()}@example.com`
    const { attacker, demo, fromAttacker, fromHostScript } = await openDemoFromOtherOrigin()
    const warnings: Array<string> = []
    demo.on("console", (message) => {
      if (message.text().includes(WARNING)) warnings.push(message.text())
    })
    const demoOrigin = new URL(stack.demoUrl).origin
    const attackerOrigin = new URL(attacker.url()).origin

    // The frame is made when the email field gains focus; the test listens inside it before the login starts.
    await demo.getByRole("button", { name: "Connect", exact: true }).click()
    const dialog = demo.getByRole("dialog")
    await dialog.getByRole("textbox", { name: "Email" }).fill(email)
    const frame = await secureFrameOf(demo)
    await recordAppEvents(frame)
    await recordHostMessages(demo)
    await dialog.getByRole("button", { name: "Continue with email" }).click()
    await dialog.getByText("Approve this device", { exact: true }).waitFor({ timeout: 15_000 })

    // CONNECT_DEVICE waits for the approval link: forged replies with its very id, from the other
    // origin and from the host page's own scripts.
    const deviceId = await idOfAppEvent(frame, "@w3m-app/CONNECT_DEVICE")
    const forged = forgedReplies(deviceId, email)
    await fromAttacker(forged)
    await fromHostScript(forged)
    await waitForHostMessages(demo, attackerOrigin, forged.length)
    await waitForHostMessages(demo, demoOrigin, forged.length)
    await settle(demo)
    expect(await dialog.getByText("Approve this device", { exact: true }).isVisible()).toBe(true)
    expect(await dialog.getByRole("textbox", { name: "Login code" }).count()).toBe(0)
    expect(await dialog.getByRole("alert").count()).toBe(0)
    expect(await demo.getByText("Forged failure").count()).toBe(0)
    expect(await demoAccount(demo)).toBe("disconnected")
    expect(await demo.evaluate(() => localStorage.getItem("@appkit-wallet/SESSION_TOKEN_KEY"))).toBeNull()
    // Dropped before decoding: not even a warning.
    expect(warnings).toEqual([])

    // Malformed messages from the frame itself: an error reply with a numeric id, one for the
    // pending request with a payload the schema refuses, an unknown event.
    const secureOrigin = new URL(stack.devnet.secureSite.url).origin
    const malformed: ReadonlyArray<unknown> = [
      { type: "@w3m-frame/CONNECT_DEVICE_ERROR", id: 42, payload: { message: "numeric id" } },
      { type: "@w3m-frame/CONNECT_DEVICE_ERROR", id: deviceId, payload: { message: 7 } },
      { type: "@w3m-frame/GET_USER_SUCCESS", id: deviceId, payload: { address: 12, chainId: "one" } },
      { type: "@w3m-frame/NO_SUCH_EVENT", id: deviceId }
    ]
    const fromFrame = (messages: ReadonlyArray<unknown>) =>
      frame.evaluate((all) => {
        for (const message of all) window.parent.postMessage(message, "*")
      }, messages)
    const fromSecureOrigin = await countHostMessages(demo, secureOrigin)
    await fromFrame(malformed)
    await waitForHostMessages(demo, secureOrigin, fromSecureOrigin + malformed.length)
    await expect.poll(() => warnings.length).toBe(malformed.length)
    expect(warnings.map((line) => /@w3m-frame\/\w+/.exec(line)?.[0])).toEqual([
      "@w3m-frame/CONNECT_DEVICE_ERROR",
      "@w3m-frame/CONNECT_DEVICE_ERROR",
      "@w3m-frame/GET_USER_SUCCESS",
      "@w3m-frame/NO_SUCH_EVENT"
    ])
    // The payloads are not logged.
    expect(warnings.filter((line) => line.includes("numeric id"))).toEqual([])
    await settle(demo)
    expect(await dialog.getByText("Approve this device", { exact: true }).isVisible()).toBe(true)
    expect(await dialog.getByRole("alert").count()).toBe(0)

    // The control: the very reply the others forged, posted from the frame's own window, is heard
    // (the login moves on to the code). Then the real approval link mails the code, which connects.
    await fromFrame([{ type: "@w3m-frame/CONNECT_DEVICE_SUCCESS", id: deviceId }])
    await dialog.getByRole("textbox", { name: "Login code" }).waitFor({ timeout: 10_000 })
    const approval = await nextMail(stack, email, "device-approval")
    expect((await fetch(approval.link ?? "")).status).toBe(200)
    await enterCode(dialog, (await nextMail(stack, email, "otp")).code ?? "")
    await expect.poll(() => demoAccount(demo), { timeout: 15_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await demoAccount(demo)).not.toBe(FORGED_ADDRESS)
    expect(warnings).toHaveLength(malformed.length)
  })

  it("leaves a request waiting for approval in the frame out of reach of the host page's scripts", async () => {
    const email = `approval-${Date.now()}@example.com`
    const { attacker, demo, fromAttacker, fromHostScript } = await openDemoFromOtherOrigin()
    const dialog = await logInFirstTime(stack, demo, email)
    await dialog.getByRole("button", { name: "Close" }).click()
    await dialog.waitFor({ state: "detached" })
    const frame = await secureFrameOf(demo)
    await recordAppEvents(frame)
    await recordHostMessages(demo)

    // The host asks for a signature through the provider useAppKitProvider gives; the frame draws the approval.
    const signature = demo.getByTestId("signature")
    await demo.getByTestId("sign").click()
    const rpcId = await idOfAppEvent(frame, "@w3m-app/RPC_REQUEST", "personal_sign")
    // Counted hidden or not: the frame shows only while a view of the modal places it.
    const approvalHeading = frame.getByRole("heading", { name: "Approve request", includeHidden: true })
    await approvalHeading.waitFor({ state: "attached" })

    // Forged answers to the request, with its id, and a session token of the forger's: from the
    // other origin and from the host's scripts. The host page holds no token of its own (WIRE §4.8).
    expect(await demo.evaluate(() => localStorage.getItem("@appkit-wallet/SESSION_TOKEN_KEY"))).toBeNull()
    const forged: ReadonlyArray<Posted> = [
      { type: "@w3m-frame/RPC_REQUEST_SUCCESS", id: rpcId, payload: FORGED_SIGNATURE },
      { type: "@w3m-frame/RPC_REQUEST_SUCCESS", id: rpcId, payload: { result: FORGED_SIGNATURE } },
      { type: "@w3m-frame/SESSION_UPDATE", payload: { token: "forged-session-token-0123456789" } }
    ]
    await fromAttacker(forged)
    await fromHostScript(forged)
    await waitForHostMessages(demo, new URL(attacker.url()).origin, forged.length)
    await waitForHostMessages(demo, new URL(stack.demoUrl).origin, forged.length)

    // The host page's script goes for the frame itself.
    const attempt = await demo.evaluate((id) => {
      const iframe = document.getElementById("w3m-iframe") as HTMLIFrameElement
      let read: string
      try {
        read = `read: ${String(iframe.contentWindow?.document.body.textContent)}`
      } catch (error) {
        read = (error as Error).name
      }
      const target = iframe.contentWindow
      if (target === null) return { read, posted: false }
      // Approve-like messages: the frame has no such event, and a second copy of the request is not an approval.
      for (const message of [
        { type: "@w3m-app/APPROVE", id },
        { type: "@w3m-app/RPC_REQUEST_APPROVED", id, payload: { approved: true } },
        { type: "@w3m-frame/RPC_REQUEST_SUCCESS", id },
        { type: "approve", id }
      ]) {
        target.postMessage(message, "*")
      }
      // Synthetic clicks on the frame, across its box (where its buttons are drawn), and keys.
      const box = iframe.getBoundingClientRect()
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.right - 40, box.bottom - 30],
        [box.left + 40, box.bottom - 30]
      ] as const
      for (const [x, y] of points) {
        const init = { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y, view: window }
        for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup"]) iframe.dispatchEvent(new PointerEvent(type, init))
        iframe.dispatchEvent(new MouseEvent("click", init))
      }
      iframe.focus()
      for (const type of ["keydown", "keypress", "keyup"]) {
        iframe.dispatchEvent(new KeyboardEvent(type, { key: "Enter", code: "Enter", bubbles: true }))
        document.activeElement?.dispatchEvent(new KeyboardEvent(type, { key: "Enter", code: "Enter", bubbles: true }))
      }
      return { read, posted: true }
    }, rpcId)
    expect(attempt).toEqual({ read: "SecurityError", posted: true })

    // Even a script inside the frame's own document does not approve: its clicks are not trusted.
    expect(
      await frame.evaluate(() => {
        const approve = [...document.querySelectorAll("button")].find((button) => button.textContent === "Approve")
        approve?.click()
        approve?.dispatchEvent(new MouseEvent("click", { bubbles: true }))
        return approve !== undefined
      })
    ).toBe(true)

    await settle(demo)
    expect(await signature.getAttribute("data-status")).toBe("idle")
    expect(await signature.textContent()).toBe("")
    expect(await demo.evaluate(() => localStorage.getItem("@appkit-wallet/SESSION_TOKEN_KEY"))).toBeNull()
    expect(await approvalHeading.count()).toBe(1)
    // The frame was asked to sign once: nothing the host posted made a second request of it.
    expect(
      await frame.evaluate(
        () =>
          (window as unknown as { heardAppEvents: ReadonlyArray<{ type?: unknown }> }).heardAppEvents.filter((event) => event.type === "@w3m-app/RPC_REQUEST")
            .length
      )
    ).toBe(1)

    // A person's click on Reject in the frame (shown over the modal's ApproveTransaction view)
    // settles the request: viem reports the user's rejection, and no signature.
    await demo.locator("#w3m-iframe").waitFor({ state: "visible" })
    await demo.frameLocator("#w3m-iframe").getByRole("button", { name: "Reject" }).click()
    await expect.poll(() => signature.getAttribute("data-status"), { timeout: 10_000 }).toBe("failed")
    expect(await signature.textContent()).toBe("User rejected the request.")
    expect(await approvalHeading.count()).toBe(0)
  })

  it("opened as a page of its own, the frame page says 'W3mFrame: parent is not set'", async () => {
    const src = frameUrl({
      secureSite: stack.devnet.secureSite.url,
      projectId: stack.devnet.projectId,
      network: { caipNetworkId: mainnet.caipNetworkId, rpcUrls: { default: { http: [stack.devnet.evm[0]?.rpcUrl ?? ""] } } }
    })
    const page = await browser.newPage()
    await page.goto(src)
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("W3mFrame: parent is not set")
    await page.close()
  })

  it("is refused by Chromium inside a page whose origin the project does not allow (frame-ancestors)", async () => {
    const src = frameUrl({
      secureSite: stack.devnet.secureSite.url,
      projectId: stack.devnet.projectId,
      network: { caipNetworkId: mainnet.caipNetworkId, rpcUrls: { default: { http: [stack.devnet.evm[0]?.rpcUrl ?? ""] } } }
    })
    const secureOrigin = new URL(stack.devnet.secureSite.url).origin

    /** A page on `origin` that frames the secure site, and what the frame posts to it. */
    const framedBy = async (origin: string): Promise<Page> => {
      const page = await browser.newPage()
      await page.goto(`${origin}/host`)
      await page.evaluate((url) => {
        const replies: Array<{ origin: string; data: unknown }> = []
        Object.assign(window, { replies })
        window.addEventListener("message", (event) => replies.push({ origin: event.origin, data: event.data }))
        const iframe = document.createElement("iframe")
        iframe.id = "secure"
        iframe.title = "Secure wallet"
        iframe.src = url
        document.body.append(iframe)
      }, src)
      return page
    }
    const replyTo = async (page: Page, id: string): Promise<{ origin: string; data: Posted }> => {
      const handle = await page.waitForFunction(
        (wanted) =>
          (window as unknown as { replies: ReadonlyArray<{ origin: string; data: { id?: unknown } }> }).replies.find((entry) => entry.data.id === wanted),
        id,
        { timeout: 10_000 }
      )
      return (await handle.jsonValue()) as { origin: string; data: Posted }
    }
    const send = (page: Page, message: Posted) =>
      page.evaluate(
        ([event, target]) => (document.getElementById("secure") as HTMLIFrameElement).contentWindow?.postMessage(event, target),
        [message, secureOrigin] as const
      )

    // A page on [::1], an origin no project allows: Chromium refuses to show the frame (its
    // frame-ancestors), so the frame's script never runs, says no READY and mails nothing.
    const refusedEmail = `refused-${Date.now()}@example.com`
    const logged: Array<string> = []
    const refused = await browser.newPage()
    refused.on("console", (message) => logged.push(message.text()))
    const answered = refused.waitForResponse((response) => response.url().startsWith(stack.devnet.secureSite.sdkUrl))
    await refused.goto(`${pages.ipv6}/host`)
    await refused.evaluate((url) => {
      const replies: Array<{ origin: string; data: unknown }> = []
      Object.assign(window, { replies })
      window.addEventListener("message", (event) => replies.push({ origin: event.origin, data: event.data }))
      const iframe = document.createElement("iframe")
      iframe.id = "secure"
      iframe.title = "Secure wallet"
      iframe.src = url
      document.body.append(iframe)
    }, src)
    // The site did answer, with the header that keeps the page out of this parent.
    const policy = (await answered).headers()["content-security-policy"]
    expect(policy).toBe("frame-ancestors http://127.0.0.1:* http://localhost:*")
    await expect.poll(() => logged.some((line) => line.includes("frame-ancestors")), { timeout: 10_000 }).toBe(true)
    await send(refused, { type: "@w3m-app/CONNECT_EMAIL", id: "bad001", payload: { email: refusedEmail } })
    await settle(refused)
    expect(await refused.evaluate(() => (window as unknown as { replies: ReadonlyArray<unknown> }).replies)).toEqual([])
    expect(await mailsTo(stack, refusedEmail)).toEqual([])
    expect(await refused.frameLocator("#secure").getByRole("textbox").count()).toBe(0)

    // The same page on an allowed origin: the frame starts the login and mails the device approval.
    const allowedEmail = `allowed-${Date.now()}@example.com`
    const allowed = await framedBy(pages.loopback)
    await allowed.waitForFunction(() =>
      (window as unknown as { replies: ReadonlyArray<{ data: { type?: unknown } }> }).replies.some((entry) => entry.data.type === "@w3m-frame/READY")
    )
    await send(allowed, { type: "@w3m-app/CONNECT_EMAIL", id: "good01", payload: { email: allowedEmail } })
    expect(await replyTo(allowed, "good01")).toEqual({
      origin: secureOrigin,
      data: { type: "@w3m-frame/CONNECT_EMAIL_SUCCESS", id: "good01", payload: { action: "VERIFY_DEVICE" } }
    })
    expect((await nextMail(stack, allowedEmail, "device-approval")).to).toBe(allowedEmail)
  })

  it("keeps the session out of the host page's reach: no script reads a token, and a reload restores the login through the frame", async () => {
    const email = `session-${Date.now()}@example.com`
    // The demo on `localhost`, another site than the secure site's 127.0.0.1: Chromium partitions
    // the frame's cookies by the top-level site, and blocks the unpartitioned ones.
    const demoUrl = stack.demoUrl.replace("//127.0.0.1:", "//localhost:")
    const demo = await browser.newPage()
    await demo.goto(demoUrl)
    await demo.getByRole("button", { name: "Connect", exact: true }).waitFor({ timeout: 15_000 })
    const dialog = await logInFirstTime(stack, demo, email)
    const address = await dialog.getByTestId("account-name").getAttribute("data-address")
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // The session is the secure site's HttpOnly cookie, partitioned under the host's site.
    const secureUrl = stack.devnet.secureSite.url
    const session = (await browser.context().cookies(secureUrl)).find((cookie) => cookie.name === "doorway_session")
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "None" })
    const token = session?.value ?? ""
    expect(token).toMatch(/^[\w-]{16,}$/)

    /** Everything a script of `frame` can read of its page's storages and cookies, as one text. */
    const readable = (frame: Frame) =>
      frame.evaluate(() => {
        const entries = (storage: Storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ""}`)
        const read = (what: () => ReadonlyArray<string>) => {
          try {
            return what()
          } catch (error) {
            return [(error as Error).name]
          }
        }
        return [...read(() => entries(localStorage)), ...read(() => entries(sessionStorage)), document.cookie].join("\n")
      })
    const host = await readable(demo.mainFrame())
    expect(host).toContain("@appkit-wallet/EMAIL_LOGIN_USED_KEY=true")
    expect(host).not.toContain(token)
    expect(host).not.toContain("SESSION_TOKEN_KEY")
    // Not even the frame's own scripts read it.
    expect(await readable(await secureFrameOf(demo))).not.toContain(token)

    // A reload: the app asks the frame (IS_CONNECTED, no token), the frame's cookie answers.
    await demo.reload()
    await expect.poll(() => demoAccount(demo), { timeout: 15_000 }).toBe(address)
    expect(await demo.getByRole("dialog").count()).toBe(0)
    expect(await readable(demo.mainFrame())).not.toContain(token)

    // An HTTP client holding everything the host page can see (its storages, its cookies, the
    // address) and claiming the frame page's origin gets neither an approval nor a signature nor a
    // transaction, with each value as the session cookie or with none.
    const seen = [...(await readable(demo.mainFrame())).split(/[\n=;]/), ...(await browser.context().cookies(demoUrl)).map((cookie) => cookie.value)]
    const candidates = [undefined, ...new Set(seen.map((value) => value.trim()).filter((value) => value.length > 0))]
    const rpcUrl = stack.devnet.evm[0]?.rpcUrl ?? ""
    const nonceOf = async () =>
      ((await (await fetch(rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_getTransactionCount", params: [address, "latest"] }) })).json()) as { result: string }).result
    const nonceBefore = await nonceOf()
    const requests = [
      { method: "personal_sign", params: ["0x68656c6c6f", address] },
      { method: "eth_sendTransaction", params: [{ from: address, to: "0x000000000000000000000000000000000000bEEF", value: "0x1" }] }
    ]
    const answers = new Set<string>()
    for (const cookie of candidates) {
      for (const [index, payload] of requests.entries()) {
        const event = { type: "@w3m-app/RPC_REQUEST", id: `attack-${index}`, payload: { ...payload, chainNamespace: "eip155", chainId: 1 } }
        const post = async (path: string, body: object) => {
          const response = await fetch(`${secureUrl}${path}`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              origin: secureUrl,
              "sec-fetch-site": "same-origin",
              ...(cookie === undefined ? {} : { cookie: `doorway_session=${cookie}` })
            },
            body: JSON.stringify({ projectId: stack.devnet.projectId, origins: [new URL(demoUrl).origin], ...body, event })
          })
          return `${path} ${response.status} ${await response.text()}`
        }
        answers.add(await post("/frame/approval", {}))
        answers.add(await post("/frame/event", { approved: true, approval: cookie ?? "" }))
      }
    }
    for (const answer of answers) expect(answer).toMatch(/"message":"Not logged in"/)
    expect(await nonceOf()).toBe(nonceBefore)
  })
})

// @vitest-environment happy-dom
/**
 * The frame page holds a NOT SAFE request (WIRE §4.5) until a person answers it in the frame:
 * Reject answers the app with the wallet's rejection (EIP-1193 4001) and sends nothing to the
 * site; Approve asks the site for that request's one-time approval, then sends the request with
 * it. A click a script makes (not trusted) answers nothing. Shown with a smart account's batch.
 */
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { FRAME_APPROVAL_PATH, FRAME_CONFIG_ELEMENT_ID, FRAME_EVENT_PATH, type FrameConfig } from "../../../devnet/secure-site/frame/FrameConfig.js"

const HOST = "http://127.0.0.1:7770"
const TOKEN = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"
const FRIEND = "0x000000000000000000000000000000000000bEEF"
const OPERATION = `0x${"12".repeat(32)}`

const config: FrameConfig = {
  projectId: "doorway-test",
  chainId: "eip155:1",
  version: "4",
  enableLogger: false,
  allowedOrigins: [HOST],
  chains: [{ chainId: 1, name: "Ethereum", nativeCurrency: { symbol: "ETH", decimals: 18 } }]
}

/** What the frame posted to the app, and what it sent to the site. */
const posted: Array<unknown> = []
const sent: Array<{ readonly path: string; readonly body: Record<string, unknown> }> = []
const parent = { postMessage: (message: unknown) => posted.push(message) }

beforeAll(async () => {
  const script = document.createElement("script")
  script.type = "application/json"
  script.id = FRAME_CONFIG_ELEMENT_ID
  script.textContent = JSON.stringify(config)
  const root = document.createElement("main")
  root.id = "approval-root"
  document.body.append(script, root)
  // Inside the host's frame: a parent window, and the host's page as the referrer.
  Object.defineProperty(window, "parent", { value: parent, configurable: true })
  Object.defineProperty(document, "referrer", { value: `${HOST}/`, configurable: true })
  vi.stubGlobal("fetch", async (path: string, init: { body: string }) => {
    const body = JSON.parse(init.body) as Record<string, unknown>
    sent.push({ path, body })
    const event = body["event"] as { id: string }
    const answer = path === FRAME_APPROVAL_PATH ? { approval: "approval-1" } : { reply: { type: "@w3m-frame/RPC_REQUEST_SUCCESS", id: event.id, payload: { id: OPERATION } } }
    return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } })
  })
  await import("../../../devnet/secure-site/frame/framePage.js")
})
afterAll(() => {
  vi.unstubAllGlobals()
})

const batch = (id: string) => ({
  type: "@w3m-app/RPC_REQUEST",
  id,
  payload: {
    method: "wallet_sendCalls",
    params: [{ version: "2.0.0", chainId: "0x1", calls: [{ to: TOKEN, data: "0xa9059cbb" }, { to: FRIEND, value: "0x1" }] }],
    chainNamespace: "eip155",
    chainId: 1
  }
})

const fromHost = (data: unknown) => window.dispatchEvent(new MessageEvent("message", { data, origin: HOST, source: parent as unknown as Window }))

/** The panel on screen, once the frame shows it. */
const panel = () =>
  vi.waitFor(() => {
    const shown = document.querySelector("section.approval")
    if (shown === null) throw new Error("no approval on screen")
    return shown
  })

/** A person's click; `trusted: false` is one a script makes. */
const click = (button: Element | null, trusted: boolean) => {
  const event = new MouseEvent("click", { bubbles: true })
  if (trusted) Object.defineProperty(event, "isTrusted", { value: true })
  button?.dispatchEvent(event)
}

it("READY is posted to the host when the page loads", () => {
  expect(posted[0]).toEqual({ type: "@w3m-frame/READY", payload: { version: "4" } })
})

it("Reject answers the app with 4001 and sends nothing to the site; a script's click answers nothing", async () => {
  fromHost(batch("reject-1"))
  const shown = await panel()
  expect(shown.querySelector("p")?.textContent).toBe(`${HOST} asks: Send 2 calls in one batch`)
  expect([...shown.querySelectorAll("dd")].map((node) => node.textContent)).toEqual([TOKEN, "0xa9059cbb", FRIEND, "0.000000000000000001 ETH"])
  click(shown.querySelector("button.reject"), false)
  click(shown.querySelector("button.approve"), false)
  expect(document.querySelector("section.approval")).toBe(shown)
  click(shown.querySelector("button.reject"), true)
  await vi.waitFor(() =>
    expect(posted).toContainEqual({ type: "@w3m-frame/RPC_REQUEST_ERROR", id: "reject-1", payload: { code: 4001, message: "User rejected the request." } })
  )
  expect(document.querySelector("section.approval")).toBeNull()
  expect(sent).toEqual([])
})

it("Approve asks the site for the approval of that request, then sends it with the approval and passes the answer on", async () => {
  const event = batch("approve-1")
  fromHost(event)
  click((await panel()).querySelector("button.approve"), true)
  await vi.waitFor(() => expect(posted).toContainEqual({ type: "@w3m-frame/RPC_REQUEST_SUCCESS", id: "approve-1", payload: { id: OPERATION } }))
  expect(sent).toEqual([
    { path: FRAME_APPROVAL_PATH, body: { projectId: config.projectId, origins: [HOST, HOST], event } },
    { path: FRAME_EVENT_PATH, body: { projectId: config.projectId, origins: [HOST, HOST], approval: "approval-1", event } }
  ])
})

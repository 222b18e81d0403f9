/**
 * The request guard itself: in a guarded context a page's request to anything but loopback, HTTP
 * or WebSocket, is aborted before it leaves and recorded, and the check that runs after every
 * browser test fails on it.
 */
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { assertStayedLocal, guardedContext, isLoopbackUrl, launchChromium } from "./support/browser.js"
import { e2eStack } from "./support/stack.js"

const stack = e2eStack()
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

describe("the loopback guard", () => {
  it("tells loopback URLs from the rest", () => {
    expect(isLoopbackUrl("http://127.0.0.1:8545/")).toBe(true)
    expect(isLoopbackUrl("ws://[::1]:9000/")).toBe(true)
    expect(isLoopbackUrl("http://localhost/")).toBe(true)
    expect(isLoopbackUrl("data:image/svg+xml;base64,AA==")).toBe(true)
    expect(isLoopbackUrl("https://rpc.example/")).toBe(false)
    expect(isLoopbackUrl("http://127.0.0.1.example/")).toBe(false)
    expect(isLoopbackUrl("http://10.0.0.1/")).toBe(false)
  })

  it("aborts and records HTTP and WebSocket requests that would leave loopback, and fails the check", async () => {
    const guarded = await guardedContext(browser)
    try {
      const page = await guarded.context.newPage()
      await page.goto(stack.demoUrl)
      const outcome = await page.evaluate(async () => {
        const http = await fetch("https://rpc.example/v1").then(
          () => "answered",
          () => "failed"
        )
        const socket = await new Promise<string>((resolve) => {
          const ws = new WebSocket("wss://relay.example/")
          ws.onopen = () => resolve("open")
          ws.onclose = () => resolve("closed")
        })
        const local = await fetch("./devnet.json").then((response) => response.status)
        return { http, socket, local }
      })
      expect(outcome).toEqual({ http: "failed", socket: "closed", local: 200 })
      expect(guarded.blocked).toEqual(["GET https://rpc.example/v1", "WebSocket wss://relay.example/"])
      expect(() => assertStayedLocal(guarded)).toThrow(/Requests tried to leave loopback[\s\S]*rpc\.example[\s\S]*relay\.example/)
    } finally {
      await guarded.context.close()
    }
  })
})

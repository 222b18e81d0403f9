// @vitest-environment happy-dom
/**
 * The Connect view's wallet section readies the active network's node once it has been read
 * (shown for 200 ms, then idle time), so the balance after a connection is one request; a view
 * closed sooner asks for nothing.
 */
import { Effect } from "effect"
import { act } from "react"
import { createRoot } from "react-dom/client"
import type { Root } from "react-dom/client"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { AppHandle } from "../../../../shell/runtime/AppHandle.js"
import { HandleContext } from "../../../../shell/runtime/HandleContext.js"
import { ENGLISH } from "../../../../shell/i18n/english.js"
import { TextsContext } from "../../../../shell/i18n/TextsContext.js"
import WalletSection from "../../../../shell/views/connect/WalletSection.js"
import { makeHandle } from "../viewEnv.js"

const readied = vi.hoisted(() => ({ count: 0 }))
vi.mock("../../../../core/rpc/prepareActiveNetworkRpc.js", () => ({
  prepareActiveNetworkRpc: Effect.sync(() => {
    readied.count += 1
  })
}))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const handles: Array<AppHandle> = []
beforeEach(() => {
  // No idle callbacks: idle work then runs on the next timer task.
  vi.stubGlobal("requestIdleCallback", undefined)
  // The wallet lists the section asks for on opening find no service.
  vi.stubGlobal("fetch", () => Promise.reject(new TypeError("offline")))
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
})
afterEach(async () => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  readied.count = 0
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

const show = (): Root => {
  const handle = makeHandle()
  handles.push(handle)
  const container = document.createElement("div")
  document.body.append(container)
  const root = createRoot(container)
  act(() =>
    root.render(
      <HandleContext value={handle}><TextsContext value={ENGLISH}>
        <WalletSection />
      </TextsContext></HandleContext>
    )
  )
  return root
}

describe("Connect: the active network's node is readied once the view has been read", () => {
  it("not within 199 ms, once after 200 ms and idle time", () => {
    const root = show()
    act(() => vi.advanceTimersByTime(199))
    expect(readied.count).toBe(0)
    // At 200 ms the idle wait starts; with no idle callbacks it is the next timer task.
    act(() => vi.advanceTimersByTime(1))
    act(() => vi.advanceTimersByTime(1))
    expect(readied.count).toBe(1)
    act(() => vi.advanceTimersByTime(5_000))
    expect(readied.count).toBe(1)
    act(() => root.unmount())
  })

  it("a view closed before 200 ms readies nothing", () => {
    const root = show()
    act(() => vi.advanceTimersByTime(150))
    act(() => root.unmount())
    act(() => vi.advanceTimersByTime(1_000))
    expect(readied.count).toBe(0)
  })
})

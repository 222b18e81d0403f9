// @vitest-environment happy-dom
/**
 * The social row of Connect and the ConnectingSocial view in a DOM (SPEC §2, §4; WIRE §4.7): a
 * button per provider named "Continue with …", the rest behind "Other socials"; a provider's
 * click opens the 600x800 popup before the click handler returns (a browser allows a popup only
 * then); a popup the browser blocks is said in the view, whose button opens it from its own click.
 */
import { Effect, Ref } from "effect"
import { act } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { Router } from "../../../../core/services/Router.js"
import type { AppHandle } from "../../../../shell/runtime/AppHandle.js"
import { HandleContext } from "../../../../shell/runtime/HandleContext.js"
import { ENGLISH } from "../../../../shell/i18n/english.js"
import { TextsContext } from "../../../../shell/i18n/TextsContext.js"
import ConnectingSocialView from "../../../../shell/views/ConnectingSocialView.js"
import SocialSection from "../../../../shell/views/connect/SocialSection.js"
import { useReactRoot } from "../../support/reactRoot.js"
import { makeHandle, seed } from "../viewEnv.js"

const root = useReactRoot()
const handles: Array<AppHandle> = []
const windows: Array<{ closed: boolean }> = []

/** `window.open` as a browser that allows popups answers it: a window of its own. */
const allowPopups = () =>
  vi.spyOn(window, "open").mockImplementation(() => {
    const opened = { closed: false, location: { href: "" }, close: () => void (opened.closed = true) }
    windows.push(opened)
    return opened as unknown as Window
  })

beforeEach(() => {
  // The origin check and the secure frame find no service here.
  vi.stubGlobal("fetch", () => Promise.reject(new TypeError("offline")))
})

afterEach(async () => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  // The page has one login popup; none stays open for the next test.
  for (const opened of windows.splice(0)) opened.closed = true
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

const handle = () => {
  const made = makeHandle()
  handles.push(made)
  return made
}

const views = (made: AppHandle) => seed(made, Effect.flatMap(Router, (router) => Effect.map(Ref.get(router.history), (history) => history.map((entry) => entry.view))))

const buttonNames = (host: HTMLElement) => [...host.querySelectorAll("button")].map((button) => button.getAttribute("aria-label") ?? button.textContent)

describe("the social row of Connect", () => {
  it("names a button per provider in the default order (WIRE §2.3), the rest behind Other socials, which opens the list", async () => {
    const made = handle()
    const host = await root.mount(
      <HandleContext value={made}><TextsContext value={ENGLISH}>
        <SocialSection />
      </TextsContext></HandleContext>
    )
    expect(buttonNames(host)).toEqual(["Continue with Google", "Continue with X", "Continue with Discord", "Continue with Farcaster", "Other socials"])
    act(() => host.querySelector<HTMLButtonElement>('[aria-label="Other socials"]')?.click())
    await vi.waitFor(() => expect(views(made)).toEqual(["Connect", "ConnectSocials"]))
  })

  it("opens the popup within the click, 600x800 on the secure site's loading page, then ConnectingSocial", async () => {
    const open = allowPopups()
    const made = handle()
    const host = await root.mount(
      <HandleContext value={made}><TextsContext value={ENGLISH}>
        <SocialSection />
      </TextsContext></HandleContext>
    )
    host.querySelector<HTMLButtonElement>('[aria-label="Continue with Google"]')?.click()
    // Checked before anything is awaited: the window was opened by the click itself.
    expect(open.mock.calls).toEqual([[`${made.options.endpoints.secureSite}/loading`, "popupWindow", "width=600,height=800,scrollbars=yes"]])
    await vi.waitFor(() => expect(views(made)).toEqual(["Connect", "ConnectingSocial"]))
  })
})

describe("ConnectingSocial", () => {
  it("says a blocked popup, and its button opens the popup from its own click", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null)
    const made = handle()
    const host = await root.mount(
      <HandleContext value={made}><TextsContext value={ENGLISH}>
        <ConnectingSocialView data={{ provider: "google" }} />
      </TextsContext></HandleContext>
    )
    await vi.waitFor(() => expect(host.querySelector('[role="alert"]')?.textContent).toBe("The browser blocked the sign-in window"))
    expect(open).toHaveBeenCalledTimes(1)
    const retry = [...host.querySelectorAll("button")].find((button) => button.textContent === "Open the Google window")
    expect(retry).toBeDefined()
    open.mockRestore()
    const allowed = allowPopups()
    act(() => retry?.click())
    expect(allowed).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(host.querySelector('[role="status"]')?.textContent).toBe("Continue with Google"))
  })
})

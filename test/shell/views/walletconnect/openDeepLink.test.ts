// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest"
import { openDeepLink } from "../../../../shell/views/walletconnect/openDeepLink.js"

afterEach(() => {
  vi.restoreAllMocks()
})

describe("openDeepLink", () => {
  it("opens a computer's link in a new tab that cannot reach back to the page", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null)
    openDeepLink({ url: "https://app.lantern.example/wc?uri=wc%3Aab%402", target: "new-tab" })
    expect(open).toHaveBeenCalledExactlyOnceWith("https://app.lantern.example/wc?uri=wc%3Aab%402", "_blank", "noopener,noreferrer")
  })

  it("sends a phone's page to the wallet in the same tab, opening nothing beside it", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null)
    const assigned: Array<string> = []
    const top = { location: { set href(url: string) { assigned.push(url) } } }
    vi.spyOn(window, "top", "get").mockReturnValue(top as unknown as Window)
    openDeepLink({ url: "lantern://wc?uri=wc%3Aab%402", target: "same-tab" })
    expect(assigned).toEqual(["lantern://wc?uri=wc%3Aab%402"])
    expect(open).not.toHaveBeenCalled()
  })
})

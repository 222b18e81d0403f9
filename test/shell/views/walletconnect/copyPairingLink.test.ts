import { afterEach, describe, expect, it, vi } from "vitest"
import { COPY_LINK_TOASTS, copyPairingLink } from "../../../../shell/views/walletconnect/copyPairingLink.js"

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("copyPairingLink", () => {
  it("puts the URI on the clipboard and names the success toast", async () => {
    const written: Array<string> = []
    vi.stubGlobal("navigator", { clipboard: { writeText: (text: string) => (written.push(text), Promise.resolve()) } })
    expect(await copyPairingLink("wc:ab@2?symKey=cd")).toBe("copied")
    expect(written).toEqual(["wc:ab@2?symKey=cd"])
    expect(COPY_LINK_TOASTS.copied).toEqual({ message: "Link copied", variant: "success" })
  })

  it("names the failure toast when the clipboard refuses or is missing, never rejecting", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: () => Promise.reject(new Error("NotAllowedError")) } })
    expect(await copyPairingLink("wc:ab@2")).toBe("failed")
    vi.stubGlobal("navigator", {})
    expect(await copyPairingLink("wc:ab@2")).toBe("failed")
    expect(COPY_LINK_TOASTS.failed).toEqual({ message: "Failed to copy", variant: "error" })
  })
})

import { describe, expect, it, vi } from "vitest"
import { warmUpView } from "../../../shell/modal/warmUpView.js"
import { registerView, viewFor } from "../../../shell/views/registry.js"
import type { ComponentModule, ViewProps } from "../../../shell/views/registry.js"

const View = () => null
const loader = () => vi.fn((): Promise<ComponentModule<ViewProps>> => Promise.resolve({ default: View }))

describe("warmUpView (a button's warm-up of the view its click opens)", () => {
  it("loads the view an AppKit name stands for (Networks is SwitchNetwork), and the spec's names too", async () => {
    const networks = loader()
    const account = loader()
    registerView("SwitchNetwork", { title: "Choose Network", load: networks })
    registerView("Account", { title: "Account", load: account })
    await warmUpView("Networks")
    await warmUpView("Account")
    expect(networks).toHaveBeenCalledTimes(1)
    expect(account).toHaveBeenCalledTimes(1)
    expect(viewFor("SwitchNetwork")?.component.loaded()).toBe(View)
    // Once in, a second warm-up asks for nothing.
    await warmUpView("Networks")
    expect(networks).toHaveBeenCalledTimes(1)
  })

  it("loads nothing for no view or a name the modal does not have", async () => {
    const allWallets = loader()
    registerView("AllWallets", { title: "All Wallets", load: allWallets })
    await expect(warmUpView(undefined)).resolves.toBeUndefined()
    await expect(warmUpView("WhatIsAWallet")).resolves.toBeUndefined()
    await expect(warmUpView("NoSuchView")).resolves.toBeUndefined()
    expect(allWallets).not.toHaveBeenCalled()
  })

  it("a chunk that fails to load resolves quietly and is tried again by the next warm-up", async () => {
    const failing = vi.fn((): Promise<ComponentModule<ViewProps>> => Promise.reject(new Error("Failed to fetch dynamically imported module")))
    registerView("ProfileWallets", { title: "Connected Wallets", load: failing })
    await expect(warmUpView("ProfileWallets")).resolves.toBeUndefined()
    await expect(warmUpView("ProfileWallets")).resolves.toBeUndefined()
    expect(failing).toHaveBeenCalledTimes(2)
    expect(viewFor("ProfileWallets")?.component.loaded()).toBeUndefined()
  })
})

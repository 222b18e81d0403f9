/**
 * The email update's way in and its first step (SPEC §2, §4, §5, §8), rendered: Account offers
 * "Update email", with the current email, only while the wallet is the embedded one; the view asks
 * for the new address, or says why the update is not allowed ('No auth connector found', 'Not
 * connected to email or social') instead of the form.
 */
import { afterEach, describe, expect, it } from "vitest"
import { mainnet } from "../../../core/networks/index.js"
import type { Connector } from "../../../schemas/Connector.js"
import type { AppHandle } from "../../../shell/runtime/AppHandle.js"
import AccountView from "../../../shell/views/AccountView.js"
import UpdateEmailWalletView from "../../../shell/views/embedded/UpdateEmailWalletView.js"
import { connectEvmAccount } from "../support/evmAccount.js"
import { ADDRESS, makeHandle, render, seed, seedConnectors } from "./viewEnv.js"

const AUTH: Connector = { id: "ID_AUTH", name: "Email and socials", type: "AUTH", chain: "eip155" }
const INJECTED: Connector = { id: "injected", name: "Browser Wallet", type: "INJECTED", chain: "eip155" }

const handles: Array<AppHandle> = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

/** An account connected through `active`, with `connectors` listed and the login's user. */
const scene = (connectors: ReadonlyArray<Connector>, active: string, email: string | null = "ada@example.com"): AppHandle => {
  const handle = makeHandle({ networks: [mainnet] })
  handles.push(handle)
  seed(handle, connectEvmAccount(mainnet, ADDRESS, { user: { email, username: null } }))
  seedConnectors(handle, (state) => ({ ...state, connectors, activeConnectorIds: { eip155: active } }))
  return handle
}

describe("Account's Update email", () => {
  it("is offered, with the current email, when the account is the embedded wallet's login", () => {
    const html = render(scene([INJECTED, AUTH], "ID_AUTH"), <AccountView />)
    expect(html).toMatch(/<button[^>]*><span class="doorway-list-text"><span class="doorway-list-name">Update email<\/span><span class="doorway-muted">ada@example.com<\/span>/)
  })

  it("is offered to a social login without an email, with no address shown", () => {
    const html = render(scene([AUTH], "ID_AUTH", null), <AccountView />)
    expect(html).toContain('<span class="doorway-list-name">Update email</span></span>')
  })

  it("is not offered for another wallet, nor without an auth connector", () => {
    expect(render(scene([INJECTED, AUTH], "injected"), <AccountView />)).not.toContain("Update email")
    expect(render(scene([INJECTED], "injected"), <AccountView />)).not.toContain("Update email")
  })
})

describe("UpdateEmailWallet", () => {
  it("asks for the new address, naming the current one, with Save off until one is typed", () => {
    const html = render(scene([AUTH], "ID_AUTH"), <UpdateEmailWalletView data={undefined} />)
    expect(html).toContain("Your email is <strong>ada@example.com</strong>.")
    expect(html).toMatch(/<input[^>]*type="email"[^>]*aria-label="New email"/)
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Save<\/button>/)
    expect(html).not.toContain('role="alert"')
  })

  it("says 'Not connected to email or social' for another wallet and 'No auth connector found' without one, with no form", () => {
    const other = render(scene([INJECTED, AUTH], "injected"), <UpdateEmailWalletView data={undefined} />)
    expect(other).toContain('role="alert">Not connected to email or social<')
    expect(other).not.toContain("New email")
    const none = render(scene([INJECTED], "injected"), <UpdateEmailWalletView data={undefined} />)
    expect(none).toContain('role="alert">No auth connector found<')
    expect(none).not.toContain("<form")
  })
})

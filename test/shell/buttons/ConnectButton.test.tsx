import { describe, expect, it } from "vitest"
import type { CaipAddress } from "../../../schemas/Caip.js"
import { renderToString } from "react-dom/server"
import { mainnet, sepolia } from "../../../core/networks/index.js"
import { ConnectButton } from "../../../shell/buttons/ConnectButton.js"
import { ADDRESS, connectedEvm, occurrences, openingTag, render, stateOf, textOf, withEvmAccount } from "./buttonEnv.js"

describe("ConnectButton", () => {
  it("says Connect while nobody is connected, as an accent button that is not busy", () => {
    const html = render(<ConnectButton />)
    const button = openingTag(html, "connect")
    expect(textOf(html, "connect")).toBe("Connect")
    expect(button).toContain('type="button"')
    expect(button).toContain('data-state="disconnected"')
    expect(button).toContain('data-variant="accent"')
    expect(button).toContain('data-size="md"')
    expect(button).not.toContain("aria-busy")
    expect(button).not.toContain("disabled")
  })

  it("renders before createAppKit (on a server too): Connect, in the dark theme", () => {
    const html = renderToString(<ConnectButton />)
    expect(textOf(html, "connect")).toBe("Connect")
    expect(openingTag(html, "connect")).toContain('data-theme="dark"')
  })

  it("takes AppKit's label, size and disabled", () => {
    const html = render(<ConnectButton label="Sign in" size="sm" disabled />)
    expect(textOf(html, "connect")).toBe("Sign in")
    expect(openingTag(html, "connect")).toContain('data-size="sm"')
    expect(openingTag(html, "connect")).toContain('disabled=""')
  })

  it.each(["connecting", "reconnecting"] as const)("is busy while %s, with a visible label, and still a button", (status) => {
    const state = stateOf({}, withEvmAccount({ status }))
    const html = render(<ConnectButton />, state)
    const button = openingTag(html, "connect")
    expect(button).toMatch(/^<button /)
    expect(button).toContain('aria-busy="true"')
    expect(button).toContain('data-state="connecting"')
    expect(textOf(html, "connect")).toBe("Connecting\u2026")
    expect(textOf(render(<ConnectButton loadingLabel="One moment" />, state), "connect")).toBe("One moment")
  })

  it("shows a stored account being restored busy, as the account, not yet connected", () => {
    const restoring = stateOf({}, withEvmAccount({ status: "reconnecting", caipAddress: `eip155:1:${ADDRESS}` as CaipAddress, address: ADDRESS }))
    const html = render(<ConnectButton />, restoring)
    const button = openingTag(html, "connect")
    expect(button).toContain('data-state="restoring"')
    expect(button).toContain('aria-busy="true"')
    expect(textOf(html, "button-account")).toBe("0x70\u2026dc79C8")
  })

  it("is busy while the modal is open to connect a wallet (AppKit's loadingLabel), not once it is closed", () => {
    const open = stateOf({}, (state) => ({ ...state, modal: { open: true, loading: false } }))
    expect(openingTag(render(<ConnectButton />, open), "connect")).toContain('aria-busy="true"')
    expect(openingTag(render(<ConnectButton />, stateOf()), "connect")).not.toContain("aria-busy")
  })

  it("shows the connected account's avatar and short address, read aloud as the account; no balance while unknown", () => {
    const html = render(<ConnectButton />, stateOf({}, connectedEvm(mainnet, ADDRESS)))
    const button = openingTag(html, "connect")
    expect(button).toContain('data-state="connected"')
    expect(button).not.toContain("data-variant")
    expect(button).not.toContain("aria-busy")
    expect(textOf(html, "button-account")).toBe("0x70\u2026dc79C8")
    expect(openingTag(html, "button-account")).toContain(`title="${ADDRESS}"`)
    expect(occurrences(html, 'data-testid="generated-avatar"')).toBe(1)
    expect(occurrences(html, "button-balance")).toBe(0)
    expect(textOf(html, "connect")).toBe("Account 0x70\u2026dc79C8")
  })

  it("stays connected while another wallet connects", () => {
    const html = render(<ConnectButton />, stateOf({}, (state) => withEvmAccount({ status: "connecting" })(connectedEvm(mainnet, ADDRESS)(state))))
    expect(openingTag(html, "connect")).toContain('data-state="connected"')
  })

  it("shows the balance once read, with its symbol, unless told to hide it", () => {
    const state = stateOf({}, connectedEvm(mainnet, ADDRESS, { balance: "1234.5", balanceSymbol: "ETH" }))
    expect(textOf(render(<ConnectButton />, state), "button-balance")).toBe("1,234.50 ETH")
    expect(occurrences(render(<ConnectButton balance="hide" />, state), "button-balance")).toBe(0)
  })

  it("shows a read zero as zero, with the network's symbol when the account gives none", () => {
    const state = stateOf({}, connectedEvm(sepolia, ADDRESS, { balance: "0" }))
    expect(textOf(render(<ConnectButton />, state), "button-balance")).toBe("0.00 ETH")
  })

  it("shows the account's name and profile image when the identity service has them", () => {
    const state = stateOf({}, connectedEvm(mainnet, ADDRESS, { profileName: "alice.eth", profileImage: "https://images.test/alice.png" }))
    const html = render(<ConnectButton />, state)
    expect(textOf(html, "button-account")).toBe("alice.eth")
    expect(html).toContain('src="https://images.test/alice.png"')
    expect(occurrences(html, 'data-testid="generated-avatar"')).toBe(0)
  })

  it("shows the account of the namespace it is given", () => {
    const state = stateOf({}, connectedEvm(mainnet, ADDRESS))
    expect(textOf(render(<ConnectButton namespace="solana" />, state), "connect")).toBe("Connect")
    expect(textOf(render(<ConnectButton namespace="eip155" />, state), "button-account")).toBe("0x70\u2026dc79C8")
  })

  it("follows the theme, its mode and the host's (safe) variables; one stylesheet for every button", () => {
    const theme = { themeMode: "light" as const, themeVariables: { "--w3m-accent": "#123456", "bad name": "x" } }
    const html = render(
      <>
        <ConnectButton />
        <ConnectButton size="sm" />
      </>,
      stateOf({}, (state) => ({ ...state, theme }))
    )
    const button = openingTag(html, "connect")
    expect(button).toContain('data-theme="light"')
    expect(button).toContain('style="--w3m-accent:#123456"')
    expect(occurrences(html, 'data-href="doorway-buttons"')).toBe(1)
    expect(openingTag(render(<ConnectButton />, stateOf({}, (state) => ({ ...state, theme: { ...theme, themeMode: "dark" } }))), "connect")).toContain(
      'data-theme="dark"'
    )
  })
})

import { describe, expect, it } from "vitest"
import type { CaipAddress } from "../../../schemas/Caip.js"
import { renderToString } from "react-dom/server"
import { mainnet } from "../../../core/networks/index.js"
import { AccountButton } from "../../../shell/buttons/AccountButton.js"
import { ADDRESS, connectedEvm, occurrences, openingTag, render, stateOf, textOf, withEvmAccount } from "./buttonEnv.js"

describe("AccountButton", () => {
  it("renders nothing while no account is connected, connecting or before createAppKit", () => {
    expect(render(<AccountButton />)).toBe("")
    expect(render(<AccountButton />, stateOf({}, withEvmAccount({ status: "reconnecting" })))).toBe("")
    // A stored account painted while it is restored is not connected yet.
    expect(render(<AccountButton />, stateOf({}, withEvmAccount({ status: "reconnecting", caipAddress: `eip155:1:${ADDRESS}` as CaipAddress, address: ADDRESS })))).toBe("")
    expect(renderToString(<AccountButton />)).toBe("")
  })

  it("shows the connected account: avatar, short address and balance once read", () => {
    const html = render(<AccountButton />, stateOf({}, connectedEvm(mainnet, ADDRESS, { balance: "2", balanceSymbol: "ETH" })))
    expect(openingTag(html, "account-button")).toMatch(/^<button type="button"/)
    expect(textOf(html, "account-button")).toBe("Account 0x70\u2026dc79C8 2.00 ETH")
    expect(textOf(html, "button-balance")).toBe("2.00 ETH")
    expect(occurrences(html, 'data-testid="generated-avatar"')).toBe(1)
  })

  it("takes AppKit's balance and disabled", () => {
    const state = stateOf({}, connectedEvm(mainnet, ADDRESS, { balance: "2" }))
    expect(occurrences(render(<AccountButton balance="hide" />, state), "button-balance")).toBe(0)
    expect(openingTag(render(<AccountButton disabled />, state), "account-button")).toContain('disabled=""')
  })

  it("shows the account's name when it has one", () => {
    const html = render(<AccountButton />, stateOf({}, connectedEvm(mainnet, ADDRESS, { profileName: "alice.eth" })))
    expect(textOf(html, "button-account")).toBe("alice.eth")
  })
})

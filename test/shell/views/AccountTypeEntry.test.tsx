/**
 * The Account view's account type (SPEC §3, §4), rendered: for the embedded wallet's EVM account,
 * "Smart account" or "EOA", and the switch the rules allow ("Switch to your smart account" only
 * where smart accounts are enabled and from the EOA; "Switch to your EOA" from the smart account);
 * off and busy while switching; a failure in the catalogue's words.
 */
import { afterEach, describe, expect, it } from "vitest"
import { Effect, Option, Ref } from "effect"
import { mainnet } from "../../../core/networks/index.js"
import { SmartAccountNotEnabled } from "../../../core/errors/AccountErrors.js"
import { ChainState } from "../../../core/services/ChainState.js"
import type { AccountType } from "../../../schemas/Account.js"
import type { Connector } from "../../../schemas/Connector.js"
import type { AppHandle } from "../../../shell/runtime/AppHandle.js"
import AccountView from "../../../shell/views/AccountView.js"
import { AccountTypeSwitch } from "../../../shell/views/account/AccountTypeEntry.js"
import { connectEvmAccount } from "../support/evmAccount.js"
import { ADDRESS, makeHandle, render, seed, seedConnectors } from "./viewEnv.js"

const AUTH: Connector = { id: "ID_AUTH", name: "Email and socials", type: "AUTH", chain: "eip155" }
const INJECTED: Connector = { id: "injected", name: "Browser Wallet", type: "INJECTED", chain: "eip155" }

const handles: Array<AppHandle> = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

/** The EVM account of `type` connected through `active` on mainnet, smart accounts enabled on `enabled`. */
const scene = (type: AccountType, enabled: ReadonlyArray<number>, active: Connector = AUTH): AppHandle => {
  const handle = makeHandle({ networks: [mainnet] })
  handles.push(handle)
  seed(handle, connectEvmAccount(mainnet, ADDRESS, { preferredAccountType: type }))
  seed(
    handle,
    Effect.flatMap(ChainState, (state) =>
      Ref.update(state.chains, (chains) => {
        const evm = chains.get("eip155")
        return evm === undefined ? chains : new Map(chains).set("eip155", { ...evm, networkState: { ...evm.networkState, smartAccountEnabledNetworks: enabled } })
      })
    )
  )
  seedConnectors(handle, (state) => ({ ...state, connectors: [AUTH, INJECTED], activeConnectorIds: { eip155: active.id } }))
  return handle
}

/** An instance with nothing connected: the switch alone is rendered in it. */
const bareHandle = (): AppHandle => {
  const handle = makeHandle({ networks: [mainnet] })
  handles.push(handle)
  return handle
}

const typeName = (html: string) => /data-testid="account-type-name">([^<]*)</.exec(html)?.[1]
const switchButton = (html: string) => /<button[^>]*data-testid="account-type-switch"[^>]*>([^<]*)<\/button>/.exec(html)

describe("Account's account type (SPEC §4)", () => {
  it("the smart account reads 'Smart account' and offers 'Switch to your EOA'", () => {
    const html = render(scene("smartAccount", [1]), <AccountView />)
    expect(typeName(html)).toBe("Smart account")
    expect(switchButton(html)?.[1]).toBe("Switch to your EOA")
  })

  it("the EOA reads 'EOA' and offers 'Switch to your smart account' where smart accounts are enabled", () => {
    const html = render(scene("eoa", [1]), <AccountView />)
    expect(typeName(html)).toBe("EOA")
    expect(switchButton(html)?.[1]).toBe("Switch to your smart account")
    expect(switchButton(html)?.[0]).not.toContain("disabled")
  })

  it("the EOA offers no switch where they are not enabled", () => {
    const html = render(scene("eoa", [137]), <AccountView />)
    expect(typeName(html)).toBe("EOA")
    expect(switchButton(html)).toBeNull()
    expect(render(scene("eoa", []), <AccountView />)).not.toContain("Switch to your")
  })

  it("another wallet's account shows no account type", () => {
    const html = render(scene("eoa", [1], INJECTED), <AccountView />)
    expect(html).not.toContain('data-testid="account-type"')
    expect(html).not.toContain("Switch to your")
  })
})

describe("the account-type switch while it runs and after", () => {
  it("is off and busy while switching", () => {
    const html = render(bareHandle(), <AccountTypeSwitch now="eoa" offered="smartAccount" status={{ _tag: "Running" }} onSwitch={() => undefined} />)
    const button = switchButton(html)
    expect(button?.[0]).toContain('disabled=""')
    expect(button?.[0]).toContain('aria-busy="true"')
    expect(button?.[1]).toBe("Switching…")
  })

  it("shows a failure's catalogue text as an alert, the button on again", () => {
    const failed = { _tag: "Failed", error: Option.some(new SmartAccountNotEnabled({ chainId: "eip155:1" })) } as const
    const html = render(bareHandle(), <AccountTypeSwitch now="eoa" offered="smartAccount" status={failed} onSwitch={() => undefined} />)
    expect(html).toMatch(/<p class="doorway-error-text" role="alert">Smart accounts are not enabled on eip155:1<\/p>/)
    expect(switchButton(html)?.[0]).not.toContain("disabled")
  })
})

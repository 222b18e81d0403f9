import { afterEach, describe, expect, it } from "vitest"
import { Effect, Ref } from "effect"
import { updateNamespaceState } from "../../../core/connection/updateNamespaceState.js"
import { mainnet } from "../../../core/networks/index.js"
import { Connectors } from "../../../core/services/Connectors.js"
import { Features } from "../../../core/services/Features.js"
import type { Connector } from "../../../schemas/Connector.js"
import type { AppHandle } from "../../../shell/runtime/AppHandle.js"
import ProfileWalletsView from "../../../shell/views/ProfileWalletsView.js"
import { ADDRESS, makeHandle, occurrences, render, seed } from "./viewEnv.js"

const connector = (id: string, name: string, type: Connector["type"] = "ANNOUNCED"): Connector => ({ id, name, type, chain: "eip155" })

const handles: Array<AppHandle> = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

const scene = (multiWallet: boolean): AppHandle => {
  const handle = makeHandle({ networks: [mainnet] })
  handles.push(handle)
  seed(
    handle,
    Effect.gen(function* () {
      const features = yield* Features
      yield* Ref.update(features.state, (state) => ({ ...state, multiWallet }))
      const connectors = yield* Connectors
      yield* Ref.update(connectors.state, (state) => ({
        ...state,
        connectors: [connector("dev", "Doorway Dev Wallet"), connector("lantern", "Lantern Wallet"), connector("ID_AUTH", "Email", "AUTH")],
        activeConnectorIds: { eip155: "dev" },
        connections: {
          eip155: [
            { connectorId: "lantern", accounts: [{ address: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC" }] },
            { connectorId: "dev", accounts: [{ address: ADDRESS }] }
          ]
        },
        recentConnections: {
          eip155: [{ connectorId: "ID_AUTH", accounts: [{ address: ADDRESS }], auth: { username: "a.very.long.name.indeed@example-company.com" } }]
        }
      }))
    })
  )
  return handle
}

describe("ProfileWallets view", () => {
  it("lists the active wallet first, the other live one, then those connected before", () => {
    const html = render(scene(true), <ProfileWalletsView />)
    expect(occurrences(html, 'data-testid="connection-row"')).toBe(3)
    const [dev, lantern, email] = ["Doorway Dev Wallet", "Lantern Wallet", "a.very.long.name.indeed@exampl\u2026"].map((text) => html.indexOf(text))
    expect(dev).toBeLessThan(lantern ?? -1)
    expect(lantern).toBeLessThan(email ?? -1)
    expect(html).toContain("Active \u00b7 0x70\u2026dc79C8")
    expect(html).toContain(">Switch<")
    expect(html).toContain(">Connect<")
    expect(html).toContain(">Disconnect<")
    expect(html).toContain("Connected before")
    expect(html).not.toContain("Multi-wallet support is not enabled")
    expect(html).toContain(">Add wallet<")
  })

  it("says multi-wallet is off when the project has it off, and offers no second wallet", () => {
    const html = render(scene(false), <ProfileWalletsView />)
    expect(html).toContain("Multi-wallet support is not enabled and must be enabled in the project configuration.")
    expect(html).not.toContain("Add wallet")
  })
})

describe("ProfileWallets: the embedded wallet", () => {
  it("is named by its login's account name, not by its connector (a Discord name's trailing 0 dropped, SPEC §5)", () => {
    const handle = makeHandle({ networks: [mainnet] })
    handles.push(handle)
    seed(
      handle,
      Effect.gen(function* () {
        const connectors = yield* Connectors
        yield* Ref.update(connectors.state, (state) => ({
          ...state,
          connectors: [connector("ID_AUTH", "Email and socials", "AUTH")],
          activeConnectorIds: { eip155: "ID_AUTH" },
          connections: { eip155: [{ connectorId: "ID_AUTH", accounts: [{ address: ADDRESS }], name: "Email and socials" }] }
        }))
        yield* updateNamespaceState("eip155", (current) => ({
          ...current,
          accountState: { ...current.accountState, socialProvider: "discord", user: { email: null, username: "alice0" } }
        }))
      })
    )
    const html = render(handle, <ProfileWalletsView />)
    expect(html).toContain(">alice<")
    expect(html).not.toContain("Email and socials")
  })
})

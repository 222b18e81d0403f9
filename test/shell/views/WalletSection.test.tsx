import { afterEach, describe, expect, it } from "vitest"
import { Effect, Ref } from "effect"
import { HttpRequestError } from "../../../core/errors/HttpErrors.js"
import { ChainState } from "../../../core/services/ChainState.js"
import { Connectors } from "../../../core/services/Connectors.js"
import { INITIAL_WALLET_CATALOGUE, WalletCatalogue } from "../../../core/services/WalletCatalogue.js"
import type { CaipAddress } from "../../../schemas/Caip.js"
import type { Connector } from "../../../schemas/Connector.js"
import type { WcWallet } from "../../../schemas/WalletCatalogue.js"
import type { AppHandle } from "../../../shell/runtime/AppHandle.js"
import WalletSection from "../../../shell/views/connect/WalletSection.js"
import { ADDRESS, makeHandle, occurrences, render, seed, seedConnectors } from "./viewEnv.js"

const catalogueWallet = (id: string, name: string, rdns?: string): WcWallet => ({ id, name, image_id: `img-${id}`, rdns: rdns ?? null })

const devWallet: Connector = {
  id: "org.doorway.devwallet",
  name: "Doorway Dev Wallet",
  type: "ANNOUNCED",
  chain: "eip155",
  info: { rdns: "org.doorway.devwallet", name: "Doorway Dev Wallet", icon: "data:image/svg+xml;base64,REVW" }
}
const walletConnect: Connector = { id: "walletConnect", name: "WalletConnect", type: "WALLET_CONNECT", chain: "eip155" }

const handles: Array<AppHandle> = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.runtime.dispose()))
})

const scene = () => {
  const handle = makeHandle()
  handles.push(handle)
  seed(
    handle,
    Effect.gen(function* () {
      const connectors = yield* Connectors
      yield* Ref.update(connectors.state, (state) => ({ ...state, connectors: [walletConnect, devWallet] }))
      const catalogue = yield* WalletCatalogue
      yield* Ref.set(catalogue.state, {
        ...INITIAL_WALLET_CATALOGUE,
        count: 437,
        // The dev wallet is in the catalogue too: it shows once, as installed.
        featured: [catalogueWallet("dev", "Doorway Dev Wallet", "org.doorway.devwallet"), catalogueWallet("f1", "Featured One")],
        recommended: [catalogueWallet("r1", "Recommended One"), catalogueWallet("r2", "Recommended Two")],
        recent: [catalogueWallet("old", "Used Before")]
      })
    })
  )
  return handle
}

const order = (html: string, names: ReadonlyArray<string>) => names.map((name) => html.indexOf(`>${name}<`))

describe("the wallet section of Connect", () => {
  it("lists the ways to connect in the core's order, then All Wallets with the rounded count", () => {
    const html = render(scene(), <WalletSection />)
    const positions = order(html, ["Used Before", "Doorway Dev Wallet", "Featured One", "Recommended One", "Recommended Two", "All Wallets"])
    expect(positions.filter((position) => position < 0)).toEqual([])
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(occurrences(html, ">Doorway Dev Wallet<")).toBe(1)
    expect(html).toContain(">430+<")
  })

  it("shows the announced icon and the Installed tag for a wallet in the browser, the catalogue image otherwise", () => {
    const html = render(scene(), <WalletSection />)
    expect(html).toContain('src="data:image/svg+xml;base64,REVW"')
    expect(html).toContain(">Installed<")
    expect(html).toContain("http://catalogue.test/getWalletImage/img-f1?")
    expect(html).toContain(">Recent<")
  })

  it("tags a wallet that is already connected as Connected (Connect opened to add another)", () => {
    const handle = scene()
    seedConnectors(handle, (state) => ({ ...state, activeConnectorIds: { eip155: "ORG.DOORWAY.DEVWALLET" } }))
    const html = render(handle, <WalletSection />)
    expect(html).toContain(">Connected<")
    expect(html).not.toContain(">Installed<")
  })

  it("shows the WalletConnect row first (the default order), with WalletConnect's mark, enabled", () => {
    const html = render(scene(), <WalletSection />)
    expect(occurrences(html, ">WalletConnect<")).toBe(1)
    const positions = order(html, ["WalletConnect", "Used Before", "Doorway Dev Wallet"])
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(html).toContain('viewBox="0 0 300 185"')
    expect(html).not.toMatch(/not available|disabled=""/)
  })

  it("says the wallet list could not load, with Try again, when the catalogue's lists failed", () => {
    const handle = scene()
    seed(
      handle,
      Effect.flatMap(WalletCatalogue, (catalogue) =>
        Ref.update(catalogue.state, (state) => ({
          ...state,
          featured: [],
          recommended: [],
          failures: { recommended: new HttpRequestError({ url: "http://catalogue.test/getWallets" }) }
        }))
      )
    )
    const html = render(handle, <WalletSection />)
    expect(html).toContain("The wallet list could not load.")
    expect(html).toContain(">Try again<")
    // The installed wallet still connects.
    expect(html).toContain(">Doorway Dev Wallet<")
  })

  it("says nothing about failures while the lists load or once they answered", () => {
    expect(render(scene(), <WalletSection />)).not.toContain("could not load")
  })

  it("cuts a long email of the signed-in embedded wallet after 30 characters", () => {
    const handle = scene()
    seed(
      handle,
      Effect.flatMap(ChainState, (chains) =>
        Ref.update(chains.chains, (all) => {
          const evm = all.get("eip155")
          if (evm === undefined) return all
          return new Map(all).set("eip155", {
            ...evm,
            accountState: {
              ...evm.accountState,
              caipAddress: `eip155:1:${ADDRESS}` as CaipAddress,
              address: ADDRESS,
              user: { email: "a.very.long.name.indeed@example-company.com" }
            }
          })
        })
      )
    )
    const html = render(handle, <WalletSection />)
    expect(html).toContain(">a.very.long.name.indeed@exampl\u2026<")
    expect(html).not.toContain("example-company.com")
  })

  it("leaves out All Wallets when the host turned it off", () => {
    const handle = makeHandle({ features: { allWallets: false } })
    handles.push(handle)
    expect(render(handle, <WalletSection />)).not.toContain("All Wallets")
  })
})

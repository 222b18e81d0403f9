import { describe, expect, it } from "vitest"
import { connectorImageOf, findLoadedWallet, installedConnectorOf } from "../../../core/catalogue/installedConnectorOf.js"
import type { Connector } from "../../../schemas/Connector.js"
import { makeWallets } from "./catalogueEnv.js"

const announced: Connector = {
  id: "org.doorway.devwallet",
  name: "Doorway Dev Wallet",
  type: "ANNOUNCED",
  chain: "eip155",
  info: { rdns: "org.doorway.devwallet", name: "Doorway Dev Wallet", icon: "data:image/svg+xml;base64,AAAA" }
}
const walletConnect: Connector = { id: "walletConnect", name: "WalletConnect", type: "WALLET_CONNECT", chain: "eip155", explorerId: "w2" }
const external: Connector = { id: "host", name: "Host wallet", type: "EXTERNAL", chain: "eip155", imageId: "asset-1" }

describe("installedConnectorOf", () => {
  const [first, second] = makeWallets(2)
  if (first === undefined || second === undefined) throw new Error("two wallets")

  it("matches an installed wallet by its rdns, whatever the case", () => {
    expect(installedConnectorOf({ ...first, rdns: "ORG.Doorway.DevWallet" }, [walletConnect, announced])).toBe(announced)
  })

  it("matches by catalogue id, but only connectors of wallets in the page", () => {
    const injected: Connector = { id: "injected", type: "INJECTED", chain: "eip155", explorerId: "w1" }
    expect(installedConnectorOf(first, [injected])).toBe(injected)
    expect(installedConnectorOf(second, [walletConnect])).toBeUndefined()
  })

  it("finds nothing for a wallet without rdns or a matching id", () => {
    expect(installedConnectorOf({ ...first, rdns: null }, [announced])).toBeUndefined()
  })
})

describe("connectorImageOf", () => {
  const asset = (id: string) => `https://catalogue.test/public/getAssetImage/${id}`

  it("prefers the announced icon, then the image URL, then the catalogue asset", () => {
    expect(connectorImageOf(announced, asset)).toBe("data:image/svg+xml;base64,AAAA")
    expect(connectorImageOf({ ...announced, info: { rdns: "x" }, imageUrl: "https://img.test/x.png" }, asset)).toBe("https://img.test/x.png")
    expect(connectorImageOf(external, asset)).toBe("https://catalogue.test/public/getAssetImage/asset-1")
    expect(connectorImageOf(walletConnect, asset)).toBeUndefined()
  })
})

describe("findLoadedWallet", () => {
  it("looks through each list in turn", () => {
    const wallets = makeWallets(5)
    expect(findLoadedWallet([wallets.slice(0, 2), wallets.slice(2)], "w4")?.name).toBe("Wallet 4")
    expect(findLoadedWallet([wallets], "nope")).toBeUndefined()
  })
})

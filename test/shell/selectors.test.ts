import { describe, expect, it } from "vitest"
import type { ConnectorsState } from "../../core/services/Connectors.js"
import { INITIAL_ACCOUNT_STATE } from "../../core/connection/initialAccountState.js"
import type { NamespaceState } from "../../core/services/ChainState.js"
import type { CaipAddress } from "../../schemas/Caip.js"
import { accountInfo, activeConnector, walletInfo, walletProvider } from "../../shell/runtime/selectors.js"

const provider = { request: () => Promise.resolve(null) }
const solanaProvider = { signMessage: () => Promise.resolve(null) }

const state: ConnectorsState = {
  connectors: [
    { id: "org.doorway.devwallet", name: "Doorway Dev Wallet", type: "ANNOUNCED", chain: "eip155", provider, info: { name: "Doorway Dev Wallet", icon: "data:image/png;base64,AA" } },
    {
      id: "Multi",
      name: "Multi",
      type: "MULTI_CHAIN",
      chain: "eip155",
      connectors: [
        { id: "multi-evm", type: "ANNOUNCED", chain: "eip155", provider },
        { id: "multi-sol", type: "EXTERNAL", chain: "solana", provider: solanaProvider }
      ]
    }
  ],
  activeConnectorIds: { eip155: "ORG.doorway.devwallet", solana: "multi" },
  connections: {}
}

const chain = (account: Partial<NamespaceState["accountState"]>): NamespaceState => ({
  namespace: "eip155",
  networkState: { supportsAllNetworks: true },
  accountState: { ...INITIAL_ACCOUNT_STATE, ...account }
})

describe("activeConnector and walletProvider", () => {
  it("find the connector a namespace is connected through, whatever the id's case", () => {
    expect(activeConnector(state, "eip155")?.name).toBe("Doorway Dev Wallet")
    expect(walletProvider(state, "eip155")).toEqual({ walletProvider: provider, walletProviderType: "ANNOUNCED" })
  })

  it("take a multi-chain connector's own connector of the namespace", () => {
    expect(walletProvider(state, "solana")).toEqual({ walletProvider: solanaProvider, walletProviderType: "EXTERNAL" })
  })

  it("answer nothing for a namespace that is not connected", () => {
    expect(walletProvider(state, "bip122")).toEqual({ walletProvider: undefined, walletProviderType: undefined })
    expect(activeConnector(state, undefined)).toBeUndefined()
  })
})

describe("walletInfo", () => {
  const caipAddress = "eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8" as CaipAddress

  it("is what the wallet said about itself", () => {
    expect(walletInfo(chain({ caipAddress, connectedWalletInfo: { name: "Said" } }), state)).toEqual({ name: "Said" })
  })

  it("falls back to the connector's name and icon", () => {
    expect(walletInfo(chain({ caipAddress }), state)).toEqual({ name: "Doorway Dev Wallet", icon: "data:image/png;base64,AA", type: "ANNOUNCED" })
  })

  it("is nothing while not connected", () => {
    expect(walletInfo(chain({ connectedWalletInfo: { name: "Said" } }), state)).toBeUndefined()
  })
})

describe("accountInfo's allAccounts", () => {
  const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
  const caipAddress = `eip155:1:${address}` as CaipAddress

  it("is every account the connection described, else the one account with its type, and empty while not connected", () => {
    const described = [
      { namespace: "bip122", address: "bc1qpay", type: "payment", publicKey: "02aa", path: "m/84'/0'/0'/0/0" },
      { namespace: "bip122", address: "bc1pord", type: "ordinal" }
    ] as const
    expect(accountInfo(chain({ caipAddress, address, allAccounts: described })).allAccounts).toEqual(described)
    expect(accountInfo(chain({ caipAddress, address, preferredAccountType: "eoa" })).allAccounts).toEqual([{ namespace: "eip155", address, type: "eoa" }])
    expect(accountInfo(chain({ address, allAccounts: described })).allAccounts).toEqual([])
    expect(accountInfo(undefined).allAccounts).toEqual([])
  })
})

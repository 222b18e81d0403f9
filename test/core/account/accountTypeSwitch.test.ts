/**
 * Which account-type switch the rules allow (SPEC §4): the embedded wallet's EVM account only; to
 * the smart account only when smart accounts are enabled on the active network and the account is
 * an EOA now; back to the EOA from the smart account.
 */
import { describe, expect, it } from "vitest"
import { mainnet, polygon } from "doorway-connect/networks"
import { accountTypeSwitchRefusal, embeddedAccountTypeNow, offeredAccountType } from "../../../core/account/accountTypeSwitch.js"
import { INITIAL_ACCOUNT_STATE } from "../../../core/connection/initialAccountState.js"
import { messageOf } from "../../../core/errors/catalogue.js"
import type { NamespaceState } from "../../../core/services/ChainState.js"
import type { ConnectorsState } from "../../../core/services/Connectors.js"
import type { AccountType } from "../../../schemas/Account.js"
import type { CaipAddress } from "../../../schemas/Caip.js"
import type { Network } from "../../../schemas/Network.js"

const ADDRESS = "0x1111111111111111111111111111111111111111"

const evm = (type: AccountType, enabled: ReadonlyArray<number>, network: Network = mainnet): NamespaceState => ({
  namespace: "eip155",
  networkState: { caipNetwork: network, supportsAllNetworks: false, smartAccountEnabledNetworks: enabled },
  accountState: {
    ...INITIAL_ACCOUNT_STATE,
    status: "connected",
    address: ADDRESS,
    caipAddress: `${network.caipNetworkId}:${ADDRESS}` as CaipAddress,
    preferredAccountType: type
  }
})

const through = (connectorId: string): ConnectorsState => ({ connectors: [], activeConnectorIds: { eip155: connectorId }, connections: {} })
const EMBEDDED = through("ID_AUTH")

describe("the account-type switch offered (SPEC §4)", () => {
  it("from the EOA, the smart account where smart accounts are enabled", () => {
    expect(offeredAccountType(evm("eoa", [1]), EMBEDDED)).toBe("smartAccount")
    expect(accountTypeSwitchRefusal(evm("eoa", [1]), EMBEDDED, "smartAccount")).toBeUndefined()
  })

  it("none from the EOA where they are not (another chain enabled, or none)", () => {
    expect(offeredAccountType(evm("eoa", [137]), EMBEDDED)).toBeUndefined()
    expect(offeredAccountType(evm("eoa", []), EMBEDDED)).toBeUndefined()
    const refusal = accountTypeSwitchRefusal(evm("eoa", [137]), EMBEDDED, "smartAccount")
    expect(refusal?._tag).toBe("SmartAccountNotEnabled")
    expect(refusal === undefined ? "" : messageOf(refusal)).toBe("Smart accounts are not enabled on eip155:1")
    expect(offeredAccountType(evm("eoa", [137], polygon), EMBEDDED)).toBe("smartAccount")
  })

  it("from the smart account, the EOA (whatever the list says)", () => {
    expect(offeredAccountType(evm("smartAccount", [1]), EMBEDDED)).toBe("eoa")
    expect(offeredAccountType(evm("smartAccount", []), EMBEDDED)).toBe("eoa")
  })

  it("never the type the account has", () => {
    expect(accountTypeSwitchRefusal(evm("eoa", [1]), EMBEDDED, "eoa")?._tag).toBe("AccountTypeUnchanged")
    expect(accountTypeSwitchRefusal(evm("smartAccount", [1]), EMBEDDED, "smartAccount")?._tag).toBe("AccountTypeUnchanged")
  })

  it("none for another wallet than the embedded one, nor without a connected account", () => {
    expect(offeredAccountType(evm("eoa", [1]), through("io.metamask"))).toBeUndefined()
    expect(embeddedAccountTypeNow(evm("eoa", [1]), through("io.metamask"))).toBeUndefined()
    expect(accountTypeSwitchRefusal(evm("eoa", [1]), through("io.metamask"), "smartAccount")?._tag).toBe("NotConnectedToEmailOrSocial")
    const disconnected: NamespaceState = { ...evm("eoa", [1]), accountState: INITIAL_ACCOUNT_STATE }
    expect(offeredAccountType(disconnected, EMBEDDED)).toBeUndefined()
    expect(offeredAccountType(undefined, EMBEDDED)).toBeUndefined()
  })

  it("none on another family's account", () => {
    const solana: NamespaceState = { ...evm("eoa", [1]), namespace: "solana" }
    expect(offeredAccountType(solana, through("ID_AUTH"))).toBeUndefined()
  })
})

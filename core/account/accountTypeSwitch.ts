/**
 * Whether the embedded wallet's EVM account may switch type (SPEC §4): to the smart account only
 * when smart accounts are enabled on the active network and the account is an EOA now; back to
 * the EOA when it is the smart account. Pure: the Account view draws its button from it, and
 * `setPreferredAccountType` checks it before the frame is asked.
 */
import type { EmbeddedAccountType } from "../../schemas/Forms.js"
import { AUTH_CONNECTOR_ID } from "../connectors/connectorIds.js"
import { AccountTypeUnchanged, SmartAccountNotEnabled } from "../errors/AccountErrors.js"
import { NotConnectedToEmailOrSocial } from "../errors/ConnectionErrors.js"
import type { NamespaceState } from "../services/ChainState.js"
import type { ConnectorsState } from "../services/Connectors.js"

export type AccountTypeSwitchRefusal = NotConnectedToEmailOrSocial | SmartAccountNotEnabled | AccountTypeUnchanged

/** The type of the EVM account now, when it is the embedded wallet's and connected; undefined otherwise. */
export const embeddedAccountTypeNow = (chain: NamespaceState | undefined, connectors: ConnectorsState): EmbeddedAccountType | undefined => {
  const account = chain?.accountState
  if (chain?.namespace !== "eip155" || account?.caipAddress === undefined || account.status !== "connected") return undefined
  if (connectors.activeConnectorIds.eip155?.toLowerCase() !== AUTH_CONNECTOR_ID.toLowerCase()) return undefined
  return account.preferredAccountType === "smartAccount" ? "smartAccount" : "eoa"
}

/** Why the EVM account may not switch to `to` now; undefined when it may. */
export const accountTypeSwitchRefusal = (
  chain: NamespaceState | undefined,
  connectors: ConnectorsState,
  to: EmbeddedAccountType
): AccountTypeSwitchRefusal | undefined => {
  const now = embeddedAccountTypeNow(chain, connectors)
  if (now === undefined) return new NotConnectedToEmailOrSocial()
  if (now === to) return new AccountTypeUnchanged({ type: to })
  const network = chain?.networkState.caipNetwork
  const enabled = chain?.networkState.smartAccountEnabledNetworks ?? []
  if (to === "smartAccount" && (network === undefined || !enabled.includes(Number(network.id))))
    return new SmartAccountNotEnabled({ chainId: network?.caipNetworkId ?? "eip155" })
  return undefined
}

/** The switch the Account view offers: the other type, when the rules allow it. */
export const offeredAccountType = (chain: NamespaceState | undefined, connectors: ConnectorsState): EmbeddedAccountType | undefined => {
  const now = embeddedAccountTypeNow(chain, connectors)
  if (now === undefined) return undefined
  const other: EmbeddedAccountType = now === "eoa" ? "smartAccount" : "eoa"
  return accountTypeSwitchRefusal(chain, connectors, other) === undefined ? other : undefined
}

/**
 * The account fields of GET_USER_SUCCESS and CONNECT_SOCIAL_SUCCESS (WIRE §4.4) for a user on an
 * EVM chain: `address` is the active account, `accounts` lists it first and, where the chain has
 * account abstraction, the other one; `smartAccountDeployed` reads the chain (false where there
 * is no smart account).
 */
import type { Hex } from "viem"
import type { SiteAccountType, SiteUser } from "../SecureSiteStore.js"
import type { SiwxSigner } from "../signSiwx.js"
import type { SiteSmartAccounts } from "./siteSmartAccounts.js"

export interface UserAccountFields {
  readonly address: Hex
  readonly accounts: ReadonlyArray<{ readonly address: Hex; readonly type: SiteAccountType }>
  readonly preferredAccountType: SiteAccountType
  readonly smartAccountDeployed: boolean
}

/** `eoa` or `smartAccount` as the app sends it; any other value names no account type. */
export const siteAccountTypeOf = (value: unknown): SiteAccountType | undefined =>
  value === "eoa" || value === "smartAccount" ? value : undefined

export const userAccountFields = async (smartAccounts: SiteSmartAccounts, user: SiteUser, chainId: number): Promise<UserAccountFields> => {
  const eoa = { address: user.address, type: "eoa" } as const
  if (!smartAccounts.isEnabled(chainId)) return { address: user.address, accounts: [eoa], preferredAccountType: "eoa", smartAccountDeployed: false }
  const [address, deployed] = await Promise.all([smartAccounts.addressOf(user, chainId), smartAccounts.isDeployed(user, chainId)])
  const smart = { address, type: "smartAccount" } as const
  return smartAccounts.activeTypeOf(user, chainId) === "smartAccount"
    ? { address, accounts: [smart, eoa], preferredAccountType: "smartAccount", smartAccountDeployed: deployed }
    : { address: user.address, accounts: [eoa, smart], preferredAccountType: "eoa", smartAccountDeployed: deployed }
}

/** The smart account as the SIWX signer when it is the active account; undefined for the key. */
export const siwxSignerOf = async (smartAccounts: SiteSmartAccounts, user: SiteUser, chainId: number): Promise<SiwxSigner | undefined> =>
  smartAccounts.activeTypeOf(user, chainId) === "smartAccount" ? smartAccounts.accountOf(user, chainId) : undefined

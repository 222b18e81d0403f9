/**
 * A Bitcoin wallet's accounts as the modal keeps them (SPEC §3): namespace bip122, the public key
 * in hex, the derivation path when the wallet gives one, the address and the type, payment or
 * ordinal, listed in that order (SPEC §9: payment 0, ordinal 1). The account shown and signed with
 * comes first among the session's accounts: the preferred type's (SPEC §6, payment by default).
 */
import type { BitcoinAccount, PreferredAccountType } from "../../../schemas/Account.js"

/** An account as a wallet reports it, with what it is for when it says (`payment`, `ordinals`). */
export interface ReportedAccount {
  readonly address: string
  readonly purpose?: string | undefined
  /** Hex; empty when the wallet gives none. */
  readonly publicKey?: string | undefined
  readonly path?: string | undefined
}

/** The accounts a session reports: the one shown first, then every one described. */
export interface SessionAccounts {
  readonly accounts: readonly [string, ...Array<string>]
  readonly allAccounts: ReadonlyArray<BitcoinAccount>
}

/**
 * The type of an account from its purpose; one that names none is placed by the order the
 * purposes were asked in (payment, then ordinals). Another chain's purpose (stacks) is none.
 */
const typeOf = (purpose: string | undefined, index: number): BitcoinAccount["type"] | undefined =>
  purpose === undefined ? (index === 0 ? "payment" : "ordinal") : purpose === "payment" ? "payment" : purpose === "ordinals" ? "ordinal" : undefined

/** The wallet's Bitcoin accounts, payment first. */
export const bitcoinAccountsOf = (reported: ReadonlyArray<ReportedAccount>): ReadonlyArray<BitcoinAccount> => {
  const typed = reported.flatMap(({ address, purpose, publicKey, path }, index): Array<BitcoinAccount> => {
    const type = typeOf(purpose, index)
    if (type === undefined) return []
    return [{ namespace: "bip122", address, type, ...(publicKey ? { publicKey } : {}), ...(path ? { path } : {}) }]
  })
  return [...typed.filter((account) => account.type === "payment"), ...typed.filter((account) => account.type !== "payment")]
}

/** The account shown and signed with: the first of the preferred type, else the first (payment). */
export const shownAccountOf = (accounts: ReadonlyArray<BitcoinAccount>, preferred: PreferredAccountType | undefined): BitcoinAccount | undefined =>
  accounts.find((account) => account.type === preferred) ?? accounts[0]

/** What a session answers with the wallet's accounts; none when it has no Bitcoin account. */
export const sessionAccountsOf = (reported: ReadonlyArray<ReportedAccount>, preferred: PreferredAccountType | undefined): SessionAccounts | undefined => {
  const allAccounts = bitcoinAccountsOf(reported)
  const shown = shownAccountOf(allAccounts, preferred)
  if (shown === undefined) return undefined
  const others = allAccounts.filter((account) => account !== shown).map((account) => account.address)
  return { accounts: [shown.address, ...others], allAccounts }
}

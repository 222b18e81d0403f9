/**
 * Smart sessions (permission grants) the service keeps in memory, per account. None are seeded;
 * tests add them through the service handle. Accounts are CAIP-10 ids; a plain address stands
 * for that address on every chain.
 */
import type { SmartSession } from "../../schemas/BlockchainApi.js"

export interface SmartSessionStore {
  readonly add: (caipAddress: string, session: SmartSession) => void
  /** The account's sessions, oldest first; a plain address lists its sessions on every chain. */
  readonly list: (address: string) => ReadonlyArray<SmartSession>
  /** Removes the session with `pci` from the account; false when it had none. */
  readonly remove: (address: string, pci: string) => boolean
  readonly clear: () => void
}

/** The plain address of a CAIP-10 id (or of a plain address), case-folded for hex. */
export const accountAddressOf = (address: string): string => {
  const plain = address.split(":").at(-1) ?? address
  return /^0x[0-9a-fA-F]+$/.test(plain) ? plain.toLowerCase() : plain
}

const normalise = (caipAddress: string): string => {
  const parts = caipAddress.split(":")
  return parts.length === 3 ? `${parts[0]}:${parts[1]}:${accountAddressOf(caipAddress)}` : accountAddressOf(caipAddress)
}

export const makeSmartSessionStore = (): SmartSessionStore => {
  let entries: ReadonlyArray<{ readonly account: string; readonly session: SmartSession }> = []
  const matches = (account: string, address: string): boolean => {
    const wanted = normalise(address)
    return wanted.includes(":") ? account === wanted : accountAddressOf(account) === wanted
  }
  return {
    add: (caipAddress, session) => {
      entries = [...entries, { account: normalise(caipAddress), session }]
    },
    list: (address) => entries.filter((entry) => matches(entry.account, address)).map((entry) => entry.session),
    remove: (address, pci) => {
      const before = entries.length
      entries = entries.filter((entry) => !(matches(entry.account, address) && entry.session.pci === pci))
      return entries.length < before
    },
    clear: () => {
      entries = []
    }
  }
}

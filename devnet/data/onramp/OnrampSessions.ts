/**
 * Checkout sessions handed out by the on-ramp URL generator. A session completes once: the first
 * `claim` takes it (so two clicks cannot pay out twice), `complete` records the transaction, and a
 * failed delivery `release`s it for another try. In memory, for the service's life.
 */
import type { AssetInfo } from "../AssetBook.js"
import type { SaleNetwork } from "./SaleNetwork.js"

/** A transaction id: an EVM hash (`0x…`) or a Solana signature (base58). */
export type PayoutId = string

export type SessionState =
  | { readonly _tag: "Open" }
  | { readonly _tag: "Delivering" }
  | { readonly _tag: "Completed"; readonly txHash: PayoutId; readonly amount: bigint }

export interface OnrampSession {
  readonly id: string
  readonly network: SaleNetwork
  readonly asset: AssetInfo
  /** The buyer's address on the network: a checksummed hex address, or a base58 public key. */
  readonly destination: string
  /** The amount offered, in the asset's base units; the buyer may change it before paying. */
  readonly amount: bigint
  readonly partnerUserId: string
  readonly state: SessionState
}

export type ClaimOutcome =
  | { readonly _tag: "Claimed"; readonly session: OnrampSession }
  | { readonly _tag: "Unknown" }
  | { readonly _tag: "NotOpen"; readonly session: OnrampSession }

export interface OnrampSessions {
  readonly open: (session: Omit<OnrampSession, "id" | "state">) => OnrampSession
  readonly find: (id: string) => OnrampSession | undefined
  readonly claim: (id: string) => ClaimOutcome
  readonly complete: (id: string, txHash: PayoutId, amount: bigint) => void
  readonly release: (id: string) => void
}

export const makeOnrampSessions = (newId: () => string = () => crypto.randomUUID()): OnrampSessions => {
  const sessions = new Map<string, OnrampSession>()
  const setState = (id: string, state: SessionState) => {
    const session = sessions.get(id)
    if (session !== undefined) sessions.set(id, { ...session, state })
  }
  return {
    open: (fields) => {
      const session: OnrampSession = { ...fields, id: newId(), state: { _tag: "Open" } }
      sessions.set(session.id, session)
      return session
    },
    find: (id) => sessions.get(id),
    claim: (id) => {
      const session = sessions.get(id)
      if (session === undefined) return { _tag: "Unknown" }
      if (session.state._tag !== "Open") return { _tag: "NotOpen", session }
      const claimed: OnrampSession = { ...session, state: { _tag: "Delivering" } }
      sessions.set(id, claimed)
      return { _tag: "Claimed", session: claimed }
    },
    complete: (id, txHash, amount) => setState(id, { _tag: "Completed", txHash, amount }),
    release: (id) => setState(id, { _tag: "Open" })
  }
}

import type { Address } from "viem"
import type { AppKitInstance } from "../shell/AppKitInstance.js"
import { evmConnectionOf, type EvmConnection } from "./evmConnection.js"
import { watchModal } from "./watchModal.js"

/** What the modal's EVM connection did, in the words of wagmi's connector events. */
export type ModalEvent =
  | { readonly type: "connect"; readonly accounts: readonly Address[]; readonly chainId: number }
  | { readonly type: "accounts"; readonly accounts: readonly Address[] }
  | { readonly type: "chain"; readonly chainId: number }
  | { readonly type: "disconnect" }

const eventsBetween = (before: EvmConnection | undefined, after: EvmConnection | undefined): ReadonlyArray<ModalEvent> => {
  if (before === undefined) return after === undefined ? [] : [{ type: "connect", accounts: after.accounts, chainId: after.chainId }]
  if (after === undefined) return [{ type: "disconnect" }]
  const events: Array<ModalEvent> = []
  if (before.accounts[0] !== after.accounts[0]) events.push({ type: "accounts", accounts: after.accounts })
  if (before.chainId !== after.chainId) events.push({ type: "chain", chainId: after.chainId })
  return events
}

/**
 * Tells `emit` each change of the modal's EVM connection, whatever its kind (extension,
 * WalletConnect, embedded wallet): a connection made or withdrawn, another account, another
 * network (switched in the modal or by the wallet). A connection already there is told at once.
 * Returns the unsubscribe.
 */
export const followModal = (instance: AppKitInstance, emit: (event: ModalEvent) => void): (() => void) => {
  let last: EvmConnection | undefined
  const check = () => {
    const next = evmConnectionOf(instance)
    const events = eventsBetween(last, next)
    last = next
    for (const event of events) emit(event)
  }
  const stop = watchModal(instance, ["network"], check)
  check()
  return stop
}

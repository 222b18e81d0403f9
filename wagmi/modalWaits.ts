import { UserRejectedRequestError } from "viem"
import type { AppKitInstance } from "../shell/AppKitInstance.js"
import { evmConnectionOf, type EvmConnection } from "./evmConnection.js"
import { watchModal } from "./watchModal.js"

/** Resolves once `settled()` holds, checking it now and on every change of the modal's state or EVM account. */
const until = (instance: AppKitInstance, settled: () => boolean): Promise<void> =>
  new Promise((resolve) => {
    if (settled()) return resolve()
    const stop = watchModal(instance, ["state"], () => {
      if (!settled()) return
      stop()
      resolve()
    })
  })

/**
 * Resolves once the modal has started and a stored EVM connection is restored or withdrawn, so
 * wagmi's reconnection at page load asks after the modal's own (SPEC §2 silent reconnection).
 */
export const whenRestored = (instance: AppKitInstance): Promise<void> =>
  until(instance, () => instance.getState().initialized && instance.getAccount("eip155").status !== "reconnecting")

/**
 * Opens the modal on its Connect view for EVM wallets and resolves with the connection the
 * visitor makes there; closing the modal without one rejects as a refusal (EIP-1193 4001).
 */
export const connectThroughModal = async (instance: AppKitInstance): Promise<EvmConnection> => {
  await instance.open({ view: "Connect", namespace: "eip155" })
  let connection: EvmConnection | undefined
  await until(instance, () => {
    connection = evmConnectionOf(instance)
    return connection !== undefined || !instance.getState().open
  })
  if (connection === undefined) throw new UserRejectedRequestError(new Error("The modal was closed without a connection"))
  return connection
}

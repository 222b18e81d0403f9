import type { AppKitInstance } from "../shell/AppKitInstance.js"

/** What of the modal a watcher follows beside its EVM account: its state (open, started), its network. */
export type ModalSource = "state" | "network"

/** Calls `check` on every change of the modal's EVM account and of each source asked for; returns the unsubscribe. */
export const watchModal = (instance: AppKitInstance, sources: ReadonlyArray<ModalSource>, check: () => void): (() => void) => {
  const stops = [
    instance.subscribeAccount(check, "eip155"),
    ...sources.map((source) => (source === "state" ? instance.subscribeState(check) : instance.subscribeNetwork(check)))
  ]
  return () => {
    for (const stop of stops) stop()
  }
}

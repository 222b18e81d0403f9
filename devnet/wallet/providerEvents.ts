/** The events an EIP-1193 provider emits, and a minimal emitter for them (no Node `events` in pages). */
export type ProviderEventName = "connect" | "disconnect" | "accountsChanged" | "chainChanged" | "message"

export type ProviderListener = (payload: unknown) => void

export interface ProviderEvents {
  readonly on: (event: string, listener: ProviderListener) => void
  readonly removeListener: (event: string, listener: ProviderListener) => void
  readonly emit: (event: ProviderEventName, payload: unknown) => void
}

export const makeProviderEvents = (): ProviderEvents => {
  const listeners = new Map<string, Set<ProviderListener>>()
  return {
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
    },
    emit: (event, payload) => {
      // A copy, so a listener that removes itself does not skip the next one.
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(payload)
        } catch (error) {
          // A page's faulty listener must not break the wallet or the other listeners.
          console.error(error)
        }
      }
    }
  }
}

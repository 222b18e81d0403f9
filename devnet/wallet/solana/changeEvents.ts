import type { StandardEventsChangeProperties, StandardEventsListeners, StandardEventsNames } from "@wallet-standard/features"

/** The `standard:events` emitter: `on` returns its own unsubscribe, as the standard asks. */
export interface ChangeEvents {
  readonly on: <E extends StandardEventsNames>(event: E, listener: StandardEventsListeners[E]) => () => void
  readonly emit: (properties: StandardEventsChangeProperties) => void
}

export const makeChangeEvents = (): ChangeEvents => {
  const listeners = new Set<StandardEventsListeners["change"]>()
  return {
    on: (event, listener) => {
      if (event !== "change") return () => undefined
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    emit: (properties) => {
      // A copy, so a listener that unsubscribes itself does not skip the next one.
      for (const listener of [...listeners]) {
        try {
          listener(properties)
        } catch (error) {
          // A page's faulty listener must not break the wallet or the other listeners.
          console.error(error)
        }
      }
    }
  }
}

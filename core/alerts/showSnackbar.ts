import { Effect, Ref } from "effect"
import { SNACKBAR_SWITCH_DELAY } from "../constants.js"
import { Alerts } from "../services/Alerts.js"
import type { SnackbarState, SnackbarVariant } from "../services/Alerts.js"

interface Pending {
  /** An open banner was closed, so this one waits for the switch delay. */
  readonly switching: boolean
  readonly id: number
}

/**
 * Shows the notification banner. If one is open it closes first and the new one shows after
 * SNACKBAR_SWITCH_DELAY, when this completes. Each banner takes a new `id`; a banner whose turn
 * comes after a newer banner or a close was requested is dropped, so the latest request wins.
 */
export const showSnackbar = Effect.fn("alerts.showSnackbar")(function* (message: string, variant: SnackbarVariant) {
  const { snackbar } = yield* Alerts
  const pending = yield* Ref.modify(snackbar, (current): readonly [Pending, SnackbarState] => {
    const id = current.id + 1
    return current.open
      ? [{ switching: true, id }, { ...current, open: false, id }]
      : [{ switching: false, id }, { open: true, message, variant, id }]
  })
  if (!pending.switching) return
  yield* Effect.sleep(SNACKBAR_SWITCH_DELAY)
  yield* Ref.update(snackbar, (current) =>
    current.id === pending.id ? { open: true, message, variant, id: pending.id } : current
  )
})

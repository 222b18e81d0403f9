import { Effect } from "effect"
import { POPUP_CLOSED_CHECK_INTERVAL } from "../constants.js"
import type { PopupWindow } from "../services/SocialPopup.js"

/**
 * Waits until the checkout window is closed, by the person or by its own page: looked at every
 * second (SPEC §9's popup-closed check), the first time a second after the call.
 */
export const awaitCheckoutClosed = (checkout: PopupWindow): Effect.Effect<void> =>
  Effect.sleep(POPUP_CLOSED_CHECK_INTERVAL).pipe(
    Effect.zipRight(checkout.isClosed),
    Effect.repeat({ until: (closed) => closed }),
    Effect.asVoid
  )

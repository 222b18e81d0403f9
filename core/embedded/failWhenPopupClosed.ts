import { Effect } from "effect"
import { POPUP_CLOSED_CHECK_INTERVAL } from "../constants.js"
import { PopupClosed } from "../errors/ConnectionErrors.js"
import type { PopupWindow } from "../services/SocialPopup.js"

/**
 * Fails with PopupClosed ('Popup closed') once the person has closed the popup, or its page closed
 * itself (the provider's Cancel): looked at every second (SPEC §9), the first time a second after
 * the call. Never succeeds: a login races it against its own wait.
 */
export const failWhenPopupClosed = (popup: PopupWindow): Effect.Effect<never, PopupClosed> =>
  Effect.sleep(POPUP_CLOSED_CHECK_INTERVAL).pipe(
    Effect.zipRight(popup.isClosed),
    Effect.repeat({ until: (closed) => closed }),
    Effect.zipRight(Effect.fail(new PopupClosed()))
  )

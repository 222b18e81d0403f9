import { Duration } from "effect"

/** The frame's READY must come within this long of a request that needs it (SPEC §9, WIRE §4.2). */
export const FRAME_LOAD_TIMEOUT = Duration.seconds(20)
/** After READY the frame counts as ready only this much later (SPEC §4, §9). */
export const FRAME_READY_DELAY = Duration.millis(500)
/** Login requests (email, device, code, social, social redirect) give up after this (SPEC §9). */
export const LOGIN_REQUEST_TIMEOUT = Duration.seconds(120)
/** Sign-out resolves after at most this long, with or without the frame's reply (SPEC §9). */
export const SIGN_OUT_WAIT = Duration.seconds(3)
/** A new email code may be asked for only this long after the last one (SPEC §9, WIRE §4.6). */
export const EMAIL_COOLDOWN = Duration.seconds(30)
/** After the last code of an email update, the user is asked for this often until it has the new email (SPEC §9). */
export const EMAIL_UPDATE_POLL_INTERVAL = Duration.seconds(1)

import type { FrameReplyOf } from "../services/SecureFrame.js"

/** The user the frame gives once logged in (GET_USER_SUCCESS, WIRE §4.4). */
export type EmbeddedUser = FrameReplyOf<"GET_USER">

/** Where an email login stands (WIRE §4.6): waiting for the emailed code, or done. */
export type EmbeddedLoginStep = { readonly _tag: "AwaitingOtp" } | { readonly _tag: "LoggedIn"; readonly user: EmbeddedUser }

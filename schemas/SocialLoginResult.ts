/**
 * What the secure site's social-login page posts to the window that opened it (WIRE §4.7): the
 * `resultUri` the app then sends as CONNECT_SOCIAL's `uri` (or GET_USER's `socialUri`). The app
 * takes it only from the secure site's origin.
 */
import { Schema } from "effect"

export const SocialLoginResult = Schema.Struct({ resultUri: Schema.String }).annotations({ identifier: "SocialLoginResult" })
export type SocialLoginResult = typeof SocialLoginResult.Type

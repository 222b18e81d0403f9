import { Effect } from "effect"
import { completeEmbeddedLogin } from "./completeEmbeddedLogin.js"
import { forgetSocialLogin } from "./keepSocialLogin.js"

/** The last step of an email login: the login cache names no social login from before, then completeEmbeddedLogin. */
export const completeEmailLogin = Effect.zipRight(forgetSocialLogin, completeEmbeddedLogin)

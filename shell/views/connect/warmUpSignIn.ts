import { viewFor } from "../registry.js"
import { loadAtIdleOnce } from "./loadAtIdleOnce.js"

/**
 * Loads, while the visitor reads the wallet list of an app that asks for sign-in (the `siwx`
 * option), what the sign-in step after the connection needs: the step that checks for a session,
 * the sign-in flow, and the SIWXSignMessage view. Left to the connection, the three load one after
 * the other between the wallet's approval and the view. Idle time only, once per page.
 */
export const warmUpSignIn = loadAtIdleOnce(() =>
  Promise.all([
    import("../../../core/siwx/askSignIn.js"),
    import("../../../core/siwx/flow/requestSignIn.js"),
    viewFor("SIWXSignMessage")?.component.preload()
  ])
)

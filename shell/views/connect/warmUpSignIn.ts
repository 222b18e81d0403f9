import { viewFor } from "../registeredViews.js"
import { loadAtIdleOnce } from "./loadAtIdleOnce.js"

/**
 * Loads, while the visitor reads the wallet list of an app that asks for sign-in (the `siwx`
 * option), what the sign-in step after the connection needs: the sign-in flow and the
 * SIWXSignMessage view. Left to the connection, they load one after the other between the
 * wallet's approval and the view. In idle time once Connect has been read (`whenRead`), once per page.
 */
export const warmUpSignIn = loadAtIdleOnce(() =>
  Promise.all([import("../../../core/siwx/askSignIn.js").then((step) => step.loadSignInFlow()), viewFor("SIWXSignMessage")?.component.preload()])
)

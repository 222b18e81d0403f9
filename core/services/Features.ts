import { Context } from "effect"
import type { RemoteFeatures } from "../../schemas/RemoteFeatures.js"
import type { OriginCheck } from "../config/OriginCheck.js"
import type { StateRef } from "../state/StateRef.js"

/**
 * The features in effect: remote project configuration over the host's options over defaults
 * (WIRE §2.3). Starts from the local resolution; `fetchRemoteFeatures` replaces it. Beside them,
 * what the project's allowed origins say of this page (WIRE §2.4), once checked.
 */
export class Features extends Context.Tag("doorway/Features")<
  Features,
  { readonly state: StateRef<RemoteFeatures>; readonly originCheck: StateRef<OriginCheck> }
>() {}

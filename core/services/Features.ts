import { Context } from "effect"
import type { RemoteFeatures } from "../../schemas/RemoteFeatures.js"
import type { StateRef } from "../state/StateRef.js"

/**
 * The features in effect: remote project configuration over the host's options over defaults
 * (WIRE §2.3). Starts from the local resolution; `fetchRemoteFeatures` replaces it.
 */
export class Features extends Context.Tag("doorway/Features")<
  Features,
  { readonly state: StateRef<RemoteFeatures> }
>() {}

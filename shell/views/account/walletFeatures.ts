import type { WalletFeature } from "../../../core/config/AppKitOptions.js"
import type { ResolvedFeatures } from "../../../core/config/ResolvedOptions.js"
import type { ViewName } from "../../../core/router/ViewName.js"
import { registerView } from "../registry.js"

/** A wallet feature the Account view offers as a button, and the view it opens. */
export interface WalletFeatureButton {
  readonly feature: WalletFeature
  readonly label: string
  readonly view: ViewName
}

/** The wallet features that exist; a feature is listed only once its view works. */
const FEATURE_BUTTONS: Partial<Record<WalletFeature, WalletFeatureButton>> = {
  receive: { feature: "receive", label: "Receive", view: "WalletReceive" }
}

// The features' views load with the Account view's chunk, never at page start; each is a chunk of its own.
registerView("WalletReceive", { title: "Receive", load: () => import("./ReceiveView.js") })

/**
 * The buttons of the Account view: the configured wallet-features order (SPEC §9 default onramp,
 * swaps, receive, send), keeping the features that exist and that the options enable.
 */
export const walletFeatureButtons = (features: ResolvedFeatures): ReadonlyArray<WalletFeatureButton> =>
  features.walletFeaturesOrder.flatMap((feature) => {
    const button = FEATURE_BUTTONS[feature]
    const enabled = feature === "receive" || feature === "send" ? features[feature] : features[feature] !== false
    return button !== undefined && enabled ? [button] : []
  })

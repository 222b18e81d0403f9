import type { Effect } from "effect"
import type { WalletFeature } from "../../../core/config/AppKitOptions.js"
import type { ResolvedFeatures } from "../../../core/config/ResolvedOptions.js"
import type { ViewName } from "../../../core/router/ViewName.js"
import type { ChainNamespace } from "../../../schemas/ChainNamespace.js"
import type { WalletFeatureViewName } from "../BuiltInViewName.js"
import type { ComponentModule } from "../loadable.js"
import type { ViewProps } from "../ViewProps.js"
import { ONRAMP_NAMESPACES } from "../../../core/onramp/onrampProviders.js"
import { onrampOfferedHere } from "../onramp/onrampOfferedHere.js"

/** A wallet feature the Account view offers as a button, and the view it opens. */
export interface WalletFeatureButton {
  readonly feature: WalletFeature
  /** Its English name; shown through the catalogue's `feature.<feature>`. */
  readonly label: string
  readonly view: ViewName
  /** The chain families it works on; every one when left out. */
  readonly namespaces?: ReadonlyArray<ChainNamespace>
  /** Whether it is offered on this device at all (the on-ramp's regions, SPEC §9); always when left out. */
  readonly offered?: Effect.Effect<boolean>
}

/**
 * The loaders of the wallet features' views, each a chunk of its own. The modal registers the views
 * (builtInViews.ts) through the Account view's chunk, which exports these: a host can open them
 * before the Account view has loaded, and no chunk is split anew.
 */
export const walletFeatureViews = {
  WalletReceive: () => import("./ReceiveView.js"),
  WalletSend: () => import("./SendView.js"),
  Swap: () => import("../swap/SwapView.js")
} satisfies Record<WalletFeatureViewName, () => Promise<ComponentModule<ViewProps>>>

/** The wallet features that exist; a feature is listed only once its view works. */
const FEATURE_BUTTONS: Partial<Record<WalletFeature, WalletFeatureButton>> = {
  onramp: { feature: "onramp", label: "Buy", view: "OnRamp", namespaces: ONRAMP_NAMESPACES, offered: onrampOfferedHere },
  swaps: { feature: "swaps", label: "Swap", view: "Swap", namespaces: ["eip155"] },
  receive: { feature: "receive", label: "Receive", view: "WalletReceive" },
  // Send goes out on the families with a send path (SPEC §4 dispatch by chain): EVM, Solana, Bitcoin.
  send: { feature: "send", label: "Send", view: "WalletSend", namespaces: ["eip155", "solana", "bip122"] }
}

/**
 * The buttons of the Account view: the configured wallet-features order (SPEC §9 default onramp,
 * swaps, receive, send), keeping the features that exist, that the options enable and that work on
 * the active chain family.
 */
export const walletFeatureButtons = (features: ResolvedFeatures, namespace?: ChainNamespace): ReadonlyArray<WalletFeatureButton> =>
  features.walletFeaturesOrder.flatMap((feature) => {
    const button = FEATURE_BUTTONS[feature]
    const enabled = feature === "receive" || feature === "send" ? features[feature] : features[feature] !== false
    const works = button?.namespaces === undefined || (namespace !== undefined && button.namespaces.includes(namespace))
    return button !== undefined && enabled && works ? [button] : []
  })

/**
 * The embedded-wallet kind of an instance (SPEC §4–§6), made on first use (an email login, or a
 * stored embedded-wallet connection restored): the kind over the instance's secure frame, which
 * it creates on first need, on the active network, with the modal's alerts as the timeout callback.
 */
import { Context, Effect } from "effect"
import { getActiveNetwork } from "../core/connection/getActiveNetwork.js"
import { prepareEmbeddedWallet } from "../core/embedded/prepareEmbeddedWallet.js"
import { alertFrameTimeout } from "../core/frame/alertFrameTimeout.js"
import type { Alerts } from "../core/services/Alerts.js"
import type { ChainState } from "../core/services/ChainState.js"
import type { Options } from "../core/services/Options.js"
import { SecureFrame } from "../core/services/SecureFrame.js"
import { Storage } from "../core/services/Storage.js"
import { makeEmbeddedWalletConnection } from "./EmbeddedWalletConnection.js"
import type { EmbeddedWalletConnection } from "./EmbeddedWalletConnection.js"

export type EmbeddedKindServices = SecureFrame | Storage | ChainState | Options | Alerts

export const makeEmbeddedWalletKind = (context: Context.Context<EmbeddedKindServices>): Effect.Effect<EmbeddedWalletConnection> =>
  makeEmbeddedWalletConnection({
    frame: Context.get(context, SecureFrame),
    storage: Context.get(context, Storage),
    activeNetwork: Effect.provide(getActiveNetwork, context),
    onTimeout: (reason) => Effect.provide(alertFrameTimeout(reason), context),
    openFrame: Effect.provide(prepareEmbeddedWallet, context)
  })

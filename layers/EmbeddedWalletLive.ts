/**
 * The embedded-wallet kind of an instance (SPEC §4–§6), made on first use (an email login, or a
 * stored embedded-wallet connection restored): the kind over the instance's secure frame, which
 * it creates on first need, on the active network, with the modal's alerts as the timeout callback.
 */
import { Context, Effect, Option, Ref, Scope } from "effect"
import { getActiveNetwork } from "../core/connection/getActiveNetwork.js"
import { alertRefusedMethods } from "../core/embedded/alertRefusedMethods.js"
import { followApprovals } from "../core/embedded/followApprovals.js"
import { prepareEmbeddedWallet } from "../core/embedded/prepareEmbeddedWallet.js"
import { loadSmartAccountNetworks } from "../core/embedded/loadSmartAccountNetworks.js"
import { embeddedAccountTypeOf } from "../core/account/embeddedAccountType.js"
import { alertFrameTimeout } from "../core/frame/alertFrameTimeout.js"
import type { OnFrameTimeout } from "../core/frame/FrameTimeoutReason.js"
import { syncFrameAppearance } from "../core/frame/syncFrameAppearance.js"
import type { Alerts } from "../core/services/Alerts.js"
import type { Analytics } from "../core/services/Analytics.js"
import type { ApiClient } from "../core/services/ApiClient.js"
import { ChainState } from "../core/services/ChainState.js"
import type { EvmWallet } from "../core/services/EvmWallet.js"
import type { Modal } from "../core/services/Modal.js"
import { Options } from "../core/services/Options.js"
import type { RpcTransport } from "../core/services/RpcTransport.js"
import type { Router } from "../core/services/Router.js"
import { SecureFrame } from "../core/services/SecureFrame.js"
import type { SignInState } from "../core/services/SignInState.js"
import type { Features } from "../core/services/Features.js"
import type { SupportedChains } from "../core/services/SupportedChains.js"
import type { Theme } from "../core/services/Theme.js"
import { Storage } from "../core/services/Storage.js"
import { makeEmbeddedWalletConnection } from "./EmbeddedWalletConnection.js"
import type { EmbeddedWalletConnection, EmbeddedWalletDeps } from "./EmbeddedWalletConnection.js"

export type EmbeddedKindServices =
  | SecureFrame
  | Storage
  | ChainState
  | Options
  | Alerts
  | Features
  | Modal
  | Router
  | SignInState
  | Theme
  | EvmWallet
  | ApiClient
  | SupportedChains
  | RpcTransport
  | Analytics
  | Scope.Scope

/**
 * With `siwx` or `siweConfig` set, the login signs in too (SPEC §4): the sign-in code loads with
 * the kind then, and not at all otherwise. Without it the login still connects and the
 * SIWXSignMessage view asks afterwards.
 */
const loadSignIn = (context: Context.Context<EmbeddedKindServices>) => {
  const options = Context.get(context, Options)
  if (options.siwx === undefined && options.siweConfig === undefined) return Effect.succeed(Option.none())
  return Effect.tryPromise(() => import("../core/siwx/embedded/embeddedSignIn.js")).pipe(
    Effect.flatMap(({ makeEmbeddedSignIn }) => makeEmbeddedSignIn),
    Effect.provide(context),
    Effect.tapError((error) => Effect.logWarning("Sign-in at login is off: its code did not load", error)),
    Effect.option
  )
}

/**
 * The kind and, for as long as the instance lives, the programs around it: the approval view
 * following its requests, the alert for a refused method, and the frame kept in step with the app's name and theme.
 */
export const makeEmbeddedWalletKind = (
  context: Context.Context<EmbeddedKindServices>,
  families: EmbeddedWalletDeps["families"] = []
): Effect.Effect<EmbeddedWalletConnection> => {
  const onTimeout: OnFrameTimeout = (reason) => Effect.provide(alertFrameTimeout(reason), context)
  const forkForInstance = (program: Effect.Effect<void, never, EmbeddedKindServices>) =>
    Effect.forkIn(Effect.provide(program, context), Context.get(context, Scope.Scope))
  return Effect.tap(
    Effect.flatMap(loadSignIn(context), (signIn) =>
      makeEmbeddedWalletConnection({
        frame: Context.get(context, SecureFrame),
        storage: Context.get(context, Storage),
        activeNetwork: Effect.provide(getActiveNetwork, context),
        networkOn: (namespace) =>
          Effect.map(Ref.get(Context.get(context, ChainState).chains), (chains) => Option.fromNullable(chains.get(namespace)?.networkState.caipNetwork)),
        families,
        onTimeout,
        openFrame: Effect.provide(prepareEmbeddedWallet, context),
        signIn: Option.getOrUndefined(signIn),
        accountType: (namespace, moment) => Effect.provide(embeddedAccountTypeOf(namespace, moment), context),
        smartAccountNetworks: Effect.provide(loadSmartAccountNetworks(onTimeout), context)
      })
    ),
    (kind) =>
      Effect.forEach(
        [followApprovals(kind.rpc), alertRefusedMethods(kind.rpc.refusals), syncFrameAppearance(onTimeout)],
        forkForInstance,
        { discard: true }
      )
  )
}

/**
 * The kinds of connection an instance offers, by connector type: WALLET_CONNECT connectors pair
 * over WalletConnect (its SDK loaded on first use), AUTH connectors are the embedded wallet over
 * the instance's secure frame (both loaded on first use), every other one is a wallet in the page (an
 * extension, whose small kind comes with this chunk). WalletConnectionsLive loads this module on
 * the first connection, so none of it is in the page's start.
 */
import { Context, Effect, Option, Ref, Runtime, Scope } from "effect"
import { ConnectFailed } from "../core/errors/ConnectionErrors.js"
import type { HttpRequestError } from "../core/errors/HttpErrors.js"
import type { ChainNamespace } from "../schemas/ChainNamespace.js"
import type { Connector } from "../schemas/Connector.js"
import { Alerts } from "../core/services/Alerts.js"
import type { ReachNoticeServices } from "../core/walletconnect/walletReachNotice.js"
import { Analytics } from "../core/services/Analytics.js"
import { EvmWallet } from "../core/services/EvmWallet.js"
import { Options } from "../core/services/Options.js"
import { RpcTransport } from "../core/services/RpcTransport.js"
import { Storage } from "../core/services/Storage.js"
import { preferredAccountTypeOf } from "../core/account/preferredAccountTypes.js"
import type { ChainFamily } from "../core/services/ChainFamily.js"
import type { FamilyOverSessionLoader } from "../core/services/FamilyOverSession.js"
import { ChainState } from "../core/services/ChainState.js"
import type { ConnectionKind, KindError } from "../core/services/WalletConnections.js"
import { bitcoin as bitcoinMainnet } from "../core/networks/bitcoin.js"
import { solana as solanaMainnet } from "../core/networks/solana.js"
import { makeEvmFamily } from "./families/evm/evmFamily.js"
import { onFirstUse } from "./onFirstUse.js"
import { makeExtensionConnection } from "./ExtensionConnection.js"
import type { KindServices } from "./KindServices.js"
import { SecureFrame } from "../core/services/SecureFrame.js"

export interface KindDeps {
  readonly options: Options["Type"]
  readonly storage: Storage["Type"]
  readonly rpc: RpcTransport["Type"]
  readonly analytics: Analytics["Type"]
  readonly alerts: Alerts["Type"]
  readonly scope: Scope.Scope
  /** The modal's services (WalletConnect's wallet-unreachable notice). */
  readonly modal: Context.Context<ReachNoticeServices>
}

/** The instance's chain families, its kinds of connection by connector, and its secure frame. */
export interface ConnectionKinds {
  readonly kindOf: (connector: Connector) => Effect.Effect<ConnectionKind, KindError>
  readonly familyOf: (namespace: ChainNamespace) => Effect.Effect<ChainFamily, KindError>
  readonly secureFrame: Effect.Effect<SecureFrame["Type"], HttpRequestError>
}

/**
 * The kinds over the instance's `runtime`: what they make and run is run on it, so their programs
 * (the embedded wallet's, its frame's, WalletConnect's) log through the instance's logger at its
 * level like every other program, never through effect's default logger.
 */
export const makeConnectionKinds = (runtime: Runtime.Runtime<KindServices>): ConnectionKinds => {
  const context = runtime.context
  const run = Runtime.runPromise(runtime)
  const extension = makeExtensionConnection(Context.get(context, EvmWallet))
  const deps: KindDeps = {
    options: Context.get(context, Options),
    storage: Context.get(context, Storage),
    rpc: Context.get(context, RpcTransport),
    analytics: Context.get(context, Analytics),
    alerts: Context.get(context, Alerts),
    scope: Context.get(context, Scope.Scope),
    modal: context
  }
  // The instance's one secure frame (SPEC §4: made on first need), unless the context brings one,
  // as tests do with a scripted frame.
  const secureFrame = Option.match(Context.getOption(context as Context.Context<KindServices | SecureFrame>, SecureFrame), {
    onSome: Effect.succeed,
    onNone: () => onFirstUse(() => import("./SecureFrameLive.js").then(({ makeSecureFrameLive }) => makeSecureFrameLive(runtime)), "SecureFrame")
  })
  // The embedded wallet (AUTH connectors), over that frame, made on first use.
  const embedded = onFirstUse(
    () =>
      run(secureFrame).then((frame) =>
        import("./EmbeddedWalletLive.js").then(({ makeEmbeddedWalletKind }) =>
          run(makeEmbeddedWalletKind(Context.add(context, SecureFrame, frame), familiesOverSession))
        )
      ),
    "EmbeddedWallet"
  )
  const evmFamily = makeEvmFamily(Context.get(context, EvmWallet), deps.rpc)
  // Solana's code (web3.js among it) loads with the first Solana wallet used, never before.
  const solana = onFirstUse(() => import("./families/solana/solanaKinds.js"), "SolanaFamily")
  const solanaFamily = Effect.map(solana, ({ makeSolanaFamily }) => makeSolanaFamily(deps.rpc))
  // The chain a Wallet Standard wallet is asked to act on: the Solana network the modal is on
  // (every configured namespace has one; mainnet-beta only stands in for a state never set).
  const chainState = Context.get(context, ChainState)
  const solanaChain = Effect.map(
    Ref.get(chainState.chains),
    (chains) => chains.get("solana")?.networkState.caipNetwork?.caipNetworkId ?? solanaMainnet.caipNetworkId
  )
  const walletStandard = Effect.map(solana, ({ makeWalletStandardConnection }) => makeWalletStandardConnection({ currentChain: solanaChain }))
  // Bitcoin's likewise (btc-signer among it), with the first Bitcoin wallet or balance; its
  // balances are read from the network's Esplora API over the chunk's own fetch client.
  const bitcoin = onFirstUse(() => import("./families/bitcoin/bitcoinKinds.js"), "BitcoinFamily")
  const bitcoinFamily = Effect.flatMap(bitcoin, ({ makeBitcoinFamilyFetch }) => makeBitcoinFamilyFetch(deps.options.networks))
  const bitcoinChain = Effect.map(
    Ref.get(chainState.chains),
    (chains) => chains.get("bip122")?.networkState.caipNetwork?.caipNetworkId ?? bitcoinMainnet.caipNetworkId
  )
  // The account a Bitcoin wallet's connection shows and signs with (SPEC §6, payment by default).
  const bitcoinDeps = {
    currentChain: bitcoinChain,
    preferredAccountType: Effect.provideService(preferredAccountTypeOf("bip122"), Storage, deps.storage)
  }
  const bitcoinStandard = Effect.map(bitcoin, ({ makeBitcoinStandardConnection }) => makeBitcoinStandardConnection(bitcoinDeps))
  const satsConnect = Effect.map(bitcoin, ({ makeSatsConnectConnection }) => makeSatsConnectConnection(bitcoinDeps))
  const noFamily = (namespace: ChainNamespace) => Effect.fail(new ConnectFailed({ cause: `No wallet adapter for ${namespace}` }))
  const familyOf = (namespace: ChainNamespace): Effect.Effect<ChainFamily, KindError> =>
    namespace === "eip155"
      ? Effect.succeed(evmFamily)
      : namespace === "solana"
        ? solanaFamily
        : namespace === "bip122"
          ? bitcoinFamily
          : noFamily(namespace)
  // The app's families beside EVM, each taking part in a WalletConnect session and in the embedded
  // wallet's login through its provider over them (SPEC §9); their code loads when asked.
  const familiesOverSession: ReadonlyArray<FamilyOverSessionLoader> = [...new Set(deps.options.networks.map((network) => network.chainNamespace))]
    .filter((namespace) => namespace !== "eip155")
    .map((namespace) => ({
      namespace,
      over: Effect.flatMap(familyOf(namespace), (family) =>
        family.overSession === undefined ? Effect.fail(new ConnectFailed({ cause: `${namespace} has no provider over a session` })) : Effect.succeed(family.overSession)
      )
    }))
  // One provider per instance, made on first use (uses while it starts share it); a failed start fails those uses only.
  const walletConnect = onFirstUse(
    () => import("./WalletConnectLive.js").then(({ makeWalletConnectKind }) => run(makeWalletConnectKind({ ...deps, families: familiesOverSession }))),
    deps.options.endpoints.relay
  )

  // A wallet in the page (an extension), announced through a standard or injected.
  const inPage = (connector: Connector) => connector.type === "ANNOUNCED" || connector.type === "INJECTED"

  return {
    kindOf: (connector) =>
      // One session, and one embedded login, serves every family it covers.
      connector.type === "WALLET_CONNECT"
        ? walletConnect
        : connector.type === "AUTH"
          ? embedded
          : connector.chain === "eip155"
            ? Effect.succeed(extension)
          : connector.chain === "solana" && inPage(connector)
            ? walletStandard
          // A Bitcoin wallet registered per the Wallet Standard is ANNOUNCED; one listed by
          // sats-connect's convention is INJECTED (its provider is on `window`).
          : connector.chain === "bip122" && connector.type === "ANNOUNCED"
            ? bitcoinStandard
          : connector.chain === "bip122" && connector.type === "INJECTED"
            ? satsConnect
            : noFamily(connector.chain),
    familyOf,
    secureFrame
  }
}

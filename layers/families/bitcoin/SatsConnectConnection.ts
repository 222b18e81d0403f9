/**
 * The sats-connect kind of connection for Bitcoin: a wallet in the page that lists its provider by
 * sats-connect's convention (satsConnectWallets.ts), its connector's `provider` that object. It
 * connects with `getAccounts` for the payment and ordinals purposes (payment first, SPEC §9) and
 * restores with `wallet_getAccount`, which never prompts: a wallet that refuses it, or has no such
 * method, has its stored connection forgotten. The preferred type's account comes first: the one
 * the modal shows and signs with (SPEC §6). The provider it hands out has the Wallet Standard
 * kind's shape (BitcoinProvider: BIP-322 `signMessage` in base64, `signPsbt`).
 *
 * 'Bitcoin connection needs a chain supported by the connector' (SPEC §5): the wallet names its
 * network (`wallet_getNetwork`); one of none of the app's Bitcoin networks is not asked
 * (ConnectorChainsUnsupported), nor one on another network than the modal's, and a switch to a
 * network it is not on is refused (BitcoinChainUnsupported). A wallet that does not name its
 * network is taken at its word.
 */
import { Effect, Option, Queue, Schema, Stream } from "effect"
import type { IdentifierString } from "@wallet-standard/base"
import { BitcoinChainUnsupported, ConnectFailed, ConnectorChainsUnsupported } from "../../../core/errors/ConnectionErrors.js"
import { JsonRpcError } from "../../../core/errors/JsonRpcError.js"
import type { UserRejectedError } from "../../../core/errors/JsonRpcError.js"
import type { WalletEvent } from "../../../core/services/EvmWallet.js"
import type { ConnectionKind, OpenedSession } from "../../../core/services/WalletConnections.js"
import type { PreferredAccountType } from "../../../schemas/Account.js"
import type { Connector } from "../../../schemas/Connector.js"
import { sessionAccountsOf, shownAccountOf, type ReportedAccount, type SessionAccounts } from "./bitcoinAccounts.js"
import { makeBitcoinProvider } from "./BitcoinProvider.js"
import { caipReferenceOf } from "./bitcoinChains.js"
import { GetAccountAnswer, GetAccountsAnswer, NetworkAnswer, type SatsConnectAddress } from "./satsConnectAnswers.js"
import { caipIdOfSatsNetwork } from "./satsConnectNetworks.js"
import { isSatsConnectProvider, satsCall, UNAUTHORIZED_CODE, UNSUPPORTED_METHOD_CODE, type SatsConnectProvider } from "./satsConnectRequest.js"
import { makeSatsConnectWallet, type SatsConnectWallet } from "./satsConnectWallet.js"

export interface SatsConnectConnectionDeps {
  /** The CAIP-2 id of the Bitcoin network the modal is on, read at each use. */
  readonly currentChain: Effect.Effect<string>
  /** The account type shown and signed with, read at each use (absent: payment). */
  readonly preferredAccountType?: Effect.Effect<PreferredAccountType | undefined>
}

/** EIP-1193 "Disconnected": a connector with no provider to speak to. */
const DISCONNECTED_CODE = 4900

const PURPOSES = ["payment", "ordinals"] as const

type OpenFailure = JsonRpcError | UserRejectedError | ConnectFailed | ConnectorChainsUnsupported | BitcoinChainUnsupported

const HEX = /^(?:[0-9a-fA-F]{2})+$/

/** An address as the accounts helper takes it; a key that is not hex is left out. */
const reportedOf = (addresses: ReadonlyArray<SatsConnectAddress>): ReadonlyArray<ReportedAccount> =>
  addresses.map(({ address, purpose, publicKey, derivationPath }) => ({
    address,
    purpose,
    publicKey: publicKey !== undefined && HEX.test(publicKey) ? publicKey.toLowerCase() : undefined,
    path: derivationPath
  }))

/**
 * The wallet each provider is seen as, kept across the kind's uses (a kind is made for each use)
 * and across connector lists, so the accounts granted on connecting are the provider's.
 */
const wallets = new WeakMap<SatsConnectProvider, SatsConnectWallet>()

/** The provider of a connector: the one the page lists, or the one behind the provider handed out. */
const providerOf = (provider: unknown): Effect.Effect<SatsConnectProvider, JsonRpcError> => {
  const behind = typeof provider === "object" && provider !== null ? (provider as { readonly wallet?: { readonly satsConnect?: unknown } }).wallet?.satsConnect : undefined
  const found = isSatsConnectProvider(provider) ? provider : isSatsConnectProvider(behind) ? behind : undefined
  return found === undefined ? Effect.fail(new JsonRpcError({ code: DISCONNECTED_CODE, reason: "The connector has no sats-connect provider" })) : Effect.succeed(found)
}

const walletOf = (provider: SatsConnectProvider, connector: Connector): SatsConnectWallet => {
  const known = wallets.get(provider)
  if (known !== undefined) return known
  const made = makeSatsConnectWallet(provider, connector.name ?? connector.id)
  wallets.set(provider, made)
  return made
}

/** The network the wallet is on, when it says (`wallet_getNetwork` asks nothing of the user). */
const walletNetworkOf = (provider: SatsConnectProvider): Effect.Effect<Option.Option<string>> =>
  satsCall(provider, "wallet_getNetwork", null).pipe(
    Effect.flatMap(Schema.decodeUnknown(NetworkAnswer)),
    Effect.map((answer) => Option.fromNullable(caipIdOfSatsNetwork(answer.bitcoin.name))),
    Effect.orElseSucceed(() => Option.none<string>())
  )

/** A wallet's answer of the wrong shape: nothing to connect. */
const unexpected = (method: string) => () => new ConnectFailed({ cause: `The wallet answered ${method} with an unexpected value` })

/** The addresses the site was granted, asked without a prompt. */
const grantedAddresses = (provider: SatsConnectProvider) =>
  satsCall(provider, "wallet_getAccount", null).pipe(
    Effect.flatMap((answer) => Effect.mapError(Schema.decodeUnknown(GetAccountAnswer)(answer), unexpected("wallet_getAccount"))),
    Effect.map((answer) => answer.addresses)
  )

export const makeSatsConnectConnection = (deps: SatsConnectConnectionDeps): ConnectionKind => {
  const preferred = deps.preferredAccountType ?? Effect.succeed(undefined)

  /** The session of the addresses granted, recorded as the wallet's accounts for its provider. */
  const sessionOf = (wallet: SatsConnectWallet, addresses: ReadonlyArray<SatsConnectAddress>): Effect.Effect<OpenedSession, ConnectFailed> =>
    Effect.gen(function* () {
      const granted: SessionAccounts | undefined = sessionAccountsOf(reportedOf(addresses), yield* preferred)
      if (granted === undefined) return yield* new ConnectFailed({ cause: "The wallet gave no Bitcoin account" })
      const chain = yield* deps.currentChain
      wallet.grant(granted.allAccounts, chain as IdentifierString)
      return { ...granted, chainId: caipReferenceOf(chain) }
    })

  /** A wallet on none of the connector's networks, or on another than the modal's, is not asked. */
  const checkNetwork = (connector: Connector, provider: SatsConnectProvider) =>
    Effect.gen(function* () {
      const network = yield* walletNetworkOf(provider)
      if (Option.isNone(network)) return
      const requested = connector.chains ?? []
      if (requested.length > 0 && !requested.some((candidate) => candidate.caipNetworkId === network.value)) {
        return yield* new ConnectorChainsUnsupported({ connectorId: connector.id })
      }
      const chain = yield* deps.currentChain
      if (network.value !== chain) return yield* new BitcoinChainUnsupported({ caipNetworkId: chain })
    })

  const connect = (connector: Connector): Effect.Effect<OpenedSession, OpenFailure> =>
    Effect.gen(function* () {
      const provider = yield* providerOf(connector.provider)
      yield* checkNetwork(connector, provider)
      const answer = yield* satsCall(provider, "getAccounts", { purposes: PURPOSES })
      const addresses = yield* Effect.mapError(Schema.decodeUnknown(GetAccountsAnswer)(answer), unexpected("getAccounts"))
      return yield* sessionOf(walletOf(provider, connector), addresses)
    })

  // Any refusal of the silent ask is ConnectFailed: the stored connection is then forgotten.
  const restore = (connector: Connector): Effect.Effect<OpenedSession, OpenFailure> =>
    Effect.gen(function* () {
      const provider = yield* providerOf(connector.provider)
      const addresses = yield* grantedAddresses(provider).pipe(Effect.mapError((cause) => (cause._tag === "ConnectFailed" ? cause : new ConnectFailed({ cause }))))
      return yield* sessionOf(walletOf(provider, connector), addresses)
    })

  /**
   * The wallet's `accountChange` read again without a prompt (`wallet_getAccount`), described as a
   * session is; `disconnect`, or an account change the site may no longer read, is no accounts.
   */
  const events = (connector: Connector): Stream.Stream<WalletEvent> =>
    Stream.unwrapScoped(
      Effect.gen(function* () {
        const provider = yield* Effect.option(providerOf(connector.provider))
        const addListener = Option.getOrUndefined(provider)?.addListener
        // A wallet without events reports nothing.
        if (Option.isNone(provider) || addListener === undefined) return Stream.never
        const signals = yield* Queue.unbounded<"accountChange" | "disconnect">()
        const offs = (["accountChange", "disconnect"] as const).map((eventName) => addListener.call(provider.value, { eventName, cb: () => signals.unsafeOffer(eventName) }))
        yield* Effect.addFinalizer(() => Effect.sync(() => offs.forEach((off) => (typeof off === "function" ? off() : undefined))))
        const wallet = walletOf(provider.value, connector)
        const lost: WalletEvent = { _tag: "AccountsChanged", accounts: [] }
        // Nothing to report (undefined) when the wallet could not be read for another reason.
        const changed = (signal: "accountChange" | "disconnect"): Effect.Effect<WalletEvent | undefined> =>
          signal === "disconnect"
            ? Effect.succeed(lost)
            : grantedAddresses(provider.value).pipe(
                Effect.flatMap((addresses) => sessionOf(wallet, addresses)),
                Effect.map(({ accounts, allAccounts }): WalletEvent | undefined => ({ _tag: "AccountsChanged", accounts, allAccounts })),
                Effect.catchAll((error) =>
                  Effect.succeed(error._tag === "ConnectFailed" || (error._tag === "JsonRpcError" && error.code === UNAUTHORIZED_CODE) ? lost : undefined)
                )
              )
        return Stream.fromQueue(signals).pipe(
          Stream.flatMap((signal) => Stream.fromEffect(changed(signal))),
          Stream.filter((event): event is WalletEvent => event !== undefined)
        )
      })
    )

  return {
    connect,
    restore,
    // A wallet without `wallet_disconnect` keeps its grant: the modal forgets the connection all the same.
    disconnect: (connector) =>
      Effect.flatMap(providerOf(connector.provider), (provider) =>
        satsCall(provider, "wallet_disconnect", null).pipe(
          Effect.asVoid,
          Effect.catchIf((error) => error._tag === "JsonRpcError" && error.code === UNSUPPORTED_METHOD_CODE, () => Effect.void)
        )
      ),
    // Nothing is asked of the user: the wallet is on the network, or refuses it (SPEC §5).
    switchChain: (connector, network) =>
      Effect.flatMap(providerOf(connector.provider), (provider) =>
        Effect.flatMap(walletNetworkOf(provider), (current) =>
          Option.isSome(current) && current.value !== network.caipNetworkId ? Effect.fail(new BitcoinChainUnsupported({ caipNetworkId: network.caipNetworkId })) : Effect.void
        )
      ),
    events: (connector) => Effect.succeed(events(connector)),
    provider: (connector) =>
      Effect.gen(function* () {
        const provider = yield* providerOf(connector.provider)
        const wallet = walletOf(provider, connector)
        const shown = shownAccountOf(wallet.granted(), yield* preferred)
        const account = wallet.accounts.find((candidate) => candidate.address === shown?.address)
        if (account === undefined) return yield* new JsonRpcError({ code: UNAUTHORIZED_CODE, reason: "The wallet grants no Bitcoin account" })
        return makeBitcoinProvider(wallet, account, () => Effect.runPromise(deps.currentChain) as Promise<IdentifierString>)
      })
  }
}

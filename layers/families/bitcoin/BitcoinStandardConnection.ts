/**
 * The Wallet Standard kind of connection for Bitcoin: a wallet in the page with the `bitcoin:*`
 * features, its connector's `provider` the standard's `Wallet` object. Like a Solana wallet it has
 * no chain of its own (it is told the chain with each request), so a session reports the modal's
 * Bitcoin network (SPEC §4). The payment account comes first: it is the one the modal shows and
 * signs with (SPEC §6: a Bitcoin account defaults to payment).
 */
import { Effect } from "effect"
import type { Stream } from "effect"
import type { StandardDisconnectFeature } from "@wallet-standard/features"
import type { Wallet, WalletAccount } from "@wallet-standard/base"
import { ChainNotSupported, ConnectFailed, ConnectorChainsUnsupported } from "../../../core/errors/ConnectionErrors.js"
import { JsonRpcError } from "../../../core/errors/JsonRpcError.js"
import { accountChanges, asStandardWallet, featureOf } from "../standard/standardWallet.js"
import type { UserRejectedError } from "../../../core/errors/JsonRpcError.js"
import type { WalletEvent } from "../../../core/services/EvmWallet.js"
import type { ConnectionKind, OpenedSession } from "../../../core/services/WalletConnections.js"
import type { Connector } from "../../../schemas/Connector.js"
import { makeBitcoinProvider } from "./BitcoinProvider.js"
import { caipReferenceOf, isBitcoinWalletChain, requestChainOf, servesNetwork } from "./bitcoinChains.js"
import { BITCOIN_CONNECT } from "./bitcoinFeatures.js"
import type { BitcoinConnectFeature, BitcoinWalletAccount } from "./bitcoinFeatures.js"
import { standardWalletFailureOf } from "../standard/walletFailure.js"

export interface BitcoinStandardConnectionDeps {
  /** The CAIP-2 id of the Bitcoin network the modal is on, read at each use. */
  readonly currentChain: Effect.Effect<string>
}

/** EIP-1193 "Unauthorized": the wallet grants the site no Bitcoin account. */
const UNAUTHORIZED_CODE = 4100

type Disconnect = StandardDisconnectFeature["standard:disconnect"]





/**
 * The Bitcoin accounts (a wallet that lists no chains for an account is taken at its word), the
 * payment one first where the wallet says which it is; otherwise in the order given, which is the
 * order the purposes were asked in.
 */
const bitcoinAccounts = (accounts: ReadonlyArray<BitcoinWalletAccount>): ReadonlyArray<WalletAccount> => {
  const ours = accounts.filter((account) => account.chains.length === 0 || account.chains.some(isBitcoinWalletChain))
  return [...ours.filter((account) => account.purpose === "payment"), ...ours.filter((account) => account.purpose !== "payment")]
}

const addressesOf = (accounts: ReadonlyArray<BitcoinWalletAccount>): ReadonlyArray<string> => bitcoinAccounts(accounts).map((account) => account.address)

/** A wallet's promise; what it throws becomes the tagged error it stands for. */
const fromWallet = <A>(call: () => Promise<A>) => Effect.tryPromise({ try: call, catch: standardWalletFailureOf })

type OpenFailure = JsonRpcError | UserRejectedError | ConnectFailed | ConnectorChainsUnsupported

/**
 * `bitcoin:connect` for both purposes when connecting (it may prompt); restoring never prompts: it
 * takes the accounts the wallet already lists for the site, and none is ConnectFailed (the stored
 * connection is then forgotten). A wallet whose chains include none of the app's Bitcoin networks
 * is not asked: 'Bitcoin connection needs a chain supported by the connector' (SPEC §5).
 * Disconnecting is `standard:disconnect` when the wallet has it. Switching asks nothing (the
 * provider names the modal's chain in each request) but refuses a chain the wallet does not list.
 */
export const makeBitcoinStandardConnection = (deps: BitcoinStandardConnectionDeps): ConnectionKind => {
  const servedWallet = (connector: Connector): Effect.Effect<Wallet, JsonRpcError | ConnectorChainsUnsupported> =>
    Effect.flatMap(asStandardWallet(connector.provider), (wallet) => {
      const requested = connector.chains ?? []
      return requested.length > 0 && !requested.some((network) => servesNetwork(wallet.chains, network.caipNetworkId))
        ? Effect.fail(new ConnectorChainsUnsupported({ connectorId: connector.id }))
        : Effect.succeed(wallet)
    })

  const sessionOf = (accounts: ReadonlyArray<BitcoinWalletAccount>): Effect.Effect<OpenedSession, ConnectFailed> =>
    Effect.gen(function* () {
      const [first, ...rest] = addressesOf(accounts)
      if (first === undefined) return yield* new ConnectFailed({ cause: "The wallet gave no Bitcoin account" })
      const chain = yield* deps.currentChain
      return { accounts: [first, ...rest] as const, chainId: caipReferenceOf(chain) }
    })

  const connect = (connector: Connector): Effect.Effect<OpenedSession, OpenFailure> =>
    Effect.gen(function* () {
      const wallet = yield* servedWallet(connector)
      const feature = featureOf<BitcoinConnectFeature>(wallet, BITCOIN_CONNECT)
      if (feature === undefined) return yield* new ConnectFailed({ cause: `The wallet has no ${BITCOIN_CONNECT}` })
      const { accounts } = yield* fromWallet(() => feature.connect({ purposes: ["payment", "ordinals"] }))
      return yield* sessionOf(accounts)
    })

  const restore = (connector: Connector): Effect.Effect<OpenedSession, OpenFailure> =>
    Effect.flatMap(servedWallet(connector), (wallet) => sessionOf(wallet.accounts))

  const events = (provider: unknown): Stream.Stream<WalletEvent> => accountChanges(provider, addressesOf)

  return {
    connect,
    restore,
    disconnect: (connector) =>
      Effect.flatMap(asStandardWallet(connector.provider), (wallet) => {
        const disconnect = featureOf<Disconnect>(wallet, "standard:disconnect")
        return disconnect === undefined ? Effect.void : fromWallet(() => disconnect.disconnect())
      }),
    // Nothing to ask, but a chain the wallet does not list is one it could not sign on (SPEC §5).
    switchChain: (connector, network) =>
      Effect.flatMap(asStandardWallet(connector.provider), (wallet) =>
        servesNetwork(wallet.chains, network.caipNetworkId) ? Effect.void : Effect.fail(new ChainNotSupported({ chainId: network.caipNetworkId }))
      ),
    events: (connector) => Effect.succeed(events(connector.provider)),
    provider: (connector) =>
      Effect.gen(function* () {
        const wallet = yield* asStandardWallet(connector.provider)
        const [payment] = bitcoinAccounts(wallet.accounts)
        if (payment === undefined) return yield* new JsonRpcError({ code: UNAUTHORIZED_CODE, reason: "The wallet grants no Bitcoin account" })
        return makeBitcoinProvider(wallet, payment, () => Effect.runPromise(Effect.map(deps.currentChain, (chain) => requestChainOf(wallet.chains, chain))))
      })
  }
}

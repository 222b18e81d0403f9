/**
 * The Wallet Standard kind of connection for Bitcoin: a wallet in the page with the `bitcoin:*`
 * features, its connector's `provider` the standard's `Wallet` object. Like a Solana wallet it has
 * no chain of its own (it is told the chain with each request), so a session reports the modal's
 * Bitcoin network (SPEC §4). The preferred type's account comes first: it is the one the modal
 * shows and signs with (SPEC §6: payment unless `@appkit/preferred_account_types` says ordinal);
 * both accounts are described (bitcoinAccounts.ts).
 */
import { hex } from "@scure/base"
import { Effect } from "effect"
import type { Stream } from "effect"
import type { StandardDisconnectFeature } from "@wallet-standard/features"
import type { Wallet } from "@wallet-standard/base"
import { BitcoinChainUnsupported, ConnectFailed, ConnectorChainsUnsupported } from "../../../core/errors/ConnectionErrors.js"
import { JsonRpcError } from "../../../core/errors/JsonRpcError.js"
import { accountChanges, asStandardWallet, featureOf } from "../standard/standardWallet.js"
import type { UserRejectedError } from "../../../core/errors/JsonRpcError.js"
import type { WalletEvent } from "../../../core/services/EvmWallet.js"
import type { ConnectionKind, OpenedSession } from "../../../core/services/WalletConnections.js"
import type { PreferredAccountType } from "../../../schemas/Account.js"
import type { Connector } from "../../../schemas/Connector.js"
import { sessionAccountsOf, type ReportedAccount, type SessionAccounts } from "./bitcoinAccounts.js"
import { makeBitcoinProvider } from "./BitcoinProvider.js"
import { caipReferenceOf, isBitcoinWalletChain, requestChainOf, servesNetwork } from "./bitcoinChains.js"
import { BITCOIN_CONNECT } from "./bitcoinFeatures.js"
import type { BitcoinConnectFeature, BitcoinWalletAccount } from "./bitcoinFeatures.js"
import { standardWalletFailureOf } from "../standard/walletFailure.js"

export interface BitcoinStandardConnectionDeps {
  /** The CAIP-2 id of the Bitcoin network the modal is on, read at each use. */
  readonly currentChain: Effect.Effect<string>
  /** The account type shown and signed with, read at each use (absent: payment). */
  readonly preferredAccountType?: Effect.Effect<PreferredAccountType | undefined>
}

/** EIP-1193 "Unauthorized": the wallet grants the site no Bitcoin account. */
const UNAUTHORIZED_CODE = 4100

type Disconnect = StandardDisconnectFeature["standard:disconnect"]

/** A Bitcoin account as a wallet lists it: some add what it is for and its derivation path. */
type ListedAccount = BitcoinWalletAccount & { readonly path?: unknown }

/**
 * The Bitcoin accounts (a wallet that lists no chains for an account is taken at its word), as
 * the wallet describes them; one without a purpose is placed by the order the purposes were asked in.
 */
const reportedOf = (accounts: ReadonlyArray<ListedAccount>): ReadonlyArray<ReportedAccount> =>
  accounts
    .filter((account) => account.chains.length === 0 || account.chains.some(isBitcoinWalletChain))
    .map((account) => ({
      address: account.address,
      purpose: typeof account.purpose === "string" ? account.purpose : undefined,
      publicKey: hex.encode(Uint8Array.from(account.publicKey)),
      path: typeof account.path === "string" ? account.path : undefined
    }))

/** A wallet's promise; what it throws becomes the tagged error it stands for. */
const fromWallet = <A>(call: () => Promise<A>) => Effect.tryPromise({ try: call, catch: standardWalletFailureOf })

type OpenFailure = JsonRpcError | UserRejectedError | ConnectFailed | ConnectorChainsUnsupported | BitcoinChainUnsupported

/**
 * `bitcoin:connect` for both purposes when connecting (it may prompt); restoring never prompts: it
 * takes the accounts the wallet already lists for the site, and none is ConnectFailed (the stored
 * connection is then forgotten). 'Bitcoin connection needs a chain supported by the connector'
 * (SPEC §5): a wallet whose chains include none of the app's Bitcoin networks is not asked
 * (ConnectorChainsUnsupported), nor one that does not list the network the modal is on
 * (BitcoinChainUnsupported). Disconnecting is `standard:disconnect` when the wallet has it.
 * Switching asks nothing (the provider names the modal's chain in each request) but refuses a
 * chain the wallet does not list with BitcoinChainUnsupported.
 */
export const makeBitcoinStandardConnection = (deps: BitcoinStandardConnectionDeps): ConnectionKind => {
  const servedWallet = (connector: Connector): Effect.Effect<Wallet, JsonRpcError | ConnectorChainsUnsupported> =>
    Effect.flatMap(asStandardWallet(connector.provider), (wallet) => {
      const requested = connector.chains ?? []
      return requested.length > 0 && !requested.some((network) => servesNetwork(wallet.chains, network.caipNetworkId))
        ? Effect.fail(new ConnectorChainsUnsupported({ connectorId: connector.id }))
        : Effect.succeed(wallet)
    })

  const preferred = deps.preferredAccountType ?? Effect.succeed(undefined)
  const accountsOf = (accounts: ReadonlyArray<ListedAccount>): Effect.Effect<SessionAccounts | undefined> =>
    Effect.map(preferred, (type) => sessionAccountsOf(reportedOf(accounts), type))

  const sessionOf = (accounts: ReadonlyArray<BitcoinWalletAccount>): Effect.Effect<OpenedSession, ConnectFailed> =>
    Effect.gen(function* () {
      const granted = yield* accountsOf(accounts)
      if (granted === undefined) return yield* new ConnectFailed({ cause: "The wallet gave no Bitcoin account" })
      const chain = yield* deps.currentChain
      return { ...granted, chainId: caipReferenceOf(chain) }
    })

  const connect = (connector: Connector): Effect.Effect<OpenedSession, OpenFailure> =>
    Effect.gen(function* () {
      const wallet = yield* servedWallet(connector)
      // The modal's network must be one the wallet lists: it is asked nothing otherwise (SPEC §5).
      const chain = yield* deps.currentChain
      if (!servesNetwork(wallet.chains, chain)) return yield* new BitcoinChainUnsupported({ caipNetworkId: chain })
      const feature = featureOf<BitcoinConnectFeature>(wallet, BITCOIN_CONNECT)
      if (feature === undefined) return yield* new ConnectFailed({ cause: `The wallet has no ${BITCOIN_CONNECT}` })
      const { accounts } = yield* fromWallet(() => feature.connect({ purposes: ["payment", "ordinals"] }))
      return yield* sessionOf(accounts)
    })

  const restore = (connector: Connector): Effect.Effect<OpenedSession, OpenFailure> =>
    Effect.flatMap(servedWallet(connector), (wallet) => sessionOf(wallet.accounts))

  // Each change is described as a session is: the preferred type's account first.
  const events = (provider: unknown): Effect.Effect<Stream.Stream<WalletEvent>> =>
    Effect.map(preferred, (type) => {
      const granted = (accounts: ReadonlyArray<ListedAccount>) => sessionAccountsOf(reportedOf(accounts), type)
      return accountChanges(
        provider,
        (accounts) => granted(accounts)?.accounts ?? [],
        (accounts) => granted(accounts)?.allAccounts ?? []
      )
    })

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
        servesNetwork(wallet.chains, network.caipNetworkId) ? Effect.void : Effect.fail(new BitcoinChainUnsupported({ caipNetworkId: network.caipNetworkId }))
      ),
    events: (connector) => events(connector.provider),
    provider: (connector) =>
      Effect.gen(function* () {
        const wallet = yield* asStandardWallet(connector.provider)
        const granted = yield* accountsOf(wallet.accounts)
        const shown = wallet.accounts.find((account) => account.address === granted?.accounts[0])
        if (shown === undefined) return yield* new JsonRpcError({ code: UNAUTHORIZED_CODE, reason: "The wallet grants no Bitcoin account" })
        return makeBitcoinProvider(wallet, shown, () => Effect.runPromise(Effect.map(deps.currentChain, (chain) => requestChainOf(wallet.chains, chain))))
      })
  }
}

/**
 * The Wallet Standard kind of connection: a Solana wallet in the page, its connector's `provider`
 * the standard's `Wallet` object. A wallet-standard wallet has no chain of its own (it is told the
 * chain with each request), so a session reports the modal's Solana network (SPEC §4).
 */
import { Effect } from "effect"
import type { Stream } from "effect"
import type { StandardConnectFeature, StandardDisconnectFeature } from "@wallet-standard/features"
import type { WalletAccount } from "@wallet-standard/base"
import { ConnectFailed, ConnectorChainsUnsupported } from "../../../core/errors/ConnectionErrors.js"
import { JsonRpcError } from "../../../core/errors/JsonRpcError.js"
import { accountChanges, asStandardWallet, featureOf } from "../standard/standardWallet.js"
import type { UserRejectedError } from "../../../core/errors/JsonRpcError.js"
import type { WalletEvent } from "../../../core/services/EvmWallet.js"
import type { ConnectionKind, OpenedSession } from "../../../core/services/WalletConnections.js"
import type { Connector } from "../../../schemas/Connector.js"
import { onFirstUse } from "../../onFirstUse.js"
import { caipReferenceOf, isSolanaWalletChain, servesNetwork, walletChainOf } from "./solanaChains.js"
import { standardWalletFailureOf } from "../standard/walletFailure.js"

export interface WalletStandardConnectionDeps {
  /** The CAIP-2 id of the Solana network the modal is on, read at each use. */
  readonly currentChain: Effect.Effect<string>
}

/** EIP-1193 "Unauthorized": the wallet grants the site no Solana account. */
const UNAUTHORIZED_CODE = 4100

type Connect = StandardConnectFeature["standard:connect"]
type Disconnect = StandardDisconnectFeature["standard:disconnect"]




/** Accounts for Solana; a wallet that lists no chains for an account is taken at its word. */
const solanaAccounts = (accounts: ReadonlyArray<WalletAccount>): ReadonlyArray<WalletAccount> =>
  accounts.filter((account) => account.chains.length === 0 || account.chains.some(isSolanaWalletChain))

/** A wallet's promise; what it throws becomes the tagged error it stands for. */
const fromWallet = <A>(call: () => Promise<A>) => Effect.tryPromise({ try: call, catch: standardWalletFailureOf })

const PROVIDER_CHUNK = "layers/families/solana/SolanaProvider"

/**
 * `standard:connect` when connecting (it may prompt) and with `silent` when restoring (it must
 * not); no Solana account is ConnectFailed. A wallet whose chains include none of the app's
 * networks of the namespace is not asked: 'The connector does not support any of the requested
 * chains' (SPEC §8). Disconnecting is `standard:disconnect` when the wallet
 * has it. Switching asks nothing: the provider names the modal's chain in each request.
 */
export const makeWalletStandardConnection = (deps: WalletStandardConnectionDeps): ConnectionKind => {
  // web3.js comes with the provider: connecting never waits for it.
  const providerModule = onFirstUse(() => import("./SolanaProvider.js"), PROVIDER_CHUNK)

  const open = (
    connector: Connector,
    silent: boolean
  ): Effect.Effect<OpenedSession, JsonRpcError | UserRejectedError | ConnectFailed | ConnectorChainsUnsupported> =>
    Effect.gen(function* () {
      const wallet = yield* asStandardWallet(connector.provider)
      const requested = connector.chains ?? []
      if (requested.length > 0 && !requested.some((network) => servesNetwork(wallet.chains, network.caipNetworkId))) {
        return yield* new ConnectorChainsUnsupported({ connectorId: connector.id })
      }
      const connect = featureOf<Connect>(wallet, "standard:connect")
      if (connect === undefined) return yield* new ConnectFailed({ cause: "The wallet has no standard:connect" })
      const { accounts } = yield* fromWallet(() => connect.connect(silent ? { silent: true } : undefined))
      const [first, ...rest] = solanaAccounts(accounts).map((account) => account.address)
      if (first === undefined) return yield* new ConnectFailed({ cause: "The wallet gave no Solana account" })
      const chain = yield* deps.currentChain
      return { accounts: [first, ...rest] as const, chainId: caipReferenceOf(chain) }
    })

  const events = (provider: unknown): Stream.Stream<WalletEvent> => accountChanges(provider, (accounts) => solanaAccounts(accounts).map((account) => account.address))

  return {
    connect: (connector) => open(connector, false),
    restore: (connector) => open(connector, true),
    disconnect: (connector) =>
      Effect.flatMap(asStandardWallet(connector.provider), (wallet) => {
        const disconnect = featureOf<Disconnect>(wallet, "standard:disconnect")
        return disconnect === undefined ? Effect.void : fromWallet(() => disconnect.disconnect())
      }),
    switchChain: () => Effect.void,
    events: (connector) => Effect.succeed(events(connector.provider)),
    provider: (connector) =>
      Effect.gen(function* () {
        const wallet = yield* asStandardWallet(connector.provider)
        const [account] = solanaAccounts(wallet.accounts)
        if (account === undefined) return yield* new JsonRpcError({ code: UNAUTHORIZED_CODE, reason: "The wallet grants no Solana account" })
        const { makeStandardSolanaProvider } = yield* providerModule
        return makeStandardSolanaProvider(wallet, account, () => Effect.runPromise(Effect.map(deps.currentChain, walletChainOf)))
      })
  }
}

import { Effect } from "effect"
import type { Connector } from "../../schemas/Connector.js"
import type { Network } from "../../schemas/Network.js"
import { walletNetwork } from "../network/walletNetwork.js"
import { WalletConnections } from "../services/WalletConnections.js"
import type { ConnectPrompt } from "../services/WalletConnections.js"
import { withUriDeadline } from "../walletconnect/withUriDeadline.js"

export interface OpenedWallet {
  /** The connector, carrying the provider its kind made for the connection (signing uses it). */
  readonly connector: Connector
  readonly accounts: readonly [string, ...Array<string>]
  readonly network: Network
}

/** Nothing to show: the prompt of a kind that shows nothing, and of a silent restore. */
const NO_PROMPT: ConnectPrompt = { showUri: () => Effect.void, notify: () => Effect.void }

/**
 * Asks a connector's wallet, through its kind of connection, for the site's accounts and finds the
 * network it puts the modal on. `connect` may prompt (a wallet's dialog, a pairing URI shown with
 * `prompt`); `restore` restores a stored connection silently (nothing is asked of the user after
 * it). No account, or a chain family the instance does not serve, fails with ConnectFailed, and so does
 * a pairing that shows no URI within 10 s of its kind being ready (the relay unreachable).
 */
export const openWallet = (connector: Connector, mode: "connect" | "restore" = "connect", prompt: ConnectPrompt = NO_PROMPT) =>
  Effect.gen(function* () {
    // A namespace no family serves fails here with ConnectFailed, before any wallet is asked.
    const kind = yield* (yield* WalletConnections).kindOf(connector)
    // The code of the kind is in: from here a pairing has 10 s to show its URI (withUriDeadline).
    const connect = connector.type === "WALLET_CONNECT" ? withUriDeadline((shown) => kind.connect(connector, shown), prompt) : kind.connect(connector, prompt)
    const { accounts, chainId } = yield* mode === "connect" ? connect : kind.restore(connector)
    const network = yield* walletNetwork(connector.chain, (target) => kind.switchChain(connector, target), chainId, { mayAsk: mode === "connect" })
    const provider = yield* kind.provider(connector)
    const connected = provider === connector.provider ? connector : { ...connector, provider }
    return { connector: connected, accounts, network } satisfies OpenedWallet
  })

import { Effect } from "effect"
import type { Connector } from "../../schemas/Connector.js"
import type { Network } from "../../schemas/Network.js"
import { ConnectFailed } from "../errors/ConnectionErrors.js"
import { walletNetwork } from "../network/walletNetwork.js"
import { EvmWallet } from "../services/EvmWallet.js"

export interface OpenedWallet {
  readonly accounts: readonly [string, ...Array<string>]
  readonly network: Network
}

/**
 * Asks a connector's wallet for the site's accounts and finds the network it puts the modal on.
 * `eth_requestAccounts` when the user is connecting (it may prompt); `eth_accounts` when a stored
 * connection is restored silently (it never prompts, and nothing is asked of the user after it).
 * No account, or a chain family without an adapter yet, fails with ConnectFailed.
 */
export const openWallet = (connector: Connector, mode: "connect" | "restore" = "connect") =>
  Effect.gen(function* () {
    if (connector.chain !== "eip155") return yield* new ConnectFailed({ cause: `No wallet adapter for ${connector.chain}` })
    const evm = yield* EvmWallet
    const provider = connector.provider
    const [first, ...rest] = yield* mode === "connect" ? evm.requestAccounts(provider) : evm.getAccounts(provider)
    if (first === undefined) return yield* new ConnectFailed({ cause: "The wallet gave no account" })
    const chainId = yield* evm.getChainId(provider)
    const network = yield* walletNetwork(provider, chainId, { mayAsk: mode === "connect" })
    return { accounts: [first, ...rest], network } satisfies OpenedWallet
  })

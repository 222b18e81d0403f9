import { Effect, Ref } from "effect"
import { NoConnectorForConnection } from "../errors/ConnectionErrors.js"
import type { TransactionParameters } from "../evm/sendTransaction.js"
import { Connectors } from "../services/Connectors.js"
import { EvmWallet } from "../services/EvmWallet.js"
import type { SendAccount } from "./sendAccount.js"

/**
 * Asks the wallet the EVM account is connected through to send a transaction from it
 * (`eth_sendTransaction`); answers the hash. Fails with NoConnectorForConnection when the
 * connector is no longer known, else as the wallet or its node refuses (SendTransactionError).
 */
export const sendFromWallet = (account: SendAccount, transaction: TransactionParameters) =>
  Effect.gen(function* () {
    const { state } = yield* Connectors
    const { connectors, activeConnectorIds } = yield* Ref.get(state)
    const id = activeConnectorIds["eip155"]
    const connector = connectors.flatMap((known) => [known, ...(known.connectors ?? [])]).find((known) => known.id === id)
    if (connector === undefined) return yield* new NoConnectorForConnection({ connectorId: id ?? "" })
    const evm = yield* EvmWallet
    return yield* evm.sendTransaction(connector.provider, { ...transaction, from: account.address })
  }).pipe(Effect.withSpan("send.sendFromWallet"))

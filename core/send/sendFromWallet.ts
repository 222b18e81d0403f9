import { Effect } from "effect"
import { connectedWallet } from "../connection/connectedWallet.js"
import type { FamilyTransfers, Transfer } from "../services/FamilyTransfers.js"
import type { SendAccount } from "./sendAccount.js"

/**
 * Asks the wallet the account is connected through, on the account's namespace, to sign and send
 * the transfer; answers the transaction's id. Fails with NoConnectorForConnection when the
 * connector is no longer known, else as the wallet or its node refuses.
 */
export const sendFromWallet = (account: SendAccount, transfers: FamilyTransfers, transfer: Transfer) =>
  Effect.gen(function* () {
    const wallet = yield* connectedWallet(account.network.chainNamespace)
    return yield* transfers.send(wallet.connector.provider, transfer, account.network)
  }).pipe(Effect.withSpan("send.sendFromWallet"))

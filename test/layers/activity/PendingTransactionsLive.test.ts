import { PendingTransactionsLive } from "../../../layers/PendingTransactionsLive.js"
import { pendingTransactionsContract } from "./PendingTransactions.contract.js"

pendingTransactionsContract("live", () => PendingTransactionsLive)

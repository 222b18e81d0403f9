import type { JsonRpcMethod } from "../net/jsonRpcHttpServer.js"
import { accountMethods } from "./rpc/accountMethods.js"
import { clusterMethods } from "./rpc/clusterMethods.js"
import { transactionMethods } from "./rpc/transactionMethods.js"
import type { SolanaLedger } from "./SolanaLedger.js"

/** Every Solana JSON-RPC method the local cluster answers, by name. */
export const solanaRpcMethods = (ledger: SolanaLedger): Readonly<Record<string, JsonRpcMethod>> => ({
  ...clusterMethods(ledger),
  ...accountMethods(ledger),
  ...transactionMethods(ledger)
})

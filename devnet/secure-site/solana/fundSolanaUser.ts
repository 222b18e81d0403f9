/**
 * New users get SOL on the local cluster, as they get coins on the EVM chains (fundUser.ts), so
 * they can pay for a transaction at once. The cluster starts empty on every run: a kept user is
 * funded again where its address holds nothing.
 */
import { solanaRpc } from "../../wallet/solana/solanaRpc.js"
import type { SiteSolanaCluster } from "./SiteSolanaCluster.js"

export const NEW_USER_LAMPORTS = 100n * 1_000_000_000n

export const fundSolanaWhereEmpty = async (cluster: SiteSolanaCluster, address: string): Promise<void> => {
  const rpc = solanaRpc(cluster.rpcUrl)
  const { value } = await rpc<{ readonly value: number }>("getBalance", [address, { commitment: "confirmed" }])
  if (value === 0) await rpc<string>("requestAirdrop", [address, Number(NEW_USER_LAMPORTS)])
}

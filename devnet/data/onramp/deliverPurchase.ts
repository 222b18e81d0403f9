/**
 * Pays out a purchase on its network. On an EVM chain the deployer account (unlocked in the node,
 * holding every token) transfers the bought USDC, or sends the native coin, and the purchase counts
 * once the transaction is mined and succeeded. On Solana the cluster's funded account transfers the
 * SOL in a signed system transfer that lands in the ledger like any other.
 */
import { PublicKey } from "@solana/web3.js"
import { Effect } from "effect"
import type { Address, Hash } from "viem"
import { stableTokenAbi, tetherTokenAbi } from "../../chains/abis.js"
import { RequestRejected } from "../../catalogue/RequestRejected.js"
import type { EvmChain } from "../../chains/startEvmChains.js"
import type { SolanaCluster } from "../../solana/startSolana.js"
import { describeTransactionError } from "../../solana/transactionError.js"
import type { AssetInfo } from "../AssetBook.js"
import { nodeWalletClientOf, onChain, publicClientOf } from "../convert/chainClient.js"
import type { PayoutId } from "./OnrampSessions.js"
import type { SaleNetwork } from "./SaleNetwork.js"

const deliverOnEvm = (chain: EvmChain, asset: AssetInfo, destination: Address, amount: bigint): Effect.Effect<Hash, RequestRejected> =>
  Effect.gen(function* () {
    const wallet = nodeWalletClientOf(chain, chain.fixtures.deployer)
    const send = (): Promise<Hash> => {
      if (asset.native) {
        return wallet.sendTransaction({ account: chain.fixtures.deployer, chain: wallet.chain, to: destination, value: amount })
      }
      const token = Object.values(chain.fixtures.tokens).find((fixture) => fixture.address.toLowerCase() === asset.token.toLowerCase())
      const abi = token?.standard === "erc20-no-return" ? tetherTokenAbi : stableTokenAbi
      return wallet.writeContract({
        account: chain.fixtures.deployer,
        chain: wallet.chain,
        address: asset.token as Address,
        abi,
        functionName: "transfer",
        args: [destination, amount]
      })
    }
    const hash = yield* onChain(chain, "sending the purchase", send)
    const receipt = yield* onChain(chain, "waiting for the purchase", () =>
      publicClientOf(chain).waitForTransactionReceipt({ hash, pollingInterval: 100, timeout: 30_000 })
    )
    if (receipt.status !== "success") {
      return yield* Effect.fail(new RequestRejected({ status: 502, message: `${chain.caipNetworkId}: the purchase transaction ${hash} reverted` }))
    }
    return hash
  })

const deliverOnSolana = (cluster: SolanaCluster, destination: string, lamports: bigint): Effect.Effect<string, RequestRejected> =>
  Effect.suspend(() => {
    const outcome = cluster.ledger.airdrop(new PublicKey(destination), lamports)
    return outcome._tag === "Landed"
      ? Effect.succeed(outcome.record.signature)
      : Effect.fail(
          new RequestRejected({ status: 502, message: `${cluster.caipNetworkId}: the purchase transfer failed: ${describeTransactionError(outcome.err)}` })
        )
  })

export const deliverPurchase = (
  network: SaleNetwork,
  asset: AssetInfo,
  destination: string,
  amount: bigint
): Effect.Effect<PayoutId, RequestRejected> => {
  switch (network._tag) {
    case "Evm":
      return deliverOnEvm(network.chain, asset, destination as Address, amount)
    case "Solana":
      return asset.native
        ? deliverOnSolana(network.cluster, destination, amount)
        : Effect.fail(new RequestRejected({ status: 502, message: `${network.caipNetworkId}: ${asset.symbol} is not paid out here` }))
  }
}

/**
 * Pays out a purchase on the chain: the deployer account (unlocked in the node, holding every
 * token) transfers the bought USDC, or sends the native coin, to the buyer; the purchase counts
 * once the transaction is mined and succeeded.
 */
import { Effect } from "effect"
import type { Address, Hash } from "viem"
import { stableTokenAbi, tetherTokenAbi } from "../../chains/abis.js"
import { RequestRejected } from "../../catalogue/RequestRejected.js"
import type { EvmChain } from "../../chains/startEvmChains.js"
import type { AssetInfo } from "../AssetBook.js"
import { nodeWalletClientOf, onChain, publicClientOf } from "../convert/chainClient.js"

export const deliverPurchase = (
  chain: EvmChain,
  asset: AssetInfo,
  destination: Address,
  amount: bigint
): Effect.Effect<Hash, RequestRejected> =>
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

import type { Hash, PublicClient, TestClient, TransactionReceipt } from "viem"
import { DevnetError } from "../DevnetError.js"

/**
 * Waits for `hash`'s receipt and fails unless it succeeded. Anvil mines each transaction at once,
 * but its automine can miss a ready transaction, which then waits in the pool for the next block
 * (foundry-rs/foundry#10122): a receipt still missing after 2 s gets a block mined for it. One
 * still missing after 30 s means the node lost it, and saying so beats viem's default wait of
 * three minutes.
 */
export const confirmTransaction = async (
  clients: { readonly publicClient: PublicClient; readonly testClient: TestClient },
  service: string,
  hash: Hash,
  what: string
): Promise<TransactionReceipt> => {
  const deadline = Date.now() + 30_000
  for (;;) {
    const waited = await clients.publicClient
      .waitForTransactionReceipt({ hash, pollingInterval: 5, timeout: 2_000 })
      .then((receipt) => ({ receipt }), (cause: unknown) => ({ cause }))
    if ("receipt" in waited) {
      if (waited.receipt.status !== "success") throw new DevnetError({ service, message: `${what} reverted (${hash})` })
      return waited.receipt
    }
    if (Date.now() >= deadline) throw new DevnetError({ service, message: `${what}: no receipt for ${hash} within 30 s`, cause: waited.cause })
    await clients.testClient.mine({ blocks: 1 })
  }
}

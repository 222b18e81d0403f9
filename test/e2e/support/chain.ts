/**
 * Chain state for tests that change it: `withSnapshot` takes an `evm_snapshot` of each node, runs
 * the test body, and reverts every node afterwards, pass or fail.
 */
import { createTestClient, http } from "viem"

export interface SnapshotTarget {
  readonly rpcUrl: string
}

export const withSnapshot = async <A>(chains: SnapshotTarget | ReadonlyArray<SnapshotTarget>, run: () => Promise<A>): Promise<A> => {
  const clients = (Array.isArray(chains) ? chains : [chains as SnapshotTarget]).map((chain) =>
    createTestClient({ mode: "anvil", transport: http(chain.rpcUrl, { retryCount: 0 }) })
  )
  const ids = await Promise.all(clients.map((client) => client.snapshot()))
  try {
    return await run()
  } finally {
    await Promise.all(
      clients.map(async (client, index) => {
        const reverted: unknown = await client.request({ method: "evm_revert", params: [ids[index]!] })
        if (reverted !== true) throw new Error(`evm_revert of snapshot ${ids[index]} was refused`)
      })
    )
  }
}

/**
 * viem clients of the local chains, one per chain for the service's life, and the way a failed
 * node call becomes a refusal: the chain is part of the service, so its failure is a 502.
 */
import { Effect } from "effect"
import { createPublicClient, createWalletClient, http } from "viem"
import type { Address, PublicClient, WalletClient } from "viem"
import { RequestRejected } from "../../catalogue/RequestRejected.js"
import type { EvmChain } from "../../chains/startEvmChains.js"
import { viemChain } from "../../chains/viemChain.js"

const publicClients = new WeakMap<EvmChain, PublicClient>()

export const publicClientOf = (chain: EvmChain): PublicClient => {
  const known = publicClients.get(chain)
  if (known !== undefined) return known
  const client = createPublicClient({
    chain: viemChain({ ...chain, nativeCurrency: chain.fixtures.nativeCurrency }, chain.rpcUrl),
    transport: http(chain.rpcUrl)
  })
  publicClients.set(chain, client)
  return client
}

/** A client that sends as `account` through the node, which must hold it unlocked (anvil's accounts). */
export const nodeWalletClientOf = (chain: EvmChain, account: Address): WalletClient =>
  createWalletClient({
    account,
    chain: viemChain({ ...chain, nativeCurrency: chain.fixtures.nativeCurrency }, chain.rpcUrl),
    transport: http(chain.rpcUrl)
  })

/** viem's one-line reason when it has one (e.g. the revert string), else the error's message. */
export const shortReason = (cause: unknown): string => {
  const short = (cause as { shortMessage?: unknown } | null)?.shortMessage
  if (typeof short === "string") return short
  return cause instanceof Error ? cause.message : String(cause)
}

/** Runs one call against a local node; a failure answers 502 naming the chain. */
export const onChain = <A>(chain: EvmChain, what: string, call: () => Promise<A>): Effect.Effect<A, RequestRejected> =>
  Effect.tryPromise({
    try: call,
    catch: (cause) =>
      new RequestRejected({ status: 502, message: `${chain.caipNetworkId}: ${what} failed: ${shortReason(cause)}` })
  })

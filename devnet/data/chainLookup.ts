/**
 * Which local chain a CAIP-2 id names, and the address checks that go with it. A malformed id is
 * the client's fault (400); a well-formed id of a chain the devnet does not run is "unsupported",
 * which each endpoint answers in its own way (empty lists, a JSON-RPC error).
 */
import { PublicKey } from "@solana/web3.js"
import { Effect, Schema } from "effect"
import { isAddress } from "viem"
import { CaipAddress, CaipNetworkId } from "../../schemas/Caip.js"
import type { EvmChain } from "../chains/startEvmChains.js"
import { badRequest } from "../catalogue/RequestRejected.js"
import type { RequestRejected } from "../catalogue/RequestRejected.js"
import type { DataContext } from "./DataContext.js"

export type ChainTarget =
  | { readonly _tag: "Evm"; readonly chain: EvmChain }
  | { readonly _tag: "Solana" }
  | { readonly _tag: "Unsupported"; readonly caipNetworkId: string }

export const isCaipNetworkId = Schema.is(CaipNetworkId)
export const isCaipAddress = Schema.is(CaipAddress)

/** Any string in the CAIP-2 shape names a target; anything else is refused. */
export const chainTarget = (ctx: DataContext, caipNetworkId: string): Effect.Effect<ChainTarget, RequestRejected> => {
  if (!isCaipNetworkId(caipNetworkId)) return Effect.fail(badRequest(`chainId must be a CAIP-2 id such as eip155:1, not "${caipNetworkId}"`))
  if (caipNetworkId === ctx.solana.caipNetworkId) return Effect.succeed({ _tag: "Solana" })
  const chain = ctx.chains.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  return Effect.succeed(chain === undefined ? { _tag: "Unsupported", caipNetworkId } : { _tag: "Evm", chain })
}

/** Hex, 20 bytes; any letter case (checksums are not enforced, as the hosted service does not). */
export const isEvmAddress = (address: string): boolean => isAddress(address, { strict: false })

/** Base58 of 32 bytes. */
export const isSolanaAddress = (address: string): boolean => {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return false
  try {
    return new PublicKey(address).toBytes().length === 32
  } catch {
    return false
  }
}

export const requireAddress = (
  address: string,
  kinds: { readonly evm: boolean; readonly solana: boolean }
): Effect.Effect<string, RequestRejected> =>
  (kinds.evm && isEvmAddress(address)) || (kinds.solana && isSolanaAddress(address))
    ? Effect.succeed(address)
    : Effect.fail(
        badRequest(
          `"${address}" is not ${kinds.evm && kinds.solana ? "an EVM or Solana" : kinds.evm ? "an EVM" : "a Solana"} address`
        )
      )

/** The value of a path parameter, decoded (`%3A` → `:`); a bad escape is the client's fault. */
export const decodePathParam = (raw: string | undefined): Effect.Effect<string, RequestRejected> =>
  Effect.try({ try: () => decodeURIComponent(raw ?? ""), catch: () => badRequest("malformed path") })

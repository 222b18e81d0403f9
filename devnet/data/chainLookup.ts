/**
 * Which local chain a CAIP-2 id names, and the address checks that go with it. A malformed id is
 * the client's fault (400); a well-formed id of a chain the devnet does not run is "unsupported",
 * which each endpoint answers in its own way (empty lists, a JSON-RPC error).
 */
import { Address as BitcoinAddress } from "@scure/btc-signer"
import { PublicKey } from "@solana/web3.js"
import { Effect, Schema } from "effect"
import { isAddress } from "viem"
import { CaipAddress, CaipNetworkId } from "../../schemas/Caip.js"
import { REGTEST } from "../bitcoin/regtest.js"
import type { EvmChain } from "../chains/startEvmChains.js"
import { badRequest } from "../catalogue/RequestRejected.js"
import type { RequestRejected } from "../catalogue/RequestRejected.js"
import type { DataBitcoinChain, DataContext } from "./DataContext.js"

export type ChainTarget =
  | { readonly _tag: "Evm"; readonly chain: EvmChain }
  | { readonly _tag: "Solana" }
  | { readonly _tag: "Bitcoin"; readonly chain: DataBitcoinChain }
  | { readonly _tag: "Unsupported"; readonly caipNetworkId: string }

export const isCaipNetworkId = Schema.is(CaipNetworkId)
export const isCaipAddress = Schema.is(CaipAddress)

/** Any string in the CAIP-2 shape names a target; anything else is refused. */
export const chainTarget = (ctx: DataContext, caipNetworkId: string): Effect.Effect<ChainTarget, RequestRejected> => {
  if (!isCaipNetworkId(caipNetworkId)) return Effect.fail(badRequest(`chainId must be a CAIP-2 id such as eip155:1, not "${caipNetworkId}"`))
  if (caipNetworkId === ctx.solana.caipNetworkId) return Effect.succeed({ _tag: "Solana" })
  if (ctx.bitcoin !== undefined && caipNetworkId === ctx.bitcoin.caipNetworkId) return Effect.succeed({ _tag: "Bitcoin", chain: ctx.bitcoin })
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

/** An address of the local Bitcoin chain (`bcrt1q…`, `bcrt1p…`, legacy `m…`/`n…`/`2…`); another network's is not one. */
export const isBitcoinAddress = (address: string): boolean => {
  try {
    BitcoinAddress(REGTEST).decode(address)
    return true
  } catch {
    return false
  }
}

export interface AddressKinds {
  readonly evm: boolean
  readonly solana: boolean
  readonly bitcoin?: boolean
}

/** "an EVM", "an EVM or Solana", "an EVM, Solana or Bitcoin": the kinds asked for, for a refusal. */
const kindsLabel = (kinds: AddressKinds): string => {
  const names = [kinds.evm && "EVM", kinds.solana && "Solana", kinds.bitcoin === true && "Bitcoin"].filter((name) => name !== false)
  const listed = names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`
  return `${listed.startsWith("E") ? "an" : "a"} ${listed}`
}

export const requireAddress = (address: string, kinds: AddressKinds): Effect.Effect<string, RequestRejected> =>
  (kinds.evm && isEvmAddress(address)) || (kinds.solana && isSolanaAddress(address)) || (kinds.bitcoin === true && isBitcoinAddress(address))
    ? Effect.succeed(address)
    : Effect.fail(badRequest(`"${address}" is not ${kindsLabel(kinds)} address`))

/** The value of a path parameter, decoded (`%3A` → `:`); a bad escape is the client's fault. */
export const decodePathParam = (raw: string | undefined): Effect.Effect<string, RequestRejected> =>
  Effect.try({ try: () => decodeURIComponent(raw ?? ""), catch: () => badRequest("malformed path") })

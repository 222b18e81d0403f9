/**
 * Reads the CAIP ids of a conversion request: CAIP-2 chains and CAIP-10 accounts, which must name
 * one of the local EVM chains and carry a hex address. Each refusal names the field at fault.
 */
import { Either, Schema } from "effect"
import { getAddress, isAddress } from "viem"
import type { Address } from "viem"
import { badRequest } from "../../catalogue/RequestRejected.js"
import type { RequestRejected } from "../../catalogue/RequestRejected.js"
import type { EvmChain } from "../../chains/startEvmChains.js"
import { CaipAddress, CaipNetworkId, parseCaipAddress } from "../../../schemas/Caip.js"
import type { DataContext } from "../DataContext.js"

/** A CAIP-10 account on a local EVM chain, its address checksummed. */
export interface EvmAccount {
  readonly chain: EvmChain
  readonly address: Address
}

const isCaipNetworkId = Schema.is(CaipNetworkId)
const isCaipAddress = Schema.is(CaipAddress)

/** The local EVM chain a CAIP-2 id names; any other well-formed id is a chain this service does not serve. */
export const evmChainOf = (ctx: DataContext, field: string, value: string): Either.Either<EvmChain, RequestRejected> => {
  if (!isCaipNetworkId(value)) return Either.left(badRequest(`${field}: invalid CAIP-2 network id "${value}"`))
  const chain = ctx.chains.find((candidate) => candidate.caipNetworkId === value)
  return chain === undefined ? Either.left(badRequest(`${field}: network ${value} is not supported`)) : Either.right(chain)
}

/** A plain hex address, checksummed. */
export const plainAddressOf = (field: string, value: string): Either.Either<Address, RequestRejected> =>
  isAddress(value, { strict: false }) ? Either.right(getAddress(value)) : Either.left(badRequest(`${field}: invalid address "${value}"`))

/** A CAIP-10 account on a local EVM chain. */
export const evmAccountOf = (ctx: DataContext, field: string, value: string): Either.Either<EvmAccount, RequestRejected> => {
  if (!isCaipAddress(value)) return Either.left(badRequest(`${field}: invalid CAIP-10 address "${value}"`))
  const { caipNetworkId, address } = parseCaipAddress(value)
  return Either.all({
    chain: evmChainOf(ctx, field, caipNetworkId),
    address: plainAddressOf(field, address)
  })
}

/** The CAIP-10 id of `address` on `chain`. */
export const caip10 = (chain: EvmChain, address: string): CaipAddress => `${chain.caipNetworkId}:${address}` as CaipAddress

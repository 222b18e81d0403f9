import { Either } from "effect"
import { InvalidChainIdForCoinType } from "../errors/AccountErrors.js"

/** SLIP-44's most significant bit: EVM chain ids at or above it have no coin type. */
const EVM_COIN_TYPE_BIT = 0x80000000

/**
 * The ENSIP-11 coin type a name is registered under for an EVM chain: `0x80000000 | chainId`,
 * unsigned (WIRE §1.2). Only a whole chain id below 2^31 has one (SPEC §5, else 'Invalid chainId').
 */
export const coinTypeOfChainId = (chainId: number): Either.Either<number, InvalidChainIdForCoinType> =>
  Number.isInteger(chainId) && chainId >= 0 && chainId < EVM_COIN_TYPE_BIT
    ? Either.right((EVM_COIN_TYPE_BIT | chainId) >>> 0)
    : Either.left(new InvalidChainIdForCoinType({ chainId }))

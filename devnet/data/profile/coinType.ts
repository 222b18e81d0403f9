/**
 * ENSIP-11 coin types of EVM chains: `0x80000000 | chainId` (unsigned), and SLIP-44's 60 for
 * Ethereum itself, which ENSIP-11 keeps for mainnet.
 */
const EVM_BIT = 0x80000000
export const ETHEREUM_COIN_TYPE = 60

export const coinTypeOfChain = (chainId: number): number => (EVM_BIT | chainId) >>> 0

/** The EVM chain id a coin type stands for, if it is an EVM coin type. */
export const chainIdOfCoinType = (coinType: number): number | undefined => {
  if (coinType === ETHEREUM_COIN_TYPE) return 1
  if (!Number.isInteger(coinType) || coinType < EVM_BIT || coinType > 0xffffffff) return undefined
  const chainId = (coinType & 0x7fffffff) >>> 0
  return chainId === 0 ? undefined : chainId
}

/**
 * The ENSIP-11 coin type a profile keeps an EVM chain's address under: 60 for Ethereum,
 * `0x80000000 | chainId` (unsigned) for any other EVM chain (WIRE §1.2).
 */
export const coinTypeOf = (chainId: number): number => (chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0)

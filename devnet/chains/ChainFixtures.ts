import type { Address } from "viem"
import type { AccountAbstractionAddresses } from "../account-abstraction/doorwaySmartAccount.js"

/**
 * What the devnet put on one EVM chain at start-up. Plain JSON values only (no bigint), so the
 * description can be written to a file and handed to a browser page as is.
 */
export interface ChainFixtures {
  readonly chainId: number
  /** anvil's first unlocked account: it deployed and owns every contract (mints, base URI). */
  readonly deployer: Address
  /** anvil's unlocked accounts, each funded with every token. */
  readonly accounts: ReadonlyArray<Address>
  /** The dev wallet (a local key, not unlocked in anvil), funded with native coin and every token. */
  readonly devWallet: Address
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number }
  readonly tokens: {
    /** USDC-like, 6 decimals, at the chain's real USDC address. */
    readonly usdc: TokenFixture
    /** USDT-style (`transfer` returns nothing), 6 decimals, at the chain's real USDT address. */
    readonly usdt: TokenFixture
    /** An ERC20 with 0 decimals. */
    readonly whole: TokenFixture
  }
  readonly nft: NftFixture
  readonly pools: {
    /** Native coin / USDC. */
    readonly nativeUsdc: PoolFixture
    readonly usdcUsdt: PoolFixture
  }
  /**
   * ERC-4337 (SPEC §6): the EntryPoint v0.7 and the DoorwayAccountFactory, at the same addresses
   * on every chain (deterministic deployer). No paymaster: accounts pay their own gas.
   */
  readonly accountAbstraction: AccountAbstractionAddresses
}

export interface TokenFixture {
  readonly address: Address
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** `"erc20-no-return"`: `transfer`, `transferFrom` and `approve` return no data (the USDT shape). */
  readonly standard: "erc20" | "erc20-no-return"
}

export interface NftFixture {
  readonly address: Address
  readonly name: string
  readonly symbol: string
  readonly baseUri: string
  readonly tokens: ReadonlyArray<{ readonly tokenId: number; readonly owner: Address }>
}

/** An x*y=k pool with a 0.3% fee; `token0` is {@link NATIVE_COIN} for the native-coin pool. */
export interface PoolFixture {
  readonly address: Address
  /** e.g. "ETH/USDC". */
  readonly label: string
  readonly token0: Address
  readonly token1: Address
}

/** How a pool names the native coin. */
export const NATIVE_COIN = "0x0000000000000000000000000000000000000000" as const

/** Amounts each funded account receives, in whole units of each asset. */
export const DEV_FUNDING = {
  /** Native coin for the dev wallet (anvil's accounts start with 10000). */
  native: 1_000,
  usdc: 1_000_000,
  usdt: 1_000_000,
  whole: 1_000
} as const

/** Liquidity the pools are seeded with, in whole units: one native coin trades near 3000 USDC. */
export const POOL_SEED = {
  nativeUsdc: { native: 100, usdc: 300_000 },
  usdcUsdt: { usdc: 1_000_000, usdt: 1_000_000 }
} as const

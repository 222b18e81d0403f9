/** A local EVM chain the secure site serves (SPEC §5: the embedded wallet only on its chains). */
import type { Address } from "viem"
import type { AccountAbstractionAddresses } from "../account-abstraction/doorwaySmartAccount.js"

export interface SiteChain {
  readonly chainId: number
  readonly name: string
  readonly rpcUrl: string
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number }
  /** ERC20 tokens whose balances `wallet_getAssets` reports (WIRE §1.5). */
  readonly tokens: ReadonlyArray<Address>
  /** An account the node has unlocked that may `mint(to, amount)` the tokens, to fund new users. */
  readonly tokenMinter?: Address
  /**
   * ERC-4337 on this chain (SPEC §6): the EntryPoint v0.7 and account factory deployed there, and
   * its bundler's JSON-RPC URL. Smart accounts are enabled on the chains that have it.
   */
  readonly accountAbstraction?: AccountAbstractionAddresses & { readonly bundlerUrl: string }
}

/**
 * An EVM chain id as the protocol sends it (WIRE §4.3: a number, a decimal string, `eip155:<id>`
 * or `0x` hex), or undefined when it names no EVM chain.
 */
export const evmChainIdOf = (value: unknown): number | undefined => {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0 ? value : undefined
  if (typeof value !== "string") return undefined
  const text = value.startsWith("eip155:") ? value.slice("eip155:".length) : value
  if (/^0x[0-9a-f]+$/i.test(text)) return Number.parseInt(text, 16)
  return /^\d+$/.test(text) ? Number(text) : undefined
}

/**
 * A signature checked as a relying party checks it: against a local chain, so a key's signature,
 * a deployed smart account's (ERC-1271) and a not yet deployed one's (ERC-6492) all verify.
 */
import { createPublicClient, http, type Address, type Hex } from "viem"
import { chainOf } from "./accountTabs.js"
import type { E2eStack } from "./E2eStack.js"

export const verifiesOnChain = (
  stack: E2eStack,
  chainId: number,
  signed: { readonly address: Address; readonly message: string; readonly signature: Hex }
): Promise<boolean> => createPublicClient({ transport: http(chainOf(stack, chainId).rpcUrl, { retryCount: 0 }) }).verifyMessage(signed)

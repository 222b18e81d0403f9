import { expect } from "vitest"
import { SOLANA_DEV_WALLET_ADDRESS, SOLANA_DEV_WALLET_SECRET } from "../../../devnet/devKeys.js"
import type { ApprovalPolicy, Eip1193RequestArguments } from "../../../devnet/wallet/devWallet.js"
import { createSolanaDevWallet, type SolanaDevWallet } from "../../../devnet/wallet/solana/solanaDevWallet.js"
import type { SolanaDevWalletMemory } from "../../../devnet/wallet/solana/solanaMemory.js"

/** The Solana half with its "user" in the test's hands: the policy, the request list and the memory. */
export interface SolanaWalletUnderTest {
  readonly solana: SolanaDevWallet
  readonly setPolicy: (policy: ApprovalPolicy) => void
  readonly log: ReadonlyArray<Eip1193RequestArguments>
}

/** A memory shared by wallets made with it, as an extension's storage outlives a page load. */
export const sharedMemory = (): SolanaDevWalletMemory & { readonly writes: ReadonlyArray<boolean> } => {
  const writes: Array<boolean> = []
  return { writes, read: () => writes.at(-1), write: (connected) => void writes.push(connected) }
}

export const solanaWallet = (
  options: { readonly rpcUrl?: string; readonly memory?: SolanaDevWalletMemory; readonly address?: string } = {}
): SolanaWalletUnderTest => {
  let policy: ApprovalPolicy = "approve"
  const log: Array<Eip1193RequestArguments> = []
  const solana = createSolanaDevWallet(
    // Port 9 (discard): a wallet that never sends needs no cluster.
    { secretKey: SOLANA_DEV_WALLET_SECRET, address: options.address ?? SOLANA_DEV_WALLET_ADDRESS, rpcUrl: options.rpcUrl ?? "http://127.0.0.1:9" },
    { policy: () => policy, record: (request) => log.push(request), ...(options.memory ? { memory: options.memory } : {}) }
  )
  return { solana, setPolicy: (next) => (policy = next), log }
}

/** What a wallet threw: wallets throw an Error with a numeric `code`. */
export const failure = async (promise: Promise<unknown>): Promise<{ readonly code: number; readonly message: string }> => {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(Error)
    const { code, message } = error as { code: number; message: string }
    return { code, message }
  }
  throw new Error("expected the request to fail")
}

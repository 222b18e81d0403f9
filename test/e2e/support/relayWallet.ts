import { mnemonicToAccount } from "viem/accounts"
import { afterAll } from "vitest"
import { DEV_MNEMONIC } from "../../../devnet/devKeys.js"
import type { E2eStack } from "./E2eStack.js"
import { makeSignClientWallet, type SignClientWallet, type SignClientWalletOptions } from "./signClientWallet.js"

/** What a describe block chooses of its phone wallet; the relay and project are the stack's. */
export type RelayWalletChoice = Omit<SignClientWalletOptions, "relayUrl" | "projectId" | "account"> & {
  /** anvil's account of the test mnemonic the phone holds (pick one no other browser test uses). */
  readonly addressIndex: number
}

/**
 * A Node sign-client wallet on the local relay for one describe block: its account is known at
 * once (for chain set-up), the wallet starts when a test asks for it, and it closes after the block.
 */
export const useRelayWallet = (stack: E2eStack, { addressIndex, ...choice }: RelayWalletChoice) => {
  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex })
  let wallet: SignClientWallet | undefined
  afterAll(async () => {
    await wallet?.close()
  })
  const start = async (): Promise<SignClientWallet> =>
    (wallet = await makeSignClientWallet({ relayUrl: stack.devnet.relay.url, projectId: stack.devnet.projectId, account, ...choice }))
  return { account, start }
}

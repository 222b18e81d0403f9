import type { SolanaSignAndSendTransactionInput } from "@solana/wallet-standard-features"
import { base64 } from "@scure/base"
import { INTERNAL_ERROR, ProviderRpcError } from "../ProviderRpcError.js"
import type { SolanaRpc } from "./solanaRpc.js"

type SendOptions = NonNullable<SolanaSignAndSendTransactionInput["options"]>

interface SignatureStatus {
  readonly confirmationStatus?: string | null
  readonly err?: unknown
}

// A local cluster confirms in well under a second; this only bounds a stuck one (about 6 s).
const POLL_TRIES = 30
const POLL_INTERVAL_MS = 200

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The node's `sendTransaction` config: the page's options where given, "confirmed" preflight otherwise. */
const sendConfig = (options: SendOptions = {}) => ({
  encoding: "base64",
  preflightCommitment: options.preflightCommitment ?? "confirmed",
  ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
  ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
  ...(options.minContextSlot === undefined ? {} : { minContextSlot: options.minContextSlot })
})

/**
 * Sends a signed transaction and waits, the cheap way, until the cluster has it confirmed: a page
 * told "sent" may read its effects at once.
 */
export const sendSolanaTransaction = async (rpc: SolanaRpc, transaction: Uint8Array, options?: SendOptions): Promise<void> => {
  const signature = await rpc<string>("sendTransaction", [base64.encode(transaction), sendConfig(options)])
  for (let tries = 0; tries < POLL_TRIES; tries++) {
    await sleep(POLL_INTERVAL_MS)
    const { value } = await rpc<{ readonly value: ReadonlyArray<SignatureStatus | null> }>("getSignatureStatuses", [[signature]])
    const status = value[0]
    if (status?.confirmationStatus === "confirmed" || status?.confirmationStatus === "finalized") {
      if (status.err != null) throw new ProviderRpcError(INTERNAL_ERROR, `The transaction ${signature} failed: ${JSON.stringify(status.err)}`, status.err)
      return
    }
  }
  throw new ProviderRpcError(INTERNAL_ERROR, `The transaction ${signature} was sent but not confirmed in time.`)
}

/**
 * Finalizes the named inputs of a signed PSBT (BIP-174's finalizer role): each one's signatures
 * become its final script witness, so a host can extract and send the transaction. Loaded only
 * when a host asks `signPsbt` to finalize (btc-signer is not in the page before).
 */
import { Transaction } from "@scure/btc-signer"

export const finalizeInputs = (psbt: Uint8Array, indexes: ReadonlyArray<number>): Uint8Array => {
  const transaction = Transaction.fromPSBT(psbt)
  for (const index of new Set(indexes)) transaction.finalizeIdx(index)
  return transaction.toPSBT()
}

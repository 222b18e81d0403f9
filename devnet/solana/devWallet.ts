import { Keypair } from "@solana/web3.js"
import { SOLANA_DEV_WALLET_SECRET } from "../devKeys.js"
import { decodeBase58 } from "./base58.js"

/** The Solana dev wallet as a web3.js keypair (a fresh object each call: callers may not share it). */
export const solanaDevWalletKeypair = (): Keypair => {
  const secret = decodeBase58(SOLANA_DEV_WALLET_SECRET)
  if (secret === undefined) throw new Error("SOLANA_DEV_WALLET_SECRET is not base58")
  return Keypair.fromSecretKey(secret)
}

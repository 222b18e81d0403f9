/**
 * The two SPL instructions a token send needs, written from the programs' instruction layouts:
 * `@solana/spl-token` would bring them but reads a global `Buffer` that browsers lack, and a host
 * page should not need a polyfill for Doorway.
 */
import { PublicKey, SystemProgram, TransactionInstruction } from "@solana/web3.js"

export const TOKEN_PROGRAM_ID = new PublicKey("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
export const TOKEN_2022_PROGRAM_ID = new PublicKey("TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb")
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey("ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL")

/** The associated token program's `CreateIdempotent`: creates the account, or does nothing if it exists. */
const CREATE_IDEMPOTENT = 1
/** The token program's `TransferChecked`: the mint and its decimals are checked by the program. */
const TRANSFER_CHECKED = 12

/** The associated token account of `owner` for `mint` under `tokenProgram` (a program-derived address). */
export const associatedTokenAddress = (owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey): PublicKey =>
  PublicKey.findProgramAddressSync([owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()], ASSOCIATED_TOKEN_PROGRAM_ID)[0]

/** web3.js types instruction data as a Node Buffer; any byte array serializes the same. */
const data = (bytes: Uint8Array): TransactionInstruction["data"] => bytes as TransactionInstruction["data"]

/** Creates `owner`'s associated token account for `mint`, paid by `payer`, unless it exists. */
export const createAssociatedTokenAccountIdempotent = (
  payer: PublicKey,
  owner: PublicKey,
  mint: PublicKey,
  tokenProgram: PublicKey
): TransactionInstruction =>
  new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: associatedTokenAddress(owner, mint, tokenProgram), isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: tokenProgram, isSigner: false, isWritable: false }
    ],
    data: data(Uint8Array.of(CREATE_IDEMPOTENT))
  })

/** `amount` (in the token's smallest unit) from `source` to `destination`, signed by `owner`. */
export const transferChecked = (
  source: PublicKey,
  mint: PublicKey,
  destination: PublicKey,
  owner: PublicKey,
  amount: bigint,
  decimals: number,
  tokenProgram: PublicKey
): TransactionInstruction => {
  const bytes = new Uint8Array(10)
  const view = new DataView(bytes.buffer)
  bytes[0] = TRANSFER_CHECKED
  view.setBigUint64(1, amount, true)
  bytes[9] = decimals
  return new TransactionInstruction({
    programId: tokenProgram,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false }
    ],
    data: data(bytes)
  })
}

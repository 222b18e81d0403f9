/**
 * The transaction of one Solana transfer (SPEC §4 "Token send"): SOL by the system program; a
 * token by `TransferChecked` between associated token accounts, the receiver's created first
 * when it does not exist yet (paid by the sender, as wallets do).
 */
import { PublicKey, SystemProgram, Transaction } from "@solana/web3.js"
import { associatedTokenAddress, createAssociatedTokenAccountIdempotent, TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID, transferChecked } from "./splInstructions.js"

export interface TransferPlan {
  readonly from: string
  readonly to: string
  readonly amount: bigint
  /** A token's mint and its program (the classic token program or Token-2022); absent for SOL. */
  readonly token?: { readonly mint: string; readonly program: string; readonly decimals: number }
  /** Whether the receiver's token account has to be created. */
  readonly createAccount: boolean
  readonly blockhash: string
}

/** Which token program `owner` names, if it is one. */
export const isTokenProgram = (owner: string): boolean => owner === TOKEN_PROGRAM_ID.toBase58() || owner === TOKEN_2022_PROGRAM_ID.toBase58()

/** The receiver's associated token account for a token. */
export const receiverTokenAccount = (to: string, mint: string, program: string): string =>
  associatedTokenAddress(new PublicKey(to), new PublicKey(mint), new PublicKey(program)).toBase58()

export const transferTransaction = (plan: TransferPlan): Transaction => {
  const from = new PublicKey(plan.from)
  const to = new PublicKey(plan.to)
  const transaction = new Transaction({ feePayer: from, recentBlockhash: plan.blockhash })
  if (plan.token === undefined) return transaction.add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: plan.amount }))
  const mint = new PublicKey(plan.token.mint)
  const program = new PublicKey(plan.token.program)
  if (plan.createAccount) transaction.add(createAssociatedTokenAccountIdempotent(from, to, mint, program))
  return transaction.add(
    transferChecked(
      associatedTokenAddress(from, mint, program),
      mint,
      associatedTokenAddress(to, mint, program),
      from,
      plan.amount,
      plan.token.decimals,
      program
    )
  )
}

/** The bytes the fee is asked for (`getFeeForMessage`) and the unsigned transaction a wallet signs. */
export const messageBytes = (transaction: Transaction): Uint8Array => transaction.serializeMessage()

/**
 * The provider `useAppKitProvider('solana')` hands out, shaped as AppKit's Solana adapter's, over a
 * Wallet Standard wallet's `solana:*` features. It speaks web3.js objects, so this module (and
 * web3.js with it) loads only once a Solana wallet's provider is asked for.
 */
import { PublicKey, Transaction, VersionedTransaction } from "@solana/web3.js"
import type { Connection, SendOptions } from "@solana/web3.js"
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
  SolanaSignTransactionOptions,
  SolanaTransactionCommitment
} from "@solana/wallet-standard-features"
import type { IdentifierString, Wallet, WalletAccount } from "@wallet-standard/base"
import { base58 } from "@scure/base"
import { unsupportedFeature } from "../standard/walletFailure.js"

export type AnySolanaTransaction = Transaction | VersionedTransaction

/** What a host signs and sends with (AppKit's Solana `Provider`, less its event emitter). */
export interface SolanaProvider {
  readonly publicKey: PublicKey
  /** The Wallet Standard wallet behind it: the connector carries this provider once connected. */
  readonly wallet: Wallet
  readonly signMessage: (message: Uint8Array) => Promise<Uint8Array>
  readonly signTransaction: <T extends AnySolanaTransaction>(transaction: T) => Promise<T>
  readonly signAllTransactions: <T extends ReadonlyArray<AnySolanaTransaction>>(transactions: T) => Promise<T>
  /** Signs and sends through the wallet's own node; answers the base58 signature. */
  readonly signAndSendTransaction: (transaction: AnySolanaTransaction, options?: SendOptions) => Promise<string>
  /** Signs through the wallet and sends through `connection`; answers the base58 signature. */
  readonly sendTransaction: (transaction: AnySolanaTransaction, connection: Connection, options?: SendOptions) => Promise<string>
}

/** The chain each request names: fixed, or read when the request is made (the modal's network). */
export type ChainSource = IdentifierString | (() => IdentifierString | Promise<IdentifierString>)

type SignMessage = SolanaSignMessageFeature["solana:signMessage"]
type SignTransaction = SolanaSignTransactionFeature["solana:signTransaction"]
type SignAndSendTransaction = SolanaSignAndSendTransactionFeature["solana:signAndSendTransaction"]

const featureOf = <F>(wallet: Wallet, name: string): F | undefined => (wallet.features as Record<string, F | undefined>)[name]

const need = <F>(wallet: Wallet, name: string): F => {
  const feature = featureOf<F>(wallet, name)
  if (feature === undefined) throw unsupportedFeature(name)
  return feature
}

const isVersioned = (transaction: AnySolanaTransaction): transaction is VersionedTransaction => "version" in transaction

/** A legacy transaction is serialized unsigned: the wallet adds the signature the bytes lack. */
const serialize = (transaction: AnySolanaTransaction): Uint8Array =>
  isVersioned(transaction) ? transaction.serialize() : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })

/** The signed bytes as an object of the kind that went in. */
const deserializeLike = <T extends AnySolanaTransaction>(original: T, bytes: Uint8Array): T =>
  (isVersioned(original) ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes)) as T

const COMMITMENTS: ReadonlySet<string> = new Set(["processed", "confirmed", "finalized"])

/** web3.js's send options in the standard's words (its older commitments have no equivalent). */
const standardOptions = (options: SendOptions | undefined) => {
  if (options === undefined) return undefined
  const preflight = options.preflightCommitment
  return {
    ...(preflight !== undefined && COMMITMENTS.has(preflight) ? { preflightCommitment: preflight as SolanaTransactionCommitment } : {}),
    ...(options.minContextSlot !== undefined ? { minContextSlot: options.minContextSlot } : {}),
    ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
    ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {})
  }
}

const signOptions = (options: SendOptions | undefined): SolanaSignTransactionOptions | undefined => {
  const all = standardOptions(options)
  if (all === undefined) return undefined
  const { preflightCommitment, minContextSlot } = all
  return { ...(preflightCommitment !== undefined ? { preflightCommitment } : {}), ...(minContextSlot !== undefined ? { minContextSlot } : {}) }
}

export const makeStandardSolanaProvider = (wallet: Wallet, account: WalletAccount, chain: ChainSource): SolanaProvider => {
  const chainNow = async (): Promise<IdentifierString> => (typeof chain === "function" ? chain() : chain)
  const publicKey = new PublicKey(account.publicKey)

  const signBytes = async (transactions: ReadonlyArray<AnySolanaTransaction>, options?: SendOptions): Promise<Array<Uint8Array>> => {
    const { signTransaction } = need<SignTransaction>(wallet, "solana:signTransaction")
    const current = await chainNow()
    const extra = signOptions(options)
    const outputs = await signTransaction(
      ...transactions.map((transaction) => ({
        account,
        transaction: serialize(transaction),
        chain: current,
        ...(extra !== undefined ? { options: extra } : {})
      }))
    )
    return outputs.map((output) => output.signedTransaction)
  }

  const signAndSendTransaction = async (transaction: AnySolanaTransaction, options?: SendOptions): Promise<string> => {
    const feature = need<SignAndSendTransaction>(wallet, "solana:signAndSendTransaction")
    const extra = standardOptions(options)
    const [output] = await feature.signAndSendTransaction({
      account,
      transaction: serialize(transaction),
      chain: await chainNow(),
      ...(extra !== undefined ? { options: extra } : {})
    })
    if (output === undefined) throw new Error("The wallet answered solana:signAndSendTransaction with no signature")
    return base58.encode(output.signature)
  }

  return {
    publicKey,
    wallet,
    signMessage: async (message) => {
      const [output] = await need<SignMessage>(wallet, "solana:signMessage").signMessage({ account, message })
      if (output === undefined) throw new Error("The wallet answered solana:signMessage with no signature")
      return output.signature
    },
    signTransaction: async (transaction) => {
      const [signed] = await signBytes([transaction])
      if (signed === undefined) throw new Error("The wallet answered solana:signTransaction with no transaction")
      return deserializeLike(transaction, signed)
    },
    signAllTransactions: async (transactions) => {
      const signed = await signBytes(transactions)
      if (signed.length !== transactions.length) throw new Error("The wallet did not sign every transaction")
      return transactions.map((transaction, i) => deserializeLike(transaction, signed[i]!)) as unknown as typeof transactions
    },
    signAndSendTransaction,
    sendTransaction: async (transaction, connection, options) => {
      // As wallet adapters do: a legacy transaction left without payer or blockhash gets them here.
      if (!isVersioned(transaction)) {
        transaction.feePayer ??= publicKey
        if (transaction.recentBlockhash === undefined) {
          const latest = await connection.getLatestBlockhash({
            ...(options?.preflightCommitment !== undefined ? { commitment: options.preflightCommitment } : {}),
            ...(options?.minContextSlot !== undefined ? { minContextSlot: options.minContextSlot } : {})
          })
          transaction.recentBlockhash = latest.blockhash
        }
      }
      if (featureOf<SignTransaction>(wallet, "solana:signTransaction") === undefined) return signAndSendTransaction(transaction, options)
      const [signed] = await signBytes([transaction], options)
      if (signed === undefined) throw new Error("The wallet answered solana:signTransaction with no transaction")
      return connection.sendRawTransaction(signed, options)
    }
  }
}

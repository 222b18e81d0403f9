/**
 * A WalletConnect session's Solana side seen as a Wallet Standard wallet: each `solana:*` feature
 * is a `solana_*` request over the session (the WalletConnect Solana RPC reference), so the one
 * Solana provider (SolanaProvider.ts) serves sessions and in-page wallets alike. Every answer is
 * decoded before use: a wallet's malformed answer is an error, never a signature.
 */
import { Schema } from "effect"
import { base58, base64 } from "@scure/base"
import type { Wallet, WalletAccount } from "@wallet-standard/base"
import type { SessionRequester } from "../../../../core/services/FamilyOverSession.js"
import { withSignature } from "./withSignature.js"

const Signed = Schema.Struct({ signature: Schema.String })
const SignedTransaction = Schema.Struct({ signature: Schema.optional(Schema.String), transaction: Schema.optional(Schema.String) })
const SignedTransactions = Schema.Struct({ transactions: Schema.Array(Schema.String) })

/** A wallet's answer as `schema` says, or an Error naming the method. */
const decode = <A, I>(schema: Schema.Schema<A, I>, method: string, answer: unknown): A => {
  const decoded = Schema.decodeUnknownEither(schema)(answer)
  if (decoded._tag === "Left") throw new Error(`The wallet answered ${method} with something else than its result`)
  return decoded.right
}

/** A 1×1 transparent SVG: Wallet Standard wants an icon, and the session has none to give. */
const ICON = "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=" as const

export const makeSessionWallet = (session: SessionRequester): { readonly wallet: Wallet; readonly account: WalletAccount } => {
  const publicKey = base58.decode(session.address)
  const ask = (method: string, params: unknown) => session.request(session.chain(), method, params)
  const account: WalletAccount = {
    address: session.address,
    publicKey,
    chains: [session.chain() as `${string}:${string}`],
    features: ["solana:signMessage", "solana:signTransaction", "solana:signAndSendTransaction"]
  }

  /** The signed bytes of one transaction: the wallet's signed copy, or ours with its signature put in. */
  const signedBytes = (sent: Uint8Array, answer: typeof SignedTransaction.Type): Uint8Array => {
    if (answer.transaction !== undefined) return base64.decode(answer.transaction)
    if (answer.signature !== undefined) return withSignature(sent, publicKey, base58.decode(answer.signature))
    throw new Error("The wallet answered solana_signTransaction with neither a transaction nor a signature")
  }

  const signTransaction = async (...inputs: ReadonlyArray<{ readonly transaction: Uint8Array }>) => {
    const [only] = inputs
    if (inputs.length === 1 && only !== undefined) {
      const answer = decode(SignedTransaction, "solana_signTransaction", await ask("solana_signTransaction", { transaction: base64.encode(only.transaction) }))
      return [{ signedTransaction: signedBytes(only.transaction, answer) }]
    }
    const answer = decode(
      SignedTransactions,
      "solana_signAllTransactions",
      await ask("solana_signAllTransactions", { transactions: inputs.map((input) => base64.encode(input.transaction)) })
    )
    if (answer.transactions.length !== inputs.length) throw new Error("The wallet did not sign every transaction")
    return answer.transactions.map((transaction) => ({ signedTransaction: base64.decode(transaction) }))
  }

  const wallet = {
    version: "1.0.0",
    name: "WalletConnect",
    icon: ICON,
    chains: account.chains,
    accounts: [account],
    features: {
      "solana:signMessage": {
        version: "1.0.0",
        signMessage: async (...inputs: ReadonlyArray<{ readonly message: Uint8Array }>) =>
          Promise.all(
            inputs.map(async ({ message }) => {
              const answer = decode(Signed, "solana_signMessage", await ask("solana_signMessage", { message: base58.encode(message), pubkey: session.address }))
              return { signedMessage: message, signature: base58.decode(answer.signature) }
            })
          )
      },
      "solana:signTransaction": { version: "1.0.0", supportedTransactionVersions: ["legacy", 0], signTransaction },
      "solana:signAndSendTransaction": {
        version: "1.0.0",
        supportedTransactionVersions: ["legacy", 0],
        signAndSendTransaction: async (...inputs: ReadonlyArray<{ readonly transaction: Uint8Array; readonly options?: unknown }>) =>
          Promise.all(
            inputs.map(async ({ transaction, options }) => {
              const params = { transaction: base64.encode(transaction), ...(options === undefined ? {} : { sendOptions: options }) }
              const answer = decode(Signed, "solana_signAndSendTransaction", await ask("solana_signAndSendTransaction", params))
              return { signature: base58.decode(answer.signature) }
            })
          )
      }
    }
  } as unknown as Wallet
  return { wallet, account }
}

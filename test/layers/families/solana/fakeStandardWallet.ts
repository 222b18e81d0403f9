/**
 * A Wallet Standard Solana wallet written for the tests: a real Ed25519 key (noble), the standard
 * and `solana:*` features, a log of what it was asked, and switches for refusals and missing
 * features. It signs what it is given; sending is the test's or the provider's business.
 */
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { Connection, PublicKey, VersionedTransaction } from "@solana/web3.js"
import type { IdentifierString, Wallet, WalletAccount } from "@wallet-standard/base"
import type { StandardEventsChangeProperties } from "@wallet-standard/features"

export interface FakeWalletOptions {
  /** The key's 32-byte seed; a fresh random one by default. */
  readonly seed?: Uint8Array
  /** The chains the account lists (default `solana:mainnet`, `solana:devnet`). */
  readonly accountChains?: ReadonlyArray<IdentifierString>
  /** The chains the wallet itself lists (default the three public clusters). */
  readonly walletChains?: ReadonlyArray<IdentifierString>
  /** Accounts of other chains the wallet grants beside the Solana one. */
  readonly otherAccounts?: ReadonlyArray<WalletAccount>
  /** Features to leave out, by name. */
  readonly without?: ReadonlyArray<string>
  /** Whether the site already has access (what a silent connect finds). */
  readonly authorized?: boolean
  /** For `solana:signAndSendTransaction`: the node the wallet sends through. */
  readonly rpcUrl?: string
}

export interface Request {
  readonly feature: string
  readonly input?: unknown
}

export interface FakeWallet {
  readonly wallet: Wallet
  readonly account: WalletAccount
  readonly address: string
  readonly publicKey: Uint8Array
  readonly log: Array<Request>
  /** What the next request throws instead of answering (once). */
  failNext: (error: unknown) => void
  /** Calls the `change` listeners, as the wallet does when the site's access changes. */
  emitChange: (properties: StandardEventsChangeProperties) => void
  readonly listenerCount: () => number
  /** Resolves once a `change` listener is registered. */
  readonly listening: () => Promise<void>
}

const ICON = "data:image/svg+xml;base64,PHN2Zy8+" as const

export const fakeStandardWallet = (options: FakeWalletOptions = {}): FakeWallet => {
  const seed = options.seed ?? ed25519.utils.randomPrivateKey()
  const publicKey = ed25519.getPublicKey(seed)
  const address = base58.encode(publicKey)
  const account: WalletAccount = {
    address,
    publicKey,
    chains: options.accountChains ?? ["solana:mainnet", "solana:devnet"],
    features: ["solana:signMessage", "solana:signTransaction", "solana:signAndSendTransaction"]
  }
  let authorized = options.authorized ?? false
  let pending: { readonly error: unknown } | undefined
  const log: Array<Request> = []
  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>()
  let onListen: Array<() => void> = []

  const granted = (): ReadonlyArray<WalletAccount> => (authorized ? [account, ...(options.otherAccounts ?? [])] : [])

  const answer = async <A>(feature: string, input: unknown, run: () => A | Promise<A>): Promise<A> => {
    log.push({ feature, input })
    if (pending !== undefined) {
      const { error } = pending
      pending = undefined
      throw error
    }
    return run()
  }

  /** Signs the transaction's message with the key; legacy bytes read as a versioned transaction too. */
  const sign = (bytes: Uint8Array): Uint8Array => {
    const transaction = VersionedTransaction.deserialize(bytes)
    transaction.addSignature(new PublicKey(publicKey), ed25519.sign(transaction.message.serialize(), seed))
    return transaction.serialize()
  }

  const all: Record<string, unknown> = {
    "standard:connect": {
      version: "1.0.0",
      connect: (input?: { readonly silent?: boolean }) =>
        answer("standard:connect", input, () => {
          if (input?.silent !== true) authorized = true
          return { accounts: granted() }
        })
    },
    "standard:disconnect": {
      version: "1.0.0",
      disconnect: () =>
        answer("standard:disconnect", undefined, () => {
          authorized = false
        })
    },
    "standard:events": {
      version: "1.0.0",
      on: (_event: "change", listener: (properties: StandardEventsChangeProperties) => void) => {
        listeners.add(listener)
        const waiting = onListen
        onListen = []
        for (const resolve of waiting) resolve()
        return () => listeners.delete(listener)
      }
    },
    "solana:signMessage": {
      version: "1.1.0",
      signMessage: (...inputs: ReadonlyArray<{ readonly account: WalletAccount; readonly message: Uint8Array }>) =>
        answer("solana:signMessage", inputs, () =>
          inputs.map(({ message }) => ({ signedMessage: message, signature: ed25519.sign(message, seed), signatureType: "ed25519" as const }))
        )
    },
    "solana:signTransaction": {
      version: "1.0.0",
      supportedTransactionVersions: ["legacy", 0],
      signTransaction: (...inputs: ReadonlyArray<{ readonly transaction: Uint8Array; readonly chain?: string }>) =>
        answer("solana:signTransaction", inputs, () => inputs.map(({ transaction }) => ({ signedTransaction: sign(transaction) })))
    },
    "solana:signAndSendTransaction": {
      version: "1.0.0",
      supportedTransactionVersions: ["legacy", 0],
      signAndSendTransaction: (...inputs: ReadonlyArray<{ readonly transaction: Uint8Array; readonly chain: string }>) =>
        answer("solana:signAndSendTransaction", inputs, async () => {
          if (options.rpcUrl === undefined) throw new Error("This fake wallet has no node to send through")
          const connection = new Connection(options.rpcUrl, "confirmed")
          return Promise.all(
            inputs.map(async ({ transaction }) => ({ signature: base58.decode(await connection.sendRawTransaction(sign(transaction))) }))
          )
        })
    }
  }
  const features = Object.fromEntries(Object.entries(all).filter(([name]) => !(options.without ?? []).includes(name)))

  const wallet: Wallet = {
    version: "1.0.0",
    name: "Fake Solana Wallet",
    icon: ICON,
    chains: options.walletChains ?? ["solana:mainnet", "solana:devnet", "solana:testnet"],
    features: features as Wallet["features"],
    get accounts() {
      return granted()
    }
  }

  return {
    wallet,
    account,
    address,
    publicKey,
    log,
    failNext: (error) => {
      pending = { error }
    },
    emitChange: (properties) => {
      if (properties.accounts !== undefined) authorized = properties.accounts.length > 0
      for (const listener of listeners) listener(properties)
    },
    listenerCount: () => listeners.size,
    listening: () => (listeners.size > 0 ? Promise.resolve() : new Promise((resolve) => onListen.push(resolve)))
  }
}

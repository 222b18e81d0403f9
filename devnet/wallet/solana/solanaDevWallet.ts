/**
 * The dev wallet's Solana half: a Wallet Standard wallet backed by the stack's Solana key. It signs
 * with that key itself (Ed25519), sends to the local cluster, and asks the same "user" as the EVM
 * half: one approval policy, one request list, and 4001 "User rejected the request." on a no, as
 * Solana wallets throw it. It shares the EVM half's name and icon, so the modal can show the two
 * as one wallet.
 */
import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  type SolanaSignMessageFeature,
  type SolanaSignTransactionFeature
} from "@solana/wallet-standard-features"
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from "@wallet-standard/base"
import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature
} from "@wallet-standard/features"
import { ReadonlyWalletAccount } from "@wallet-standard/wallet"
import type { ApprovalPolicy } from "../devWallet.js"
import { DEV_WALLET_ICON, DEV_WALLET_NAME } from "../devWalletInfo.js"
import { DISCONNECTED, INTERNAL_ERROR, ProviderRpcError, invalidParams, unauthorized, userRejected } from "../ProviderRpcError.js"
import { makeChangeEvents } from "./changeEvents.js"
import { messageParams, transactionParams, type RecordRequest } from "./requestRecord.js"
import { SOLANA_DEV_WALLET_CHAINS, isDevWalletChain } from "./solanaChains.js"
import type { SolanaDevWalletMemory } from "./solanaMemory.js"
import { solanaRpc, type SolanaRpc } from "./solanaRpc.js"
import { lazySigner, solanaPublicKeyOf, type SolanaSigner } from "./solanaSigner.js"
import { sendSolanaTransaction } from "./sendSolanaTransaction.js"
import { signSolanaTransaction } from "./signSolanaTransaction.js"

export interface SolanaDevWalletConfig {
  /** The 64-byte secret key in base58 (derived on the first signature). */
  readonly secretKey: string
  readonly address: string
  /** The local cluster's JSON-RPC endpoint, where signed transactions are sent. */
  readonly rpcUrl: string
}

export type SolanaDevWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

export interface SolanaDevWallet {
  /** The Wallet Standard wallet, as registered with the page. */
  readonly wallet: Wallet & { readonly features: SolanaDevWalletFeatures }
  /** Settles once the configuration is loaded (rejects if it could not be). */
  readonly ready: Promise<void>
  readonly address: () => Promise<string>
  /** The user disconnects the site in the wallet: a "change" event with no accounts. */
  readonly disconnect: () => Promise<void>
}

export interface SolanaDevWalletOptions {
  /** The wallet user's answer to every prompt, read when the prompt is asked. */
  readonly policy: () => ApprovalPolicy
  readonly record?: RecordRequest
  readonly memory?: SolanaDevWalletMemory
}

interface Loaded {
  readonly account: WalletAccount
  readonly signer: () => SolanaSigner
  readonly rpc: SolanaRpc
}

const TRANSACTION_VERSIONS = ["legacy", 0] as const

/** A failure as wallets throw it: an Error with a numeric `code`. */
const asProviderError = (error: unknown): ProviderRpcError =>
  error instanceof ProviderRpcError
    ? error
    : new ProviderRpcError(INTERNAL_ERROR, error instanceof Error ? error.message : String(error))

const requireChain = (chain: IdentifierString | undefined): void => {
  if (chain !== undefined && !isDevWalletChain(chain)) throw invalidParams(`unknown chain ${chain}`)
}

export const createSolanaDevWallet = (
  config: SolanaDevWalletConfig | PromiseLike<SolanaDevWalletConfig>,
  options: SolanaDevWalletOptions
): SolanaDevWallet => {
  const events = makeChangeEvents()
  let connected = false
  let state: Loaded | undefined

  const accounts = (): ReadonlyArray<WalletAccount> => (connected && state !== undefined ? [state.account] : [])

  const setConnected = (next: boolean, remember = true): void => {
    if (next === connected) return
    connected = next
    if (remember) options.memory?.write(next)
    events.emit({ accounts: accounts() })
  }

  const loaded: Promise<Loaded> = Promise.resolve(config).then((value) => {
    state = {
      account: new ReadonlyWalletAccount({
        address: value.address,
        publicKey: solanaPublicKeyOf(value.address),
        chains: SOLANA_DEV_WALLET_CHAINS,
        features: [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction]
      }),
      signer: lazySigner(value.secretKey, value.address),
      rpc: solanaRpc(value.rpcUrl)
    }
    // A site connected on an earlier load is connected again, as an extension remembers it.
    if (options.memory?.read() === true) setConnected(true, false)
    return state
  })
  const ready = loaded.then(() => undefined)
  // A page that never calls the wallet must not see an unhandled rejection from a bad config.
  ready.catch(() => undefined)

  /** Records the request, waits for the configuration, and answers every failure with a code. */
  const request = async <A>(method: string, params: unknown, body: (loaded: Loaded) => Promise<A>): Promise<A> => {
    options.record?.({ method, params })
    let current: Loaded
    try {
      current = await loaded
    } catch (error) {
      throw new ProviderRpcError(DISCONNECTED, `The wallet could not load its configuration: ${asProviderError(error).message}`)
    }
    try {
      return await body(current)
    } catch (error) {
      throw asProviderError(error)
    }
  }

  /** The prompt a real wallet would show: one per request, however many inputs it carries. */
  const prompt = (): void => {
    if (options.policy() === "reject") throw userRejected()
  }

  /** Signing needs the site to be connected, and the account asked for to be this one. */
  const requireAuthorized = (current: Loaded, inputs: ReadonlyArray<{ readonly account: WalletAccount }>): void => {
    if (!connected || inputs.some((input) => input.account.address !== current.account.address)) throw unauthorized()
  }

  const send = async (current: Loaded, input: SolanaSignAndSendTransactionInput): Promise<Uint8Array> => {
    const signed = signSolanaTransaction(current.signer(), input.transaction)
    await sendSolanaTransaction(current.rpc, signed.bytes, input.options)
    return signed.signature
  }

  const features: SolanaDevWalletFeatures = {
    [StandardConnect]: {
      version: "1.0.0",
      // SPEC §4: a stored connection is synced silently at start; only a site connected before gets the account.
      connect: (input) =>
        request(StandardConnect, { silent: input?.silent === true }, async () => {
          if (!connected && input?.silent !== true) {
            prompt()
            setConnected(true)
          }
          return { accounts: accounts() }
        })
    },
    [StandardDisconnect]: {
      version: "1.0.0",
      disconnect: () => request(StandardDisconnect, undefined, async () => setConnected(false))
    },
    [StandardEvents]: { version: "1.0.0", on: events.on },
    [SolanaSignMessage]: {
      version: "1.0.0",
      signMessage: (...inputs) =>
        request(SolanaSignMessage, messageParams(inputs), async (current) => {
          requireAuthorized(current, inputs)
          prompt()
          const signer = current.signer()
          return inputs.map((input) => ({
            signedMessage: input.message,
            signature: signer.sign(input.message),
            signatureType: "ed25519" as const
          }))
        })
    },
    [SolanaSignTransaction]: {
      version: "1.0.0",
      supportedTransactionVersions: TRANSACTION_VERSIONS,
      signTransaction: (...inputs) =>
        request(SolanaSignTransaction, transactionParams(inputs), async (current) => {
          requireAuthorized(current, inputs)
          inputs.forEach((input) => requireChain(input.chain))
          prompt()
          return inputs.map((input) => ({ signedTransaction: signSolanaTransaction(current.signer(), input.transaction).bytes }))
        })
    },
    [SolanaSignAndSendTransaction]: {
      version: "1.0.0",
      supportedTransactionVersions: TRANSACTION_VERSIONS,
      signAndSendTransaction: (...inputs) =>
        request(SolanaSignAndSendTransaction, transactionParams(inputs), async (current) => {
          requireAuthorized(current, inputs)
          inputs.forEach((input) => requireChain(input.chain))
          prompt()
          const outputs: Array<{ readonly signature: Uint8Array }> = []
          // One after the other, in the order given, so a later one may spend what an earlier one moved.
          for (const input of inputs) outputs.push({ signature: await send(current, input) })
          return outputs
        })
    }
  }

  const wallet: SolanaDevWallet["wallet"] = {
    version: "1.0.0",
    name: DEV_WALLET_NAME,
    icon: DEV_WALLET_ICON as WalletIcon,
    chains: SOLANA_DEV_WALLET_CHAINS,
    get accounts() {
      return accounts()
    },
    features
  }

  return {
    wallet,
    ready,
    address: async () => (await loaded).account.address,
    disconnect: async () => {
      await loaded
      setConnected(false)
    }
  }
}

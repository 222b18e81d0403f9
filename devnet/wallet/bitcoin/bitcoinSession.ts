/**
 * The Bitcoin half's state and "user", shared by the two ways a page reaches it (the Wallet
 * Standard wallet and the sats-connect provider): the configuration once loaded, which accounts
 * the site is connected to (remembered across loads), the approval policy of the whole dev wallet
 * and its request list.
 */
import type { ApprovalPolicy } from "../devWallet.js"
import { DISCONNECTED, INTERNAL_ERROR, ProviderRpcError, invalidParams, unauthorized, userRejected } from "../ProviderRpcError.js"
import type { RecordRequest } from "../solana/requestRecord.js"
import type { BitcoinAddressPurpose } from "./bitcoinFeatures.js"
import { bitcoinKeyOf, type BitcoinKey, type BitcoinKeyConfig } from "./bitcoinKeys.js"
import type { BitcoinDevWalletMemory } from "./bitcoinMemory.js"
import { esplora, type Esplora } from "./esplora.js"

export interface BitcoinDevWalletConfig {
  /** The local chain's Esplora API, where balances are read and transactions sent. */
  readonly esploraUrl: string
  readonly payment: BitcoinKeyConfig
  readonly ordinals: BitcoinKeyConfig
}

export interface BitcoinDevWalletOptions {
  /** The wallet user's answer to every prompt, read when the prompt is asked. */
  readonly policy: () => ApprovalPolicy
  readonly record?: RecordRequest
  readonly memory?: BitcoinDevWalletMemory
}

export interface LoadedBitcoinWallet {
  readonly keys: Readonly<Record<BitcoinAddressPurpose, BitcoinKey>>
  readonly chain: Esplora
}

export interface BitcoinSession {
  readonly loaded: Promise<LoadedBitcoinWallet>
  /** Records the request, waits for the configuration, and answers every failure with a code. */
  readonly request: <A>(method: string, params: unknown, body: (wallet: LoadedBitcoinWallet) => Promise<A>) => Promise<A>
  /** The prompt a real wallet would show: one per request. */
  readonly prompt: () => void
  /** The connected accounts' keys, payment first; none before the configuration is loaded. */
  readonly connectedKeys: () => ReadonlyArray<BitcoinKey>
  /** Connects the purposes asked for (a prompt unless all are connected already); their keys in that order. */
  readonly connect: (wallet: LoadedBitcoinWallet, purposes: ReadonlyArray<BitcoinAddressPurpose>) => ReadonlyArray<BitcoinKey>
  readonly disconnect: () => void
  /** The key of a connected account by its address; 4100 for any other address. */
  readonly authorized: (wallet: LoadedBitcoinWallet, address: string) => BitcoinKey
  /** Called after every change of the connected accounts. */
  readonly onChange: (listener: () => void) => () => void
}

const PURPOSES: ReadonlyArray<BitcoinAddressPurpose> = ["payment", "ordinals"]

const asProviderError = (error: unknown): ProviderRpcError =>
  error instanceof ProviderRpcError ? error : new ProviderRpcError(INTERNAL_ERROR, error instanceof Error ? error.message : String(error))

export const makeBitcoinSession = (
  config: BitcoinDevWalletConfig | PromiseLike<BitcoinDevWalletConfig>,
  options: BitcoinDevWalletOptions
): BitcoinSession => {
  const listeners = new Set<() => void>()
  let connected = new Set<BitcoinAddressPurpose>()
  let state: LoadedBitcoinWallet | undefined

  const setConnected = (next: ReadonlySet<BitcoinAddressPurpose>, remember = true): void => {
    if (next.size === connected.size && [...next].every((purpose) => connected.has(purpose))) return
    connected = new Set(next)
    if (remember) options.memory?.write(PURPOSES.filter((purpose) => connected.has(purpose)))
    for (const listener of [...listeners]) {
      try {
        listener()
      } catch (error) {
        // A page's faulty listener must not break the wallet or the other listeners.
        console.error(error)
      }
    }
  }

  const loaded: Promise<LoadedBitcoinWallet> = Promise.resolve(config).then((value) => {
    state = { keys: { payment: bitcoinKeyOf("payment", value.payment), ordinals: bitcoinKeyOf("ordinals", value.ordinals) }, chain: esplora(value.esploraUrl) }
    // A site connected on an earlier load is connected again, as an extension remembers it.
    const remembered = options.memory?.read()
    if (remembered !== undefined) setConnected(new Set(remembered), false)
    return state
  })
  // A page that never calls the wallet must not see an unhandled rejection from a bad config.
  loaded.catch(() => undefined)

  const prompt = (): void => {
    if (options.policy() === "reject") throw userRejected()
  }

  return {
    loaded,
    request: async (method, params, body) => {
      options.record?.({ method, params })
      let wallet: LoadedBitcoinWallet
      try {
        wallet = await loaded
      } catch (error) {
        throw new ProviderRpcError(DISCONNECTED, `The wallet could not load its configuration: ${asProviderError(error).message}`)
      }
      try {
        return await body(wallet)
      } catch (error) {
        throw asProviderError(error)
      }
    },
    prompt,
    connectedKeys: () => {
      const current = state
      return current === undefined ? [] : PURPOSES.filter((purpose) => connected.has(purpose)).map((purpose) => current.keys[purpose])
    },
    connect: (wallet, purposes) => {
      if (purposes.length === 0 || purposes.some((purpose) => !PURPOSES.includes(purpose))) {
        throw invalidParams(`purposes must be among ${PURPOSES.join(", ")}: ${JSON.stringify(purposes)}`)
      }
      if (purposes.some((purpose) => !connected.has(purpose))) {
        prompt()
        setConnected(new Set([...connected, ...purposes]))
      }
      return purposes.map((purpose) => wallet.keys[purpose])
    },
    disconnect: () => setConnected(new Set()),
    authorized: (wallet, address) => {
      const purpose = PURPOSES.find((candidate) => wallet.keys[candidate].address === address)
      if (purpose === undefined || !connected.has(purpose)) throw unauthorized()
      return wallet.keys[purpose]
    },
    onChange: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    }
  }
}

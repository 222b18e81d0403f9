/**
 * The dev wallet: an EIP-1193 provider backed by a local private key, behaving like a browser
 * extension. It signs everything itself (messages, typed data, transactions) and sends raw signed
 * transactions to each chain's own node, so its account never needs to be unlocked there. Every
 * user-facing request goes through an approval policy a page or a test can flip, so user rejection
 * (4001) is as easy to exercise as approval.
 */
import {
  BaseError,
  createPublicClient,
  createWalletClient,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type Address,
  type Hex,
  type TypedDataDefinition
} from "viem"
import { privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts"
import { viemChain } from "../chains/viemChain.js"
import { makeProviderEvents, type ProviderListener } from "./providerEvents.js"
import {
  DISCONNECTED,
  INTERNAL_ERROR,
  ProviderRpcError,
  invalidParams,
  unauthorized,
  unrecognizedChain,
  unsupportedMethod,
  userRejected
} from "./ProviderRpcError.js"
import { chainIdParam, personalSignParams, typedDataParams } from "./requestParams.js"
import { sendQueued, type QueuedChain } from "./sendQueued.js"
import { transactionFields } from "./transactionRequest.js"

/** What the wallet's "user" answers to every prompt: at once, or approving after `delayMs`. */
export type ApprovalPolicy = "approve" | "reject" | { readonly delayMs: number }

const isApprovalPolicy = (value: unknown): value is ApprovalPolicy =>
  value === "approve" ||
  value === "reject" ||
  (typeof value === "object" && value !== null && typeof (value as { delayMs?: unknown }).delayMs === "number" && (value as { delayMs: number }).delayMs >= 0)

export interface DevWalletChain {
  readonly chainId: number
  readonly rpcUrl: string
  readonly name?: string
  readonly nativeCurrency?: { readonly name: string; readonly symbol: string; readonly decimals: number }
}

export interface DevWalletConfig {
  readonly privateKey: Hex
  /**
   * The key's address, when known: the key itself is then derived on the first signature, as an
   * extension unlocks its vault in its own process, so loading the page does no key work.
   */
  readonly address?: Address
  /** The chains it knows from the start; the first is the active one unless `chainId` names another. */
  readonly chains: readonly [DevWalletChain, ...Array<DevWalletChain>]
  readonly chainId?: number
}

export interface Eip1193RequestArguments {
  readonly method: string
  readonly params?: unknown
}

export interface Eip1193Provider {
  readonly request: (args: Eip1193RequestArguments) => Promise<unknown>
  readonly on: (event: string, listener: ProviderListener) => Eip1193Provider
  readonly removeListener: (event: string, listener: ProviderListener) => Eip1193Provider
}

export interface DevWallet {
  readonly provider: Eip1193Provider
  /** Settles once the configuration is loaded (rejects if it could not be). */
  readonly ready: Promise<void>
  readonly policy: () => ApprovalPolicy
  readonly setPolicy: (policy: ApprovalPolicy) => void
  readonly address: () => Promise<Address>
  /** Every request received, oldest first, whatever its outcome. */
  readonly requests: () => ReadonlyArray<Eip1193RequestArguments>
  /** The user picks another known chain in the wallet: `chainChanged` when it differs. */
  readonly switchChain: (chainId: number) => Promise<void>
  /** The user disconnects the site in the wallet: `accountsChanged([])`, then `disconnect`. */
  readonly disconnect: () => Promise<void>
}

/**
 * Where the wallet keeps what a real extension keeps across page loads: whether the site is
 * connected and which chain is active. Without it, every load starts disconnected.
 */
export interface DevWalletMemory {
  readonly read: () => RememberedState | undefined
  readonly write: (state: RememberedState) => void
}

export interface RememberedState {
  readonly connected: boolean
  readonly chainId: number
}

interface ChainEntry extends QueuedChain {
  readonly chainId: number
}

interface Loaded {
  readonly address: Address
  /** The signing account, derived from the key on first use. */
  readonly signer: () => PrivateKeyAccount
  readonly chains: Map<number, ChainEntry>
}

const UNSUPPORTED_SIGNING = new Set(["eth_sign", "eth_signTransaction", "eth_signTypedData", "eth_signTypedData_v3"])

/** The signing account of `privateKey`, derived once; it must be `address` when one was given. */
const lazySigner = (privateKey: Hex, address: Address | undefined): (() => PrivateKeyAccount) => {
  let account: PrivateKeyAccount | undefined
  return () => {
    if (account !== undefined) return account
    const derived = privateKeyToAccount(privateKey)
    if (address !== undefined && !isAddressEqual(derived.address, address)) {
      throw new ProviderRpcError(INTERNAL_ERROR, `The configured address ${address} is not the key's (${derived.address}).`)
    }
    account = derived
    return derived
  }
}

const chainEntry = (chain: DevWalletChain): ChainEntry => {
  const viem = viemChain(
    {
      chainId: chain.chainId,
      name: chain.name ?? `Chain ${chain.chainId}`,
      nativeCurrency: chain.nativeCurrency ?? { name: "Ether", symbol: "ETH", decimals: 18 }
    },
    chain.rpcUrl
  )
  // No retries: an answer (or a failure) reaches the page as the node gave it.
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  return {
    chainId: chain.chainId,
    publicClient: createPublicClient({ chain: viem, transport }),
    // The account is given with each send (sendQueued), so no key is needed to make the client.
    walletClient: createWalletClient({ chain: viem, transport }),
    queue: Promise.resolve()
  }
}

/** A viem failure as the provider error a page expects: the node's code when it gave one. */
const asProviderError = (error: unknown): ProviderRpcError => {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const coded = error.walk((inner) => typeof (inner as { code?: unknown }).code === "number") as { code?: number } | null
    return new ProviderRpcError(coded?.code ?? INTERNAL_ERROR, error.shortMessage)
  }
  return new ProviderRpcError(INTERNAL_ERROR, error instanceof Error ? error.message : String(error))
}

/** Asks a chain's node for its id, to check an added chain's RPC URL before trusting it. */
const chainIdAt = async (rpcUrl: string): Promise<number> => {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  return client.getChainId()
}

export const createDevWallet = (
  config: DevWalletConfig | PromiseLike<DevWalletConfig>,
  options: {
    readonly policy?: ApprovalPolicy
    readonly memory?: DevWalletMemory
    /** Where requests are recorded: shared with the Solana half, so `requests()` lists both in order. */
    readonly log?: Array<Eip1193RequestArguments>
  } = {}
): DevWallet => {
  const events = makeProviderEvents()
  const log: Array<Eip1193RequestArguments> = options.log ?? []
  let policy: ApprovalPolicy = options.policy ?? "approve"
  let connected = false
  let activeChainId = 0

  const remember = () => options.memory?.write({ connected, chainId: activeChainId })

  const loaded: Promise<Loaded> = Promise.resolve(config).then((value) => {
    const signer = lazySigner(value.privateKey, value.address)
    const address = value.address ?? signer().address
    const chains = new Map(value.chains.map((chain) => [chain.chainId, chainEntry(chain)]))
    const remembered = options.memory?.read()
    const preferred = remembered?.chainId ?? value.chainId
    activeChainId = preferred !== undefined && chains.has(preferred) ? preferred : value.chains[0].chainId
    connected = remembered?.connected ?? false
    events.emit("connect", { chainId: numberToHex(activeChainId) })
    return { address, signer, chains }
  })
  const ready = loaded.then(() => undefined)
  // A page that never calls the wallet must not see an unhandled rejection from a bad config.
  ready.catch(() => undefined)

  const wallet = async (): Promise<Loaded> => {
    try {
      return await loaded
    } catch (error) {
      throw new ProviderRpcError(DISCONNECTED, `The wallet could not load its configuration: ${asProviderError(error).message}`)
    }
  }

  /** The prompt a real wallet would show: answered by the policy in force when it is asked. */
  const prompt = async (): Promise<void> => {
    if (policy === "reject") throw userRejected()
    if (typeof policy === "object") {
      const { delayMs } = policy
      await new Promise((resolve) => setTimeout(resolve, delayMs))
    }
  }

  const activeChain = (state: Loaded): ChainEntry => {
    const entry = state.chains.get(activeChainId)
    if (entry === undefined) throw new ProviderRpcError(DISCONNECTED, "The wallet has no active chain.")
    return entry
  }

  const setActiveChain = (chainId: number): void => {
    if (chainId === activeChainId) return
    activeChainId = chainId
    remember()
    events.emit("chainChanged", numberToHex(chainId))
  }

  /** Signing needs the page to be connected, and the account asked for to be this one. */
  const requireAuthorized = (state: Loaded, address: string | undefined): void => {
    if (!connected) throw unauthorized()
    if (address !== undefined && (!isAddress(address, { strict: false }) || !isAddressEqual(address, state.address))) {
      throw unauthorized()
    }
  }

  const sendTransaction = async (state: Loaded, params: unknown): Promise<Hex> => {
    const fields = transactionFields(params)
    requireAuthorized(state, fields.from)
    if (fields.chainId !== undefined && fields.chainId !== activeChainId) {
      throw invalidParams(`chainId ${numberToHex(fields.chainId)} does not match the active chain ${numberToHex(activeChainId)}`)
    }
    const entry = activeChain(state)
    await prompt()
    return sendQueued(entry, state.signer(), fields)
  }

  const addChain = async (state: Loaded, params: unknown): Promise<null> => {
    const { chainId, hex, object } = chainIdParam(params)
    const rpcUrls = object["rpcUrls"]
    const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls[0] : undefined
    if (!state.chains.has(chainId) && (typeof rpcUrl !== "string" || !/^https?:\/\//.test(rpcUrl))) {
      throw invalidParams("rpcUrls[0] must be an http(s) URL")
    }
    await prompt()
    if (!state.chains.has(chainId) && typeof rpcUrl === "string") {
      const reported = await chainIdAt(rpcUrl).catch((error: unknown) => {
        throw new ProviderRpcError(INTERNAL_ERROR, `Could not reach ${rpcUrl}: ${asProviderError(error).message}`)
      })
      if (reported !== chainId) {
        throw invalidParams(`Chain ID returned by RPC URL ${numberToHex(reported)} does not match ${hex}`)
      }
      const currency = object["nativeCurrency"] as DevWalletChain["nativeCurrency"] | undefined
      const name = object["chainName"]
      state.chains.set(
        chainId,
        chainEntry({
          chainId,
          rpcUrl,
          ...(typeof name === "string" ? { name } : {}),
          ...(currency === undefined ? {} : { nativeCurrency: currency })
        })
      )
    }
    // As extensions do, approving the addition also switches to the chain.
    setActiveChain(chainId)
    return null
  }

  const handle = async (state: Loaded, method: string, params: unknown): Promise<unknown> => {
    switch (method) {
      case "eth_chainId":
        return numberToHex(activeChainId)
      case "net_version":
        return String(activeChainId)
      case "eth_accounts":
        return connected ? [state.address] : []
      case "eth_requestAccounts": {
        if (!connected) {
          await prompt()
          connected = true
          remember()
          events.emit("accountsChanged", [state.address])
        }
        return [state.address]
      }
      case "wallet_revokePermissions": {
        if (connected) {
          connected = false
          remember()
          events.emit("accountsChanged", [])
        }
        return null
      }
      case "personal_sign": {
        const { message, address } = personalSignParams(params)
        requireAuthorized(state, address)
        await prompt()
        return state.signer().signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case "eth_signTypedData_v4": {
        const { address, typedData } = typedDataParams(params)
        requireAuthorized(state, address)
        const domainChainId = (typedData["domain"] as { chainId?: unknown } | undefined)?.chainId
        if (domainChainId !== undefined && Number(domainChainId) !== activeChainId) {
          throw invalidParams(`Provided chainId "${String(domainChainId)}" must match the active chainId "${activeChainId}"`)
        }
        await prompt()
        return state.signer().signTypedData(typedData as unknown as TypedDataDefinition).catch((error: unknown) => {
          throw invalidParams(asProviderError(error).message)
        })
      }
      case "eth_sendTransaction":
        return sendTransaction(state, params)
      case "wallet_switchEthereumChain": {
        const { chainId, hex } = chainIdParam(params)
        if (!state.chains.has(chainId)) throw unrecognizedChain(hex)
        if (chainId !== activeChainId) {
          await prompt()
          setActiveChain(chainId)
        }
        return null
      }
      case "wallet_addEthereumChain":
        return addChain(state, params)
      default:
        if (UNSUPPORTED_SIGNING.has(method) || !method.startsWith("eth_")) throw unsupportedMethod(method)
        // Reads (balances, calls, receipts, gas estimates) go to the active chain's node.
        return activeChain(state).publicClient.request({ method, params } as never)
    }
  }

  const provider: Eip1193Provider = {
    request: async (args) => {
      if (typeof args !== "object" || args === null || typeof args.method !== "string") {
        throw invalidParams("request expects { method, params }")
      }
      log.push({ method: args.method, params: args.params })
      const state = await wallet()
      try {
        return await handle(state, args.method, args.params)
      } catch (error) {
        throw asProviderError(error)
      }
    },
    on: (event, listener) => {
      events.on(event, listener)
      return provider
    },
    removeListener: (event, listener) => {
      events.removeListener(event, listener)
      return provider
    }
  }

  return {
    provider,
    ready,
    policy: () => policy,
    setPolicy: (next) => {
      if (!isApprovalPolicy(next)) throw new TypeError(`Unknown approval policy: ${String(next)}`)
      policy = next
    },
    address: async () => (await wallet()).address,
    requests: () => [...log],
    switchChain: async (chainId) => {
      const state = await wallet()
      if (!state.chains.has(chainId)) throw unrecognizedChain(numberToHex(chainId))
      setActiveChain(chainId)
    },
    disconnect: async () => {
      await wallet()
      connected = false
      remember()
      events.emit("accountsChanged", [])
      events.emit("disconnect", new ProviderRpcError(DISCONNECTED, "The wallet disconnected this site."))
    }
  }
}

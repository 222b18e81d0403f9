/**
 * An EIP-1193 provider as a browser extension is one: it holds a private key, signs messages,
 * typed data and transactions itself, sends raw transactions to the active chain's node, forwards
 * reads to it, knows a set of chains, and asks its "user" (a policy the test sets) before acting.
 */
import { BaseError, createPublicClient, createWalletClient, hexToBigInt, http, isHex, numberToHex } from "viem"
import type { Hex, TypedDataDefinition } from "viem"
import { privateKeyToAccount } from "viem/accounts"

export interface LocalChain {
  readonly chainId: number
  readonly rpcUrl: string
}

export interface LocalAccountWallet {
  readonly request: (args: { readonly method: string; readonly params?: unknown }) => Promise<unknown>
  readonly on: (event: string, listener: (payload: unknown) => void) => void
  readonly removeListener: (event: string, listener: (payload: unknown) => void) => void
  readonly address: Hex
  readonly chainId: () => number
  /** What the user answers to the next prompts. */
  readonly setPolicy: (policy: "approve" | "reject") => void
  readonly methods: () => ReadonlyArray<string>
}

/** A provider error shaped as wallets throw them. */
const providerError = (code: number, message: string) => Object.assign(new Error(message), { code })

/** A viem failure as the provider error a page would get: the node's code and its own words. */
const asProviderError = (error: unknown): Error => {
  if (!(error instanceof BaseError)) return error instanceof Error ? error : new Error(String(error))
  const coded = error.walk((inner) => typeof (inner as { code?: unknown }).code === "number") as { code?: number } | null
  const deepest = error.walk()
  const message = deepest instanceof BaseError ? deepest.details || deepest.shortMessage : deepest.message
  return providerError(coded?.code ?? -32603, message)
}

const PROMPTED = new Set(["eth_requestAccounts", "personal_sign", "eth_signTypedData_v4", "eth_sendTransaction", "wallet_addEthereumChain"])

export const localAccountWallet = (privateKey: Hex, chains: readonly [LocalChain, ...Array<LocalChain>]): LocalAccountWallet => {
  const account = privateKeyToAccount(privateKey)
  const known = new Map(chains.map((chain) => [chain.chainId, chain.rpcUrl]))
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const log: Array<string> = []
  let chainId = chains[0].chainId
  let authorized = false
  let policy: "approve" | "reject" = "approve"

  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }
  const rpcUrl = () => known.get(chainId) ?? chains[0].rpcUrl
  const node = () => createPublicClient({ transport: http(rpcUrl(), { retryCount: 0 }) })
  const signer = () => createWalletClient({ account, transport: http(rpcUrl(), { retryCount: 0 }) })
  const list = (params: unknown): ReadonlyArray<unknown> => (Array.isArray(params) ? params : [])
  const object = (params: unknown): Record<string, unknown> => (list(params)[0] ?? {}) as Record<string, unknown>
  const requireAccess = () => {
    if (!authorized) throw providerError(4100, "The requested account has not been authorized by the user.")
  }

  const handle = async (method: string, params: unknown): Promise<unknown> => {
    if (PROMPTED.has(method) && policy === "reject") throw providerError(4001, "User rejected the request.")
    switch (method) {
      case "eth_requestAccounts":
        authorized = true
        return [account.address]
      case "eth_accounts":
        return authorized ? [account.address] : []
      case "eth_chainId":
        return numberToHex(chainId)
      case "wallet_switchEthereumChain": {
        const target = Number(hexToBigInt(object(params)["chainId"] as Hex))
        if (!known.has(target)) throw providerError(4902, `Unrecognized chain ID "${numberToHex(target)}".`)
        if (target !== chainId) {
          chainId = target
          emit("chainChanged", numberToHex(target))
        }
        return null
      }
      case "wallet_addEthereumChain": {
        const { chainId: hex, rpcUrls } = object(params) as { chainId: Hex; rpcUrls: ReadonlyArray<string> }
        const url = rpcUrls[0]
        const target = Number(hexToBigInt(hex))
        if (url === undefined) throw providerError(-32602, "rpcUrls is required")
        const answered = await createPublicClient({ transport: http(url, { retryCount: 0 }) }).getChainId()
        if (answered !== target) throw providerError(-32602, `The RPC URL answers chain ${answered}, not ${target}`)
        known.set(target, url)
        return null
      }
      case "wallet_revokePermissions":
        authorized = false
        return null
      case "personal_sign": {
        requireAccess()
        const [message] = list(params)
        if (!isHex(message)) throw providerError(-32602, "The message must be hex")
        return account.signMessage({ message: { raw: message } })
      }
      case "eth_signTypedData_v4": {
        requireAccess()
        const parsed = JSON.parse(String(list(params)[1])) as TypedDataDefinition & { types: Record<string, unknown> }
        const { EIP712Domain: _domain, ...types } = parsed.types
        return account.signTypedData({ ...parsed, types } as TypedDataDefinition)
      }
      case "eth_sendTransaction": {
        requireAccess()
        const tx = object(params) as { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }
        return signer().sendTransaction({
          chain: null,
          to: tx.to,
          value: tx.value === undefined ? undefined : hexToBigInt(tx.value),
          data: tx.data,
          gas: tx.gas === undefined ? undefined : hexToBigInt(tx.gas)
        })
      }
      default:
        // Reads go to the active chain's node.
        return node().request({ method: method as "eth_blockNumber", params: params as undefined })
    }
  }

  return {
    request: async ({ method, params }) => {
      log.push(method)
      try {
        return await handle(method, params)
      } catch (error) {
        throw asProviderError(error)
      }
    },
    on: (event, listener) => {
      listeners.set(event, new Set(listeners.get(event)).add(listener))
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
    },
    address: account.address,
    chainId: () => chainId,
    setPolicy: (next) => {
      policy = next
    },
    methods: () => [...log]
  }
}

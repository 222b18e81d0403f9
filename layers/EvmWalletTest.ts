/**
 * The EVM adapter without a wallet library: each operation is the plain EIP-1193 request (the
 * connection's requests are the live layer's own, EvmWalletRequests), and balances are
 * `eth_getBalance` through the RpcTransport. With it comes `scriptedWallet`, an
 * in-memory EIP-1193 provider whose answers, failures and events a test controls.
 */
import { Effect, Layer, Schema } from "effect"
import { transactionFailureOf } from "../core/evm/walletFailureOf.js"
import { EvmWallet } from "../core/services/EvmWallet.js"
import type { TransactionRequest, TypedData } from "../core/services/EvmWallet.js"
import { RpcTransport } from "../core/services/RpcTransport.js"
import { decodeResult, requestWith } from "./EvmWalletEip1193.js"
import { makeEvmWalletRequests } from "./EvmWalletRequests.js"
import type { Eip1193Listener, Eip1193RequestArguments } from "./EvmWalletEip1193.js"

const HexString = Schema.String.pipe(Schema.pattern(/^0x[0-9a-fA-F]*$/))

const quantity = (value: bigint | number): string => `0x${value.toString(16)}`
const utf8Hex = (text: string): string =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, "0")).join("")}`

/** The EIP-712 domain fields in their canonical order and types, as signers expect them listed. */
const DOMAIN_FIELDS = [
  ["name", "string"],
  ["version", "string"],
  ["chainId", "uint256"],
  ["verifyingContract", "address"],
  ["salt", "bytes32"]
] as const

/** `eth_signTypedData_v4` JSON: the domain type is listed from the domain's fields; bigints as decimals. */
export const serializeTypedData = (typedData: TypedData): string => {
  const domain = typedData.domain ?? {}
  const types = {
    EIP712Domain: DOMAIN_FIELDS.filter(([name]) => domain[name] !== undefined).map(([name, type]) => ({ name, type })),
    ...typedData.types
  }
  return JSON.stringify({ domain, message: typedData.message, primaryType: typedData.primaryType, types }, (_key, value: unknown) =>
    typeof value === "bigint" ? value.toString() : value
  )
}

/** The `eth_sendTransaction` object: quantities in hex, fields left out when not given. */
export const transactionObject = (request: TransactionRequest): Record<string, string> => {
  const object: Record<string, string> = { from: request.from }
  if (request.to !== undefined) object["to"] = request.to
  if (request.value !== undefined) object["value"] = quantity(request.value)
  if (request.data !== undefined) object["data"] = request.data
  if (request.gas !== undefined) object["gas"] = quantity(request.gas)
  if (request.nonce !== undefined) object["nonce"] = quantity(request.nonce)
  return object
}

/** The adapter over plain EIP-1193 requests; the node's balance through the RpcTransport. */
export const EvmWalletTest: Layer.Layer<EvmWallet, never, RpcTransport> = Layer.effect(
  EvmWallet,
  Effect.map(RpcTransport, (rpc) =>
    EvmWallet.of({
      ...makeEvmWalletRequests(rpc),
      // Everything is in memory: nothing to load.
      prepare: Effect.void,
      personalSign: (provider, { message, address }) =>
        Effect.flatMap(requestWith(provider, { method: "personal_sign", params: [utf8Hex(message), address] }), (result) =>
          decodeResult("personal_sign", HexString, result)
        ),
      signTypedData: (provider, { address, typedData }) =>
        Effect.flatMap(
          requestWith(provider, { method: "eth_signTypedData_v4", params: [address, serializeTypedData(typedData)] }),
          (result) => decodeResult("eth_signTypedData_v4", HexString, result)
        ),
      sendTransaction: (provider, request) =>
        Effect.flatMap(
          requestWith(provider, { method: "eth_sendTransaction", params: [transactionObject(request)] }, transactionFailureOf),
          (result) => decodeResult("eth_sendTransaction", HexString, result)
        ),
    })
  )
)

// -- The scripted wallet -----------------------------------------------------------------------

/** An error as wallets throw it: an `Error` carrying a JSON-RPC `code`. */
export class ScriptedWalletError extends Error {
  readonly code: number
  readonly data?: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = "ScriptedWalletError"
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export interface ScriptedWalletOptions {
  readonly accounts: ReadonlyArray<string>
  readonly chainId: number
  /** Chains the wallet can switch to without adding them first; the active one always. */
  readonly chains?: ReadonlyArray<number>
  /** The site was allowed before, so `eth_accounts` answers the accounts. Default false. */
  readonly authorized?: boolean
}

export type ScriptedHandler = (params: unknown) => unknown

/** An in-memory EIP-1193 provider standing for a browser-extension wallet. */
export interface ScriptedWallet {
  readonly request: (args: Eip1193RequestArguments) => Promise<unknown>
  readonly on: (event: string, listener: Eip1193Listener) => ScriptedWallet
  readonly removeListener: (event: string, listener: Eip1193Listener) => ScriptedWallet
  /** Every request received, oldest first. */
  readonly requests: () => ReadonlyArray<Eip1193RequestArguments>
  /** The methods of the requests received, oldest first. */
  readonly methods: () => ReadonlyArray<string>
  /** Replaces the wallet's answer to `method` (a thrown ScriptedWalletError is its error; a promise is awaited). */
  readonly answer: (method: string, handler: ScriptedHandler) => void
  /** The next `times` requests of `method` fail with `code` (default: every one until `answer` replaces it). */
  readonly fail: (method: string, code: number, message: string, times?: number) => void
  readonly accounts: () => ReadonlyArray<string>
  readonly chainId: () => number
  readonly authorized: () => boolean
  readonly listenerCount: (event: string) => number
  /** The user picks other accounts in the wallet (`accountsChanged`). */
  readonly changeAccounts: (accounts: ReadonlyArray<string>) => void
  /** The user picks another chain in the wallet (`chainChanged` with the hex id). */
  readonly changeChain: (chainId: number) => void
  /** Emits any event, as a misbehaving or unusual wallet might. */
  readonly emit: (event: string, payload: unknown) => void
}

/** A stand-in signature: 65 bytes derived from the request, not a real ECDSA signature. */
const scriptedSignature = (seed: string): string => {
  let hex = ""
  for (let index = 0; hex.length < 130; index++) hex += (seed.charCodeAt(index % Math.max(seed.length, 1)) ^ index).toString(16).padStart(2, "0")
  return `0x${hex.slice(0, 130)}`
}

export const scriptedWallet = (options: ScriptedWalletOptions): ScriptedWallet => {
  let accounts = [...options.accounts]
  let chainId = options.chainId
  let authorized = options.authorized ?? false
  const chains = new Set([chainId, ...(options.chains ?? [])])
  const log: Array<Eip1193RequestArguments> = []
  const handlers = new Map<string, ScriptedHandler>()
  const failures = new Map<string, { code: number; message: string; left: number }>()
  const listeners = new Map<string, Set<Eip1193Listener>>()
  let sent = 0

  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }
  const requireAccess = (address?: unknown) => {
    if (!authorized) throw new ScriptedWalletError(4100, "The site is not authorized")
    if (address !== undefined && !accounts.some((a) => a.toLowerCase() === String(address).toLowerCase())) {
      throw new ScriptedWalletError(4100, `Unknown account ${String(address)}`)
    }
  }
  const first = (params: unknown): Record<string, unknown> =>
    (Array.isArray(params) && typeof params[0] === "object" && params[0] !== null ? params[0] : {}) as Record<string, unknown>

  const defaults: Record<string, ScriptedHandler> = {
    eth_requestAccounts: () => {
      authorized = true
      return [...accounts]
    },
    eth_accounts: () => (authorized ? [...accounts] : []),
    eth_chainId: () => quantity(chainId),
    wallet_switchEthereumChain: (params) => {
      const target = Number.parseInt(String(first(params)["chainId"]), 16)
      if (!chains.has(target)) throw new ScriptedWalletError(4902, `Unrecognized chain ID "${quantity(target)}"`)
      if (target !== chainId) {
        chainId = target
        emit("chainChanged", quantity(target))
      }
      return null
    },
    wallet_addEthereumChain: (params) => {
      chains.add(Number.parseInt(String(first(params)["chainId"]), 16))
      return null
    },
    wallet_revokePermissions: () => {
      authorized = false
      return null
    },
    personal_sign: (params) => {
      const [message, address] = Array.isArray(params) ? params : []
      requireAccess(address)
      return scriptedSignature(`${String(address)}:${String(message)}`)
    },
    eth_signTypedData_v4: (params) => {
      const [address, data] = Array.isArray(params) ? params : []
      requireAccess(address)
      return scriptedSignature(`${String(address)}:${String(data)}`)
    },
    eth_sendTransaction: (params) => {
      requireAccess(first(params)["from"])
      sent += 1
      return `0x${sent.toString(16).padStart(64, "0")}`
    }
  }

  const wallet: ScriptedWallet = {
    request: async (args) => {
      log.push(args.params === undefined ? { method: args.method } : { method: args.method, params: args.params })
      const failure = failures.get(args.method)
      if (failure !== undefined && failure.left > 0) {
        failure.left -= 1
        throw new ScriptedWalletError(failure.code, failure.message)
      }
      const handler = handlers.get(args.method) ?? defaults[args.method]
      if (handler === undefined) throw new ScriptedWalletError(4200, `Unsupported method ${args.method}`)
      return await handler(args.params)
    },
    on: (event, listener) => {
      listeners.set(event, new Set(listeners.get(event)).add(listener))
      return wallet
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
      return wallet
    },
    requests: () => [...log],
    methods: () => log.map((entry) => entry.method),
    answer: (method, handler) => {
      failures.delete(method)
      handlers.set(method, handler)
    },
    fail: (method, code, message, times = Number.POSITIVE_INFINITY) => {
      failures.set(method, { code, message, left: times })
    },
    accounts: () => [...accounts],
    chainId: () => chainId,
    authorized: () => authorized,
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
    changeAccounts: (next) => {
      accounts = [...next]
      emit("accountsChanged", [...next])
    },
    changeChain: (next) => {
      chains.add(next)
      chainId = next
      emit("chainChanged", quantity(next))
    },
    emit
  }
  return wallet
}

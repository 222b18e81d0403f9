/**
 * A second wallet, written here rather than in devnet/, so the browser journeys prove that the
 * modal follows the standards and not the dev wallet's habits. In the page it is a plain EIP-1193
 * provider (request, on, removeListener) announced with mipd's `announceProvider`, installed the
 * way an extension's content script is: before any of the page's own scripts, on every page and
 * reload of the browser context.
 *
 * Its "extension" half runs in Node: each request crosses a Playwright binding, where the wallet
 * holds its own key (a viem local account), signs, remembers which chain it is on and whether the
 * site is connected, and forwards every other call to the anvil node of that chain.
 */
import { randomUUID } from "node:crypto"
import type { BrowserContext } from "playwright-core"
import {
  createWalletClient,
  hexToBigInt,
  http,
  numberToHex,
  type Address,
  type Hex,
  type TypedDataDefinition
} from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { mipdForPages } from "./mipdForPages.js"

export interface TestWalletChain {
  readonly chainId: number
  readonly rpcUrl: string
}

export interface TestWalletOptions {
  readonly name: string
  readonly rdns: string
  /** The chains the wallet knows (others answer 4902); it starts on the first. */
  readonly chains: ReadonlyArray<TestWalletChain>
  /** Its key; a fresh one when left out. */
  readonly privateKey?: Hex
}

/** How the wallet's user answers each prompt; "wait" leaves it open until the policy changes. */
export type TestWalletPolicy = "approve" | "reject" | "wait"

export interface TestWallet {
  readonly name: string
  readonly rdns: string
  readonly address: Address
  readonly chainId: () => number
  readonly isConnected: () => boolean
  /** Whether the wallet's user approves (the default), rejects or leaves open each prompt. */
  readonly setPolicy: (policy: TestWalletPolicy) => void
  /** The user picks another chain in the wallet: `chainChanged` goes to every page. */
  readonly switchChain: (chainId: number) => Promise<void>
  /** The methods the pages asked for, oldest first. */
  readonly requests: () => ReadonlyArray<string>
  /** The user picks another account (its key): `accountsChanged` goes to every page. Answers its address. */
  readonly switchAccount: (privateKey: Hex) => Promise<Address>
}

interface RpcRequest {
  readonly method: string
  readonly params?: ReadonlyArray<unknown> | undefined
}

type RpcAnswer = { readonly result: unknown } | { readonly error: { readonly code: number; readonly message: string } }

class WalletRefusal extends Error {
  constructor(
    readonly code: number,
    message: string
  ) {
    super(message)
  }
}

const USER_REJECTED = () => new WalletRefusal(4001, "User rejected the request.")
const UNAUTHORIZED = () => new WalletRefusal(4100, "The requested account has not been authorized by the user.")

/** Methods the wallet's user must approve; everything else it does by itself. */
const PROMPTED = new Set(["eth_requestAccounts", "personal_sign", "eth_signTypedData_v4", "eth_sendTransaction", "wallet_switchEthereumChain", "wallet_addEthereumChain"])

/** A square icon as a data URI, as EIP-6963 asks. */
const iconOf = (name: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#0f766e"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${name.charAt(0)}</text></svg>`
  ).toString("base64")}`

interface PageSideArguments {
  readonly binding: string
  readonly emitter: string
  readonly info: { readonly uuid: string; readonly name: string; readonly icon: string; readonly rdns: string }
}

/** Runs in the page before its scripts: the provider object, and its announcement. */
const installInPage = ({ binding, emitter, info }: PageSideArguments): void => {
  type Listener = (payload: unknown) => void
  const host = window as unknown as Record<string, unknown>
  const call = host[binding] as (request: { method: string; params?: unknown }) => Promise<RpcAnswer>
  const listeners = new Map<string, Set<Listener>>()
  const provider = {
    request: async (request: { method: string; params?: unknown }) => {
      const answer = await call({ method: request.method, params: request.params })
      if ("error" in answer) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
      return answer.result
    },
    on: (event: string, listener: Listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      return provider
    },
    removeListener: (event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener)
      return provider
    }
  }
  host[emitter] = (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload))
  const mipd = host["testWalletMipd"] as { announceProvider: (detail: unknown) => void }
  mipd.announceProvider({ info: Object.freeze({ ...info }), provider })
}

/** Installs the wallet in every page (and reload) of `context`. */
export const installTestWallet = async (context: BrowserContext, options: TestWalletOptions): Promise<TestWallet> => {
  let account = privateKeyToAccount(options.privateKey ?? generatePrivateKey())
  const id = randomUUID()
  const binding = `testWallet_${id.replaceAll("-", "")}`
  const emitter = `${binding}_emit`
  const known = new Map(options.chains.map((chain) => [chain.chainId, chain]))
  let chainId = options.chains[0]?.chainId ?? 1
  let connected = false
  let policy: TestWalletPolicy = "approve"
  /** Prompts left open under "wait", answered when the policy changes. */
  let decided: Array<() => void> = []
  const asked: Array<string> = []

  const emit = async (event: string, payload: unknown) => {
    await Promise.all(
      context.pages().map((page) =>
        page
          .evaluate(({ emitter, event, payload }) => (window as unknown as Record<string, (e: string, p: unknown) => void>)[emitter]?.(event, payload), {
            emitter,
            event,
            payload
          })
          .catch(() => undefined)
      )
    )
  }

  const node = () => {
    const chain = known.get(chainId)
    if (chain === undefined) throw new WalletRefusal(4901, `Chain ${chainId} is not connected`)
    return createWalletClient({
      account,
      chain: { id: chain.chainId, name: `Local ${chain.chainId}`, nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } },
      transport: http(chain.rpcUrl, { retryCount: 0 })
    })
  }

  const requireAccount = (address: unknown) => {
    if (!connected) throw UNAUTHORIZED()
    if (typeof address !== "string" || address.toLowerCase() !== account.address.toLowerCase()) throw UNAUTHORIZED()
  }

  const switchTo = async (next: number) => {
    if (!known.has(next)) throw new WalletRefusal(4902, `Unrecognized chain ID ${numberToHex(next)}. Try adding the chain using wallet_addEthereumChain first.`)
    if (next === chainId) return
    chainId = next
    await emit("chainChanged", numberToHex(next))
  }

  const handle = async ({ method, params = [] }: RpcRequest): Promise<unknown> => {
    while (PROMPTED.has(method) && policy === "wait") await new Promise<void>((resolve) => decided.push(resolve))
    if (PROMPTED.has(method) && policy === "reject") throw USER_REJECTED()
    switch (method) {
      case "eth_chainId":
        return numberToHex(chainId)
      case "eth_accounts":
        return connected ? [account.address] : []
      case "eth_requestAccounts":
        if (!connected) {
          connected = true
          await emit("connect", { chainId: numberToHex(chainId) })
          await emit("accountsChanged", [account.address])
        }
        return [account.address]
      case "wallet_requestPermissions":
        connected = true
        return [{ parentCapability: "eth_accounts" }]
      case "wallet_revokePermissions":
        connected = false
        await emit("accountsChanged", [])
        return null
      case "personal_sign": {
        const [data, address] = params as [Hex, string]
        requireAccount(address)
        return account.signMessage({ message: { raw: data } })
      }
      case "eth_signTypedData_v4": {
        const [address, typedData] = params as [string, string]
        requireAccount(address)
        return account.signTypedData(JSON.parse(typedData) as TypedDataDefinition)
      }
      case "eth_sendTransaction": {
        const [transaction] = params as [{ from: string; to?: Address; value?: Hex; data?: Hex; gas?: Hex }]
        requireAccount(transaction.from)
        return node().sendTransaction({
          to: transaction.to ?? null,
          value: transaction.value === undefined ? undefined : hexToBigInt(transaction.value),
          data: transaction.data,
          gas: transaction.gas === undefined ? undefined : hexToBigInt(transaction.gas)
        })
      }
      case "wallet_switchEthereumChain": {
        const [{ chainId: requested }] = params as [{ chainId: Hex }]
        await switchTo(Number(hexToBigInt(requested)))
        return null
      }
      case "wallet_addEthereumChain": {
        // Only the local nodes are reachable, so a chain it does not already know cannot be added.
        const [{ chainId: requested }] = params as [{ chainId: Hex }]
        if (!known.has(Number(hexToBigInt(requested)))) throw new WalletRefusal(-32603, "Only the local chains can be added")
        return null
      }
      default: {
        if (method.startsWith("wallet_") || method.startsWith("eth_sign")) throw new WalletRefusal(4200, `${method} is not supported`)
        return node().request({ method, params } as never)
      }
    }
  }

  await context.exposeBinding(binding, async (_source, request: RpcRequest): Promise<RpcAnswer> => {
    asked.push(request.method)
    try {
      return { result: await handle(request) }
    } catch (error) {
      if (error instanceof WalletRefusal) return { error: { code: error.code, message: error.message } }
      const { code, message } = error as { code?: unknown; message?: unknown }
      return { error: { code: typeof code === "number" ? code : -32603, message: typeof message === "string" ? message.split("\n")[0]! : String(error) } }
    }
  })
  await context.addInitScript({ content: await mipdForPages() })
  await context.addInitScript(installInPage, {
    binding,
    emitter,
    info: { uuid: id, name: options.name, icon: iconOf(options.name), rdns: options.rdns }
  } satisfies PageSideArguments)

  return {
    name: options.name,
    rdns: options.rdns,
    get address() {
      return account.address
    },
    chainId: () => chainId,
    isConnected: () => connected,
    setPolicy: (next) => {
      policy = next
      const waiting = decided
      decided = []
      for (const resume of waiting) resume()
    },
    switchChain: switchTo,
    requests: () => [...asked],
    switchAccount: async (privateKey) => {
      account = privateKeyToAccount(privateKey)
      if (connected) await emit("accountsChanged", [account.address])
      return account.address
    }
  }
}

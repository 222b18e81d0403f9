/**
 * What the wallet page does once a person approves a request: signs with its local viem account,
 * or sends on the request's chain through that chain's own node (the account is not unlocked
 * there, so viem signs and sends the raw transaction). A malformed request is refused with the
 * JSON-RPC error the dev wallet gives for it.
 */
import { BaseError, createPublicClient, createWalletClient, http, isAddressEqual, isHex, numberToHex, type Hex, type TypedDataDefinition } from "viem"
import { privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts"
import { viemChain } from "../chains/viemChain.js"
import { INTERNAL_ERROR, ProviderRpcError, invalidParams, unauthorized, unrecognizedChain, unsupportedMethod } from "../wallet/ProviderRpcError.js"
import { chainIdParam, personalSignParams, typedDataParams } from "../wallet/requestParams.js"
import { sendQueued } from "../wallet/sendQueued.js"
import { transactionFields } from "../wallet/transactionRequest.js"
import { chainNumber, type ChainInfo, type IncomingRequest } from "./describeRequest.js"

export interface PageChain extends ChainInfo {
  readonly rpcUrl: string
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number }
}

/** An approved request's outcome: the JSON-RPC result, and the chain to make active, if any. */
export interface Answer {
  readonly result: unknown
  readonly switchTo?: number
}

export interface RpcErrorBody {
  readonly code: number
  readonly message: string
}

export interface PageSigner {
  readonly address: Hex
  /** Carries out an approved request; fails with an {@link RpcErrorBody}. */
  readonly answer: (request: IncomingRequest, activeChainId: number) => Promise<Answer>
}

const isErrorBody = (value: unknown): value is RpcErrorBody =>
  typeof value === "object" && value !== null && typeof (value as RpcErrorBody).code === "number" && typeof (value as RpcErrorBody).message === "string"

/** Any failure as the error body of a JSON-RPC response: the node's code when it gave one. */
export const rpcErrorOf = (error: unknown): RpcErrorBody => {
  if (error instanceof ProviderRpcError) return { code: error.code, message: error.message }
  if (isErrorBody(error)) return { code: error.code, message: error.message }
  if (error instanceof BaseError) {
    const coded = error.walk((inner) => typeof (inner as { code?: unknown }).code === "number") as { code?: number } | null
    return { code: coded?.code ?? INTERNAL_ERROR, message: error.shortMessage }
  }
  return { code: INTERNAL_ERROR, message: error instanceof Error ? error.message : String(error) }
}

export const makePageSigner = (privateKey: Hex, chains: ReadonlyArray<PageChain>): PageSigner => {
  const account: PrivateKeyAccount = privateKeyToAccount(privateKey)
  const clients = new Map(
    chains.map((chain) => {
      const transport = http(chain.rpcUrl, { retryCount: 0 })
      const viem = viemChain(chain, chain.rpcUrl)
      return [
        chain.chainId,
        {
          publicClient: createPublicClient({ chain: viem, transport }),
          walletClient: createWalletClient({ account, chain: viem, transport }),
          // Sends on one chain one at a time, so each takes the next nonce.
          queue: Promise.resolve() as Promise<unknown>
        }
      ]
    })
  )

  const requireSelf = (address: string | undefined) => {
    if (address !== undefined && !(isHex(address) && address.length === 42 && isAddressEqual(address, account.address))) throw unauthorized()
  }

  const send = async (request: IncomingRequest): Promise<Hex> => {
    const chainId = chainNumber(request.chainId)
    const entry = chainId === undefined ? undefined : clients.get(chainId)
    if (chainId === undefined || entry === undefined) throw unrecognizedChain(request.chainId)
    const fields = transactionFields(request.params)
    requireSelf(fields.from)
    if (fields.chainId !== undefined && fields.chainId !== chainId) {
      throw invalidParams(`chainId ${numberToHex(fields.chainId)} does not match the request's chain ${numberToHex(chainId)}`)
    }
    return sendQueued(entry, account, fields)
  }

  const answer = async (request: IncomingRequest, activeChainId: number): Promise<Answer> => {
    switch (request.method) {
      case "eth_accounts":
        return { result: [account.address] }
      case "eth_chainId":
        return { result: numberToHex(activeChainId) }
      case "personal_sign": {
        const { message, address } = personalSignParams(request.params)
        requireSelf(address)
        return { result: await account.signMessage({ message: isHex(message) ? { raw: message } : message }) }
      }
      case "eth_signTypedData_v4": {
        const { address, typedData } = typedDataParams(request.params)
        requireSelf(address)
        const signature = await account.signTypedData(typedData as unknown as TypedDataDefinition).catch((error: unknown) => {
          throw invalidParams(rpcErrorOf(error).message)
        })
        return { result: signature }
      }
      case "eth_sendTransaction":
        return { result: await send(request) }
      case "wallet_switchEthereumChain":
      case "wallet_addEthereumChain": {
        // Only the local chains can be reached; adding one of them switches to it, as extensions do.
        const { chainId, hex } = chainIdParam(request.params)
        if (!clients.has(chainId)) throw unrecognizedChain(hex)
        return { result: null, switchTo: chainId }
      }
      default:
        throw unsupportedMethod(request.method)
    }
  }

  return {
    address: account.address,
    answer: (request, activeChainId) =>
      answer(request, activeChainId).catch((error: unknown) => {
        throw rpcErrorOf(error)
      })
  }
}

/**
 * A logged-in user's wallet on the site's chains (WIRE §4.5): reads go to the chain's node and
 * user-operation queries to its bundler; signing and sending use the user's key (kept by the
 * site, never by a node), `wallet_sendCalls` sending its calls one after the other, or, where the
 * user's smart account is active, that account (smartAccount/); anything the site does not carry
 * out is refused with 4200 (EIP-1193 unsupported method), never answered with a made-up result.
 */
import { createPublicClient, http, numberToHex, type Hex, type PublicClient, type TransactionReceipt } from "viem"
import { randomBytes } from "node:crypto"
import { viemChain } from "../chains/viemChain.js"
import { makePageSigner, type PageSigner } from "../walletconnect-wallet/pageSigner.js"
import { UNRECOGNIZED_CHAIN, UNSUPPORTED_METHOD } from "../wallet/ProviderRpcError.js"
import { forwardRpc } from "./forwardRpc.js"
import { BUNDLER_METHODS, FORWARDED_METHODS, needsApproval } from "./rpcMethods.js"
import type { SecureSiteStore, SiteUser } from "./SecureSiteStore.js"
import type { SiteChain } from "./SiteChain.js"
import { SiteError } from "./SiteError.js"
import { grantPermissions, revokePermissions } from "./smartAccount/grantedPermissions.js"
import { makeSiteSmartAccounts, type SiteSmartAccounts } from "./smartAccount/siteSmartAccounts.js"
import { makeSmartAccountWallet } from "./smartAccount/smartAccountWallet.js"
import type { PermissionRequester, PermissionsListener } from "./smartAccount/permissionsListener.js"
import { getAssets, getAssetsRequestOf } from "./walletAssets.js"

export interface RpcCall {
  readonly method: string
  readonly params?: unknown
  readonly chainId: number
  /** The app that asked, where the request came through the frame. */
  readonly requester?: PermissionRequester
}

interface CallsBatch {
  readonly chainId: number
  readonly hashes: ReadonlyArray<Hex>
}

export interface UserWallets {
  /** Answers one RPC request of `user`; approval is checked by the caller. */
  readonly request: (user: SiteUser, call: RpcCall) => Promise<unknown>
  readonly clientOf: (chainId: number) => PublicClient
  /** The users' smart accounts on the chains with account abstraction. */
  readonly smartAccounts: SiteSmartAccounts
}

const rpcErrorOf = (error: unknown): SiteError => {
  if (error instanceof SiteError) return error
  const body = error as { code?: unknown; message?: unknown }
  return new SiteError(typeof body.message === "string" ? body.message : String(error), typeof body.code === "number" ? body.code : -32603)
}

export const makeUserWallets = (chains: ReadonlyArray<SiteChain>, store: SecureSiteStore, permissions?: PermissionsListener): UserWallets => {
  const clients = new Map(
    chains.map((chain) => [chain.chainId, createPublicClient({ chain: viemChain(chain, chain.rpcUrl), transport: http(chain.rpcUrl, { retryCount: 0 }) })])
  )
  const signers = new Map<string, PageSigner>()
  const batches = new Map<string, CallsBatch>()

  const chainOf = (chainId: number): SiteChain => {
    const chain = chains.find((entry) => entry.chainId === chainId)
    if (chain === undefined) throw new SiteError(`Unrecognized chain ID "${numberToHex(chainId)}"`, UNRECOGNIZED_CHAIN)
    return chain
  }
  const clientOf = (chainId: number): PublicClient => {
    const client = clients.get(chainId)
    if (client === undefined) throw new SiteError(`Unrecognized chain ID "${numberToHex(chainId)}"`, UNRECOGNIZED_CHAIN)
    return client as PublicClient
  }
  const signerOf = (user: SiteUser): PageSigner => {
    const known = signers.get(user.address)
    if (known !== undefined) return known
    const signer = makePageSigner(user.privateKey, chains)
    signers.set(user.address, signer)
    return signer
  }
  const sign = async (user: SiteUser, method: string, params: unknown, chainId: number): Promise<unknown> => {
    const answer = await signerOf(user)
      .answer({ method, params, chainId: `eip155:${chainId}` }, chainId)
      .catch((error: unknown) => {
        throw rpcErrorOf(error)
      })
    return answer.result
  }

  const smartAccounts = makeSiteSmartAccounts(chains, clientOf)
  const smartAccountWallet = makeSmartAccountWallet(smartAccounts)

  const sendCalls = async (user: SiteUser, params: unknown, chainId: number): Promise<{ readonly id: string }> => {
    const request = (Array.isArray(params) ? params[0] : undefined) as
      | { readonly chainId?: unknown; readonly calls: ReadonlyArray<{ readonly to: string; readonly data?: string; readonly value?: string }> }
      | undefined
    if (request === undefined) throw new SiteError("Invalid parameters: expected [{ calls }]", -32602)
    const hashes: Array<Hex> = []
    // One after the other: each call is its own transaction, sent once the one before is mined.
    for (const call of request.calls) {
      const hash = (await sign(user, "eth_sendTransaction", [{ from: user.address, to: call.to, data: call.data, value: call.value }], chainId)) as Hex
      await clientOf(chainId).waitForTransactionReceipt({ hash, pollingInterval: 50 })
      hashes.push(hash)
    }
    const id = `0x${randomBytes(32).toString("hex")}`
    batches.set(id, { chainId, hashes })
    return { id }
  }

  const callsStatus = async (params: unknown, chainId: number) => {
    const id = Array.isArray(params) ? params[0] : undefined
    const batch = typeof id === "string" ? batches.get(id) : undefined
    const userOperation = batch === undefined && typeof id === "string" ? await smartAccountWallet.callsStatus(id, chainId) : undefined
    if (userOperation !== undefined) return userOperation
    if (batch === undefined) throw new SiteError("Unknown bundle id", 5730)
    const client = clientOf(batch.chainId)
    const receipts = await Promise.all(batch.hashes.map((hash) => client.getTransactionReceipt({ hash }).catch(() => undefined)))
    const mined = receipts.filter((receipt): receipt is TransactionReceipt => receipt !== undefined)
    const failed = mined.some((receipt) => receipt.status !== "success")
    return {
      version: "2.0.0",
      id,
      chainId: numberToHex(batch.chainId),
      // EIP-5792: 100 pending, 200 confirmed, 500 failed off-chain or reverted.
      status: failed ? 500 : mined.length === batch.hashes.length ? 200 : 100,
      atomic: false,
      receipts: mined.map((receipt) => ({
        logs: receipt.logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
        status: receipt.status === "success" ? "0x1" : "0x0",
        blockHash: receipt.blockHash,
        blockNumber: numberToHex(receipt.blockNumber),
        gasUsed: numberToHex(receipt.gasUsed),
        transactionHash: receipt.transactionHash
      }))
    }
  }

  /**
   * Per chain: atomic batches where the smart account acts (EIP-5792 v2 `atomic`, and the earlier
   * drafts' `atomicBatch`), none where the key does (its calls go one after the other); asset
   * discovery everywhere.
   */
  const capabilities = (user: SiteUser, params: unknown) => {
    const asked = Array.isArray(params) && Array.isArray(params[1]) ? (params[1] as ReadonlyArray<unknown>).map(String) : undefined
    return Object.fromEntries(
      chains
        .filter((chain) => asked === undefined || asked.includes(numberToHex(chain.chainId)))
        .map((chain) => [
          numberToHex(chain.chainId),
          smartAccounts.activeTypeOf(user, chain.chainId) === "smartAccount"
            ? { atomic: { status: "supported" }, atomicBatch: { supported: true }, assetDiscovery: { supported: true } }
            : { assetDiscovery: { supported: true } }
        ])
    )
  }

  /** The address that acts for `user` on `chainId`: its smart account's or its key's. */
  const activeAddressOf = async (user: SiteUser, chainId: number): Promise<Hex> =>
    smartAccounts.activeTypeOf(user, chainId) === "smartAccount" ? smartAccounts.addressOf(user, chainId) : user.address

  const request = async (user: SiteUser, call: RpcCall): Promise<unknown> => {
    const chain = chainOf(call.chainId)
    if (FORWARDED_METHODS.has(call.method)) return forwardRpc(chain.rpcUrl, call.method, call.params)
    if (BUNDLER_METHODS.has(call.method)) return smartAccounts.forward(chain.chainId, call.method, call.params)
    if (smartAccounts.activeTypeOf(user, chain.chainId) === "smartAccount") {
      const answered = await smartAccountWallet.request(user, call.method, call.params, chain.chainId)
      if (answered !== undefined) return answered.result
    }
    switch (call.method) {
      case "eth_accounts":
        return [user.address]
      case "eth_chainId":
        return numberToHex(chain.chainId)
      case "wallet_getCapabilities":
        return capabilities(user, call.params)
      case "wallet_getCallsStatus":
        return callsStatus(call.params, chain.chainId)
      case "wallet_grantPermissions":
        return grantPermissions(
          store,
          user,
          { account: await activeAddressOf(user, chain.chainId), chainId: chain.chainId, requester: call.requester },
          call.params,
          permissions
        )
      case "wallet_revokePermissions":
        return revokePermissions(store, user, call.params, permissions)
      case "wallet_getAssets":
        return getAssets(getAssetsRequestOf(call.params, chains), chains, clientOf)
      case "wallet_sendCalls":
        return sendCalls(user, call.params, chain.chainId)
      default:
        if (needsApproval(call.method)) return sign(user, call.method, call.params, chain.chainId)
        throw new SiteError(`The requested method is not supported by this wallet: ${call.method}`, UNSUPPORTED_METHOD)
    }
  }

  return { request, clientOf, smartAccounts }
}

/**
 * The RPC of a user whose smart account is active (SPEC §6, WIRE §4.5): it is the account
 * `eth_accounts` names; a transaction or a `wallet_sendCalls` batch is one user operation through
 * the chain's bundler (the batch atomic); messages and typed data are signed by the account, so
 * they verify by ERC-6492 before it is deployed and ERC-1271 after.
 */
import { BaseError, decodeErrorResult, isAddressEqual, isHex, numberToHex, type Address, type Hex, type TypedDataDefinition } from "viem"
import type { UserOperationReceipt } from "viem/account-abstraction"
import { INTERNAL_ERROR, INVALID_PARAMS, UNAUTHORIZED } from "../../wallet/ProviderRpcError.js"
import { personalSignParams, typedDataParams } from "../../wallet/requestParams.js"
import { transactionFields } from "../../wallet/transactionRequest.js"
import { rpcErrorOf } from "../../walletconnect-wallet/pageSigner.js"
import type { SiteUser } from "../SecureSiteStore.js"
import { SiteError } from "../SiteError.js"
import { sendCallsParams } from "./sendCallsParams.js"
import type { SiteSmartAccounts, SmartAccountCall } from "./siteSmartAccounts.js"
import { userOperationCallsStatus } from "./userOperationCallsStatus.js"

export interface SmartAccountWallet {
  /** Answers `method` with `user`'s smart account on `chainId`, or undefined when it is not one of its methods. */
  readonly request: (user: SiteUser, method: string, params: unknown, chainId: number) => Promise<{ readonly result: unknown } | undefined>
  /** The EIP-5792 status of a batch it sent, or undefined when `id` is none of its operations. */
  readonly callsStatus: (id: string, chainId: number) => Promise<ReturnType<typeof userOperationCallsStatus> | undefined>
}

const notThisAccount = () => new SiteError("The requested account has not been authorized by the user.", UNAUTHORIZED)

/** The revert data as words: an `Error(string)` or `Panic(uint)`, else the bytes. */
const revertReasonOf = (data: string | undefined): string => {
  if (data === undefined || !isHex(data) || data === "0x") return ""
  try {
    const decoded = decodeErrorResult({ data })
    return `: ${decoded.args?.map(String).join(", ") ?? decoded.errorName}`
  } catch {
    return `: ${data}`
  }
}

/** ERC-7769's code for a user operation whose execution reverted in the bundler's simulation. */
const USER_OPERATION_REVERTED = -32521

/** An `Error(string)` or `Panic(uint256)` payload quoted in a bundler's message. */
const QUOTED_REVERT = /0x(?:08c379a0|4e487b71)[0-9a-fA-F]*/

/**
 * A failure to send as the JSON-RPC error the app gets: a revert (mined, or found by the bundler's
 * simulation) as 'execution reverted' with its reason in words, code -32603; else the bundler's words.
 */
const sendErrorOf = (error: unknown): SiteError => {
  if (error instanceof SiteError) return error
  const body = rpcErrorOf(error)
  const details = error instanceof BaseError && error.details !== "" ? error.details : undefined
  const message = details === undefined || body.message.includes(details) ? body.message : `${body.message} ${details}`
  if (body.code !== USER_OPERATION_REVERTED && !/revert/i.test(message)) return new SiteError(message, body.code)
  const quoted = QUOTED_REVERT.exec(message)?.[0]
  return new SiteError(quoted === undefined ? message : `execution reverted${revertReasonOf(quoted)}`, INTERNAL_ERROR)
}

export const makeSmartAccountWallet = (accounts: SiteSmartAccounts): SmartAccountWallet => {
  /** The chain of each operation sent as a batch, for its status. */
  const batches = new Map<string, number>()

  const requireAccount = async (user: SiteUser, chainId: number, named: string | undefined): Promise<Address> => {
    const address = await accounts.addressOf(user, chainId)
    if (named !== undefined && !(isHex(named) && named.length === 42 && isAddressEqual(named, address))) throw notThisAccount()
    return address
  }

  const mined = async (chainId: number, hash: Hex): Promise<UserOperationReceipt> => {
    const receipt = await accounts.waitForReceipt(chainId, hash)
    if (!receipt.success) throw new SiteError(`execution reverted${revertReasonOf(receipt.reason)}`, INTERNAL_ERROR)
    return receipt
  }

  const requireChain = (named: number | undefined, chainId: number) => {
    if (named !== undefined && named !== chainId) {
      throw new SiteError(`Invalid parameters: chainId ${numberToHex(named)} does not match the request's chain ${numberToHex(chainId)}`, INVALID_PARAMS)
    }
  }

  const sendTransaction = async (user: SiteUser, params: unknown, chainId: number): Promise<Hex> => {
    const fields = transactionFields(params)
    await requireAccount(user, chainId, fields.from)
    requireChain(fields.chainId, chainId)
    if (fields.to === undefined) throw new SiteError("Invalid parameters: a smart account cannot create a contract", INVALID_PARAMS)
    const call: SmartAccountCall = { to: fields.to, value: fields.value, data: fields.data }
    const receipt = await mined(chainId, await accounts.send(user, chainId, [call]))
    return receipt.receipt.transactionHash
  }

  const sendCalls = async (user: SiteUser, params: unknown, chainId: number): Promise<{ readonly id: Hex }> => {
    const { from, chainId: named, calls } = sendCallsParams(params)
    await requireAccount(user, chainId, from)
    requireChain(named, chainId)
    const id = await accounts.send(user, chainId, calls)
    batches.set(id.toLowerCase(), chainId)
    return { id }
  }

  const answer = async (user: SiteUser, method: string, params: unknown, chainId: number): Promise<{ readonly result: unknown } | undefined> => {
    switch (method) {
      case "eth_accounts":
        return { result: [await accounts.addressOf(user, chainId)] }
      case "personal_sign": {
        const { message, address } = personalSignParams(params)
        await requireAccount(user, chainId, address)
        const account = await accounts.accountOf(user, chainId)
        return { result: await account.signMessage({ message: isHex(message) ? { raw: message } : message }) }
      }
      case "eth_signTypedData_v4": {
        const { address, typedData } = typedDataParams(params)
        await requireAccount(user, chainId, address)
        const account = await accounts.accountOf(user, chainId)
        const signature = await account.signTypedData(typedData as unknown as TypedDataDefinition).catch((error: unknown) => {
          throw new SiteError(`Invalid parameters: ${rpcErrorOf(error).message}`, INVALID_PARAMS)
        })
        return { result: signature }
      }
      case "eth_sendTransaction":
        return { result: await sendTransaction(user, params, chainId) }
      case "wallet_sendCalls":
        return { result: await sendCalls(user, params, chainId) }
      default:
        return undefined
    }
  }

  return {
    request: (user, method, params, chainId) =>
      answer(user, method, params, chainId).catch((error: unknown) => {
        throw sendErrorOf(error)
      }),
    callsStatus: async (id, chainId) => {
      if (!isHex(id) || id.length !== 66) return undefined
      const batchChain = batches.get(id.toLowerCase())
      // An operation sent before a restart of the site: the request's chain's bundler may know it.
      const on = batchChain ?? (accounts.isEnabled(chainId) ? chainId : undefined)
      if (on === undefined) return undefined
      const receipt = await accounts.receiptOf(on, id)
      if (receipt === undefined && batchChain === undefined && (await accounts.forward(on, "eth_getUserOperationByHash", [id])) === null) return undefined
      return userOperationCallsStatus(id, on, receipt)
    }
  }
}

/**
 * The users' smart accounts (SPEC §6) on the site's chains with account abstraction (SiteChain.ts):
 * each user's DoorwayAccount, owned by its key, at the factory's counterfactual address (the same
 * on every chain with the same factory), deployed by its first user operation. User operations go
 * to the chain's bundler; one account's operations wait for the one before to be mined, so the
 * first alone carries the deployment.
 */
import { http, type Address, type Hex, type PublicClient } from "viem"
import {
  createBundlerClient,
  UserOperationReceiptNotFoundError,
  type BundlerClient,
  type SmartAccount,
  type UserOperationReceipt
} from "viem/account-abstraction"
import { privateKeyToAccount } from "viem/accounts"
import { smartAccountAddressOf, toDoorwaySmartAccount } from "../../account-abstraction/doorwaySmartAccount.js"
import { UNSUPPORTED_METHOD } from "../../wallet/ProviderRpcError.js"
import { forwardRpc } from "../forwardRpc.js"
import type { SiteAccountType, SiteUser } from "../SecureSiteStore.js"
import type { SiteChain } from "../SiteChain.js"
import { SiteError } from "../SiteError.js"

export interface SmartAccountCall {
  readonly to: Address
  readonly value?: bigint | undefined
  readonly data?: Hex | undefined
}

export interface SiteSmartAccounts {
  /** The chains with account abstraction, in the site's order. */
  readonly enabledChainIds: ReadonlyArray<number>
  readonly isEnabled: (chainId: number) => boolean
  /**
   * The account that acts for `user` on `chainId`. Where the chain has account abstraction: the
   * type the user last asked for, else the smart account (SPEC §6: EVM's default); elsewhere its
   * key (SPEC §4: an EOA wherever smart accounts are off).
   */
  readonly activeTypeOf: (user: SiteUser, chainId: number) => SiteAccountType
  readonly addressOf: (user: SiteUser, chainId: number) => Promise<Address>
  /** Whether the account has code on `chainId` (a user operation deployed it). */
  readonly isDeployed: (user: SiteUser, chainId: number) => Promise<boolean>
  /** The account as a viem smart account: it signs (ERC-6492 before deployment, ERC-1271 after). */
  readonly accountOf: (user: SiteUser, chainId: number) => Promise<SmartAccount>
  /** Sends one user operation running `calls`; resolves with its hash once the bundler took it. */
  readonly send: (user: SiteUser, chainId: number, calls: ReadonlyArray<SmartAccountCall>) => Promise<Hex>
  /** The operation's receipt, or undefined while it is not mined. */
  readonly receiptOf: (chainId: number, hash: Hex) => Promise<UserOperationReceipt | undefined>
  readonly waitForReceipt: (chainId: number, hash: Hex) => Promise<UserOperationReceipt>
  /** One JSON-RPC request to the chain's bundler, answered as it answers. */
  readonly forward: (chainId: number, method: string, params: unknown) => Promise<unknown>
}

type AccountAbstraction = NonNullable<SiteChain["accountAbstraction"]>

/** How often a receipt is asked for while an operation is being bundled. */
const RECEIPT_POLLING_MS = 100
/** Longer than a local bundler ever takes: a missing receipt after it is an error, not a wait of minutes. */
const RECEIPT_TIMEOUT_MS = 60_000

export const makeSiteSmartAccounts = (chains: ReadonlyArray<SiteChain>, clientOf: (chainId: number) => PublicClient): SiteSmartAccounts => {
  const enabled = new Map(
    chains.flatMap((chain) => (chain.accountAbstraction === undefined ? [] : [[chain.chainId, chain.accountAbstraction] as const]))
  )
  const bundlers = new Map<number, BundlerClient>()
  const accounts = new Map<string, Promise<SmartAccount>>()
  const addresses = new Map<string, Promise<Address>>()
  /** Per account and chain: settles once its last operation is mined (or failed). */
  const queues = new Map<string, Promise<unknown>>()

  const abstractionOf = (chainId: number): AccountAbstraction => {
    const found = enabled.get(chainId)
    if (found === undefined) throw new SiteError(`Smart accounts are not enabled on chain ${chainId}`, UNSUPPORTED_METHOD)
    return found
  }
  const bundlerOf = (chainId: number): BundlerClient => {
    const known = bundlers.get(chainId)
    if (known !== undefined) return known
    const client = clientOf(chainId)
    const bundler = createBundlerClient({ client, chain: client.chain, transport: http(abstractionOf(chainId).bundlerUrl, { retryCount: 0 }) })
    bundlers.set(chainId, bundler)
    return bundler
  }
  const keyOf = (user: SiteUser, chainId: number) => `${user.address}:${chainId}`

  /** Cached per owner and factory: the address is the same on every chain with that factory. */
  const addressOf = (user: SiteUser, chainId: number): Promise<Address> => {
    const abstraction = abstractionOf(chainId)
    const key = `${user.address}:${abstraction.accountFactory}`
    let address = addresses.get(key)
    if (address === undefined) {
      address = smartAccountAddressOf(clientOf(chainId), abstraction, user.address)
      addresses.set(key, address)
      address.catch(() => addresses.delete(key))
    }
    return address
  }

  const accountOf = (user: SiteUser, chainId: number): Promise<SmartAccount> => {
    const key = keyOf(user, chainId)
    let account = accounts.get(key)
    if (account === undefined) {
      account = toDoorwaySmartAccount(clientOf(chainId), abstractionOf(chainId), privateKeyToAccount(user.privateKey))
      accounts.set(key, account)
      account.catch(() => accounts.delete(key))
    }
    return account
  }

  const isDeployed = async (user: SiteUser, chainId: number): Promise<boolean> => {
    const code = await clientOf(chainId).getCode({ address: await addressOf(user, chainId) })
    return code !== undefined && code !== "0x"
  }

  const waitForReceipt = (chainId: number, hash: Hex) =>
    bundlerOf(chainId).waitForUserOperationReceipt({ hash, pollingInterval: RECEIPT_POLLING_MS, timeout: RECEIPT_TIMEOUT_MS })

  const send = (user: SiteUser, chainId: number, calls: ReadonlyArray<SmartAccountCall>): Promise<Hex> => {
    const key = keyOf(user, chainId)
    const sent = (queues.get(key) ?? Promise.resolve()).then(async () => {
      const account = await accountOf(user, chainId)
      return bundlerOf(chainId).sendUserOperation({ account, calls: calls.map((call) => ({ to: call.to, value: call.value ?? 0n, data: call.data ?? "0x" })) })
    })
    const mined = sent.then((hash) => waitForReceipt(chainId, hash))
    const settled = mined.catch(() => undefined)
    queues.set(key, settled)
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key)
    })
    return sent
  }

  return {
    enabledChainIds: [...enabled.keys()],
    isEnabled: (chainId) => enabled.has(chainId),
    activeTypeOf: (user, chainId) => (enabled.has(chainId) ? (user.preferredAccountType ?? "smartAccount") : "eoa"),
    addressOf,
    isDeployed,
    accountOf,
    send,
    receiptOf: (chainId, hash) =>
      bundlerOf(chainId)
        .getUserOperationReceipt({ hash })
        .catch((error: unknown) => {
          if (error instanceof UserOperationReceiptNotFoundError) return undefined
          throw error
        }),
    waitForReceipt,
    forward: (chainId, method, params) => forwardRpc(abstractionOf(chainId).bundlerUrl, method, params)
  }
}

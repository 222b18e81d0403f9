import { Context } from "effect"
import type { Effect, Stream } from "effect"
import type { DoorwayError } from "../errors/DoorwayError.js"
import type { HttpRequestError } from "../errors/HttpErrors.js"
import type { JsonRpcError, UserRejectedError } from "../errors/JsonRpcError.js"
import type { TransactionError } from "../errors/TransactionErrors.js"
import type { NamespaceAccount } from "../../schemas/Account.js"
import type { Network } from "../../schemas/Network.js"
import type { RpcError } from "./RpcTransport.js"

/**
 * How a wallet request fails: the user said no (4001, 5000), or the wallet answered another
 * JSON-RPC error. A failure without a code (a thrown string, a provider that is not EIP-1193) is
 * a JsonRpcError too, with the code of an internal error (-32603) or of a disconnected provider
 * (4900). HttpRequestError: the adapter's own code, loaded on first use, could not be fetched, so
 * the request never reached the wallet.
 */
export type WalletError = UserRejectedError | JsonRpcError | HttpRequestError

/** A transaction fails like any request, or with the node's reason (nonce, funds, gas, revert). */
export type SendTransactionError = WalletError | TransactionError

/** What a wallet reports on its own (EIP-1193 events). */
export type WalletEvent =
  /**
   * The accounts the site may use changed; empty means the site lost access. `allAccounts`
   * describes them where the wallet does (see OpenedSession).
   */
  | { readonly _tag: "AccountsChanged"; readonly accounts: ReadonlyArray<string>; readonly allAccounts?: ReadonlyArray<NamespaceAccount> | undefined }
  /** The wallet's active chain changed: its CAIP-2 reference (an EVM chain id as a number). */
  | { readonly _tag: "ChainChanged"; readonly chainId: number | string }
  /** The wallet sent a transaction the person approved, so the balance may have moved. */
  | { readonly _tag: "TransactionSent" }
  /** Whether the smart account is on chain, as the wallet last said (the embedded wallet's GET_USER, WIRE §4.4). */
  | { readonly _tag: "SmartAccountDeployment"; readonly deployed: boolean }
  /** The provider cannot reach any chain; `code` is the EIP-1193 close code when given. */
  | {
      readonly _tag: "Disconnect"
      readonly code?: number | undefined
      readonly message?: string | undefined
      /** Why the session ended, shown to the user once (an expired or deleted session). */
      readonly reason?: DoorwayError | undefined
    }

/** `wallet_addEthereumChain` parameters (EIP-3085). */
export interface AddChainParams {
  /** Hex chain id, e.g. `0x89`. */
  readonly chainId: string
  readonly chainName: string
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number }
  readonly rpcUrls: ReadonlyArray<string>
  readonly blockExplorerUrls?: ReadonlyArray<string> | undefined
}

/** An `eth_sendTransaction` request; quantities are bigints, the wallet fills in what is left out. */
export interface TransactionRequest {
  readonly from: string
  readonly to?: string | undefined
  readonly value?: bigint | undefined
  readonly data?: string | undefined
  readonly gas?: bigint | undefined
  readonly nonce?: number | undefined
}

/** Typed data of `eth_signTypedData_v4` (EIP-712). */
export interface TypedData {
  readonly domain?: Readonly<Record<string, unknown>> | undefined
  readonly types: Readonly<Record<string, ReadonlyArray<{ readonly name: string; readonly type: string }>>>
  readonly primaryType: string
  readonly message: Readonly<Record<string, unknown>>
}

/**
 * The EVM wallet operations, over the EIP-1193 provider a connector carries (opaque here), plus
 * the chain reads the account view needs. Foreign errors are translated by the implementation:
 * the core only ever sees the tagged errors above.
 */
export class EvmWallet extends Context.Tag("doorway/EvmWallet")<
  EvmWallet,
  {
    /**
     * Loads what talking to a wallet needs, asking no wallet anything: the first request after a
     * click then goes out at once instead of a task later. A load that fails is left for that
     * request to meet.
     */
    readonly prepare: Effect.Effect<void>
    /** `eth_requestAccounts`: asks the user to let the site see their accounts. */
    readonly requestAccounts: (provider: unknown) => Effect.Effect<ReadonlyArray<string>, WalletError>
    /** `eth_accounts`: the accounts the site may already use, without a prompt. */
    readonly getAccounts: (provider: unknown) => Effect.Effect<ReadonlyArray<string>, WalletError>
    /** `eth_chainId`, as a number. */
    readonly getChainId: (provider: unknown) => Effect.Effect<number, WalletError>
    /** `wallet_switchEthereumChain`; code 4902 means the wallet does not know the chain. */
    readonly switchChain: (provider: unknown, chainIdHex: string) => Effect.Effect<void, WalletError>
    /** `wallet_addEthereumChain`. */
    readonly addChain: (provider: unknown, params: AddChainParams) => Effect.Effect<void, WalletError>
    /** `wallet_revokePermissions` of `eth_accounts`: the site gives up its access. */
    readonly revokePermissions: (provider: unknown) => Effect.Effect<void, WalletError>
    /** `personal_sign` of a UTF-8 message; answers the signature. */
    readonly personalSign: (provider: unknown, params: { readonly message: string; readonly address: string }) => Effect.Effect<string, WalletError>
    /** `eth_signTypedData_v4`; answers the signature. */
    readonly signTypedData: (provider: unknown, params: { readonly address: string; readonly typedData: TypedData }) => Effect.Effect<string, WalletError>
    /** `eth_sendTransaction`; answers the transaction hash. */
    readonly sendTransaction: (provider: unknown, request: TransactionRequest) => Effect.Effect<string, SendTransactionError>
    /**
     * Any other wallet method, as the wallet answers it (`wallet_getCapabilities`,
     * `wallet_getAssets`, WIRE §1.5); the caller decodes the answer.
     */
    readonly request: (provider: unknown, method: string, params: ReadonlyArray<unknown>) => Effect.Effect<unknown, WalletError>
    /**
     * The wallet's events until the stream is stopped; listeners are removed then. The stream comes
     * once the code that listens is loaded, so the page's start carries no stream code.
     */
    readonly events: (provider: unknown) => Effect.Effect<Stream.Stream<WalletEvent>, HttpRequestError>
    /** The native balance of an address on a network, in its smallest unit, read from the chain's node. */
    readonly getBalance: (address: string, network: Network) => Effect.Effect<bigint, RpcError>
  }
>() {}

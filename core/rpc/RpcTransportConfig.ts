import { RPC_BATCH_SIZE } from "../constants.js"
import { DEFAULT_API_BASE_URLS } from "../http/ApiClientConfig.js"

/** Where each network's JSON-RPC endpoint is, and how requests to it are sent. */
export interface RpcTransportConfig {
  readonly projectId: string
  /** The blockchain service whose proxy answers every network without a custom endpoint. */
  readonly blockchainBaseUrl: string
  /** Custom endpoints by CAIP-2 network id. */
  readonly customUrls: Readonly<Record<string, string>>
  /** Whether a `test` request checks each endpoint before its first use (SPEC §7). */
  readonly connectionCheck: boolean
  /** Most requests in one batch (SPEC §9). */
  readonly batchSize: number
}

export interface RpcTransportOptions {
  readonly projectId: string
  readonly blockchainBaseUrl?: string | undefined
  readonly customUrls?: Readonly<Record<string, string>> | undefined
  readonly connectionCheck?: boolean | undefined
  readonly batchSize?: number | undefined
}

export const makeRpcTransportConfig = (options: RpcTransportOptions): RpcTransportConfig => ({
  projectId: options.projectId,
  blockchainBaseUrl: options.blockchainBaseUrl ?? DEFAULT_API_BASE_URLS.blockchain,
  customUrls: options.customUrls ?? {},
  connectionCheck: options.connectionCheck ?? true,
  batchSize: Math.max(1, options.batchSize ?? RPC_BATCH_SIZE)
})

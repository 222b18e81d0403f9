import { SDK_TYPE } from "../plain/constants.js"
import type { ApiService } from "../services/ApiClient.js"

/** Where each hosted REST service lives unless the host app points it elsewhere (WIRE hosts table). */
export const DEFAULT_API_BASE_URLS: Readonly<Record<ApiService, string>> = {
  blockchain: "https://rpc.walletconnect.org",
  catalogue: "https://api.web3modal.org",
  analytics: "https://pulse.walletconnect.org"
}

/** What the REST client adds to requests: the SDK identity, the base URLs and the client id. */
export interface ApiClientConfig {
  readonly projectId: string
  /** The `sv` query value, see `sdkVersion`. */
  readonly sdkVersion: string
  /** The `st` query value. */
  readonly sdkType: string
  readonly baseUrls: Readonly<Record<ApiService, string>>
  /** The WalletConnect client id; sent last, to the blockchain service only (WIRE §1.1). */
  readonly clientId?: string | undefined
}

export interface ApiClientOptions {
  readonly projectId: string
  readonly sdkVersion: string
  readonly sdkType?: string | undefined
  readonly baseUrls?: Partial<Record<ApiService, string>> | undefined
  readonly clientId?: string | undefined
}

/** Fills the defaults: `st` is `appkit`, base URLs are the hosted services. */
export const makeApiClientConfig = (options: ApiClientOptions): ApiClientConfig => ({
  projectId: options.projectId,
  sdkVersion: options.sdkVersion,
  sdkType: options.sdkType ?? SDK_TYPE,
  baseUrls: { ...DEFAULT_API_BASE_URLS, ...options.baseUrls },
  clientId: options.clientId
})

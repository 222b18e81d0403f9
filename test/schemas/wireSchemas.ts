/** Every schema that decodes data from outside the process, by the wire it comes from. */
import type { Schema } from "effect"
import * as S from "../../schemas/index.js"

export type Named = readonly [name: string, schema: Schema.Schema<unknown, unknown, never>]

const named = (entries: Record<string, Schema.Schema.AnyNoContext>): ReadonlyArray<Named> =>
  Object.entries(entries) as ReadonlyArray<Named>

export const blockchainApiSchemas = named({
  BlockchainApiQuery: S.BlockchainApiQuery,
  SupportedChainsResponse: S.SupportedChainsResponse,
  IdentityResponse: S.IdentityResponse,
  HistoryResponse: S.HistoryResponse,
  SwapQuotesResponse: S.SwapQuotesResponse,
  SwapTokensResponse: S.SwapTokensResponse,
  FungiblePriceRequest: S.FungiblePriceRequest,
  FungiblePriceResponse: S.FungiblePriceResponse,
  AllowanceResponse: S.AllowanceResponse,
  GasPriceResponse: S.GasPriceResponse,
  BuildSwapTransactionRequest: S.BuildSwapTransactionRequest,
  BuildSwapTransactionResponse: S.BuildSwapTransactionResponse,
  BuildApproveTransactionResponse: S.BuildApproveTransactionResponse,
  BalancesResponse: S.BalancesResponse,
  Profile: S.Profile,
  ReverseLookupResponse: S.ReverseLookupResponse,
  NameSuggestionsResponse: S.NameSuggestionsResponse,
  ProfileErrorBody: S.ProfileErrorBody,
  RegisterNameRequest: S.RegisterNameRequest,
  RegisterNameMessageJson: S.RegisterNameMessageJson,
  OnrampUrlRequest: S.OnrampUrlRequest,
  OnrampUrlResponse: S.OnrampUrlResponse,
  OnrampOptionsResponse: S.OnrampOptionsResponse,
  OnrampQuoteRequest: S.OnrampQuoteRequest,
  OnrampQuote: S.OnrampQuote,
  SmartSessionsResponse: S.SmartSessionsResponse,
  RevokeSmartSessionRequest: S.RevokeSmartSessionRequest,
  WalletAssetsResponse: S.WalletAssetsResponse,
  WalletGetAssetsParams: S.WalletGetAssetsParams,
  GetExchangesParams: S.GetExchangesParams,
  GetExchangesResult: S.GetExchangesResult,
  GetExchangePayUrlParams: S.GetExchangePayUrlParams,
  GetExchangePayUrlResult: S.GetExchangePayUrlResult,
  GetExchangeBuyStatusParams: S.GetExchangeBuyStatusParams,
  GetExchangeBuyStatusResult: S.GetExchangeBuyStatusResult
})

export const catalogueApiSchemas = named({
  SdkQuery: S.SdkQuery,
  GetWalletsQuery: S.GetWalletsQuery,
  GetWalletsResponse: S.GetWalletsResponse,
  ProjectConfigResponse: S.ProjectConfigResponse,
  AllowedOriginsResponse: S.AllowedOriginsResponse,
  AnalyticsConfigResponse: S.AnalyticsConfigResponse,
  SiwxNonceResponse: S.SiwxNonceResponse,
  SiwxAuthenticateRequest: S.SiwxAuthenticateRequest,
  SiwxAuthenticateResponse: S.SiwxAuthenticateResponse,
  SiwxSessionAccount: S.SiwxSessionAccount,
  SiwxAccountMetadataRequest: S.SiwxAccountMetadataRequest
})

export const analyticsSchemas = named({
  TrackEventBody: S.TrackEventBody,
  TelemetryErrorBody: S.TelemetryErrorBody,
  AnalyticsRequestBody: S.AnalyticsRequestBody
})

export const frameSchemas = named({
  AppEvent: S.AppEvent,
  FrameEvent: S.FrameEvent,
  FrameRpcRequest: S.FrameRpcRequest
})

/** What a wallet in the page announces (EIP-6963 `eip6963:announceProvider` events). */
export const announcementSchemas = named({
  Eip6963ProviderInfo: S.Eip6963ProviderInfo
})

export const jsonRpcSchemas = named({
  JsonRpcRequest: S.JsonRpcRequest,
  JsonRpcSuccess: S.JsonRpcSuccess,
  JsonRpcFailure: S.JsonRpcFailure,
  JsonRpcResponse: S.JsonRpcResponse,
  JsonRpcBatchRequest: S.JsonRpcBatchRequest,
  JsonRpcBatchResponse: S.JsonRpcBatchResponse
})

/** EIP-5792 call statuses from wallets and ERC-4337 receipts from bundlers (SPEC §7). */
export const walletCallsSchemas = named({
  CallsStatus: S.CallsStatus,
  UserOperationReceiptAnswer: S.UserOperationReceiptAnswer
})

export const relaySchemas = named({
  RelayClientRequest: S.RelayClientRequest,
  RelayServerFrame: S.RelayServerFrame,
  RelayAuthHeader: S.RelayAuthHeader,
  RelayAuthClaims: S.RelayAuthClaims
})

/** Storage values: both the parsed JSON structures and every key's string codec. */
export const storageSchemas: ReadonlyArray<Named> = [
  ...named({
    ConnectionsValue: S.ConnectionsValue,
    DisconnectedConnectorIdsValue: S.DisconnectedConnectorIdsValue,
    RecentWalletsValue: S.RecentWalletsValue,
    PreferredAccountTypesValue: S.PreferredAccountTypesValue,
    PortfolioCacheValue: S.PortfolioCacheValue,
    NativeBalanceCacheValue: S.NativeBalanceCacheValue,
    EnsCacheValue: S.EnsCacheValue,
    IdentityCacheValue: S.IdentityCacheValue,
    SiwxSessionsValue: S.SiwxSessionsValue,
    DeeplinkChoiceValue: S.DeeplinkChoiceValue
  }),
  ...named(S.StorageCodecs).map(([key, schema]) => [`StorageCodecs[${key}]`, schema] as const)
]

export const wireSchemas: ReadonlyArray<readonly [group: string, schemas: ReadonlyArray<Named>]> = [
  ["blockchain API", blockchainApiSchemas],
  ["catalogue API", catalogueApiSchemas],
  ["analytics", analyticsSchemas],
  ["frame events", frameSchemas],
  ["EIP-6963 announcements", announcementSchemas],
  ["JSON-RPC", jsonRpcSchemas],
  ["wallet calls", walletCallsSchemas],
  ["relay", relaySchemas],
  ["storage", storageSchemas]
]

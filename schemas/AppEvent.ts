/** App → frame events of the embedded-wallet protocol (WIRE §4.3). */
import { Schema } from "effect"
import { RecordKey } from "./RecordKey.js"
import { Email, SocialProvider, ThemeMode } from "./Forms.js"
import { appEvent } from "./FrameMessages.js"
import { FrameRpcRequest } from "./FrameRpcRequest.js"
import { ChainIdLike } from "./Hex.js"
import { ProjectMetadata } from "./ProjectMetadata.js"
import { SiwxMessage } from "./Siwx.js"
import { SafeUnion } from "./SafeUnion.js"

const Otp = Schema.Struct({ otp: Schema.String })

export const AppSwitchNetwork = appEvent(
  "SWITCH_NETWORK",
  Schema.Struct({ chainId: ChainIdLike, rpcUrl: Schema.optional(Schema.String) })
)
export const AppConnectEmail = appEvent("CONNECT_EMAIL", Schema.Struct({ email: Email }))
export const AppConnectDevice = appEvent("CONNECT_DEVICE")
export const AppConnectOtp = appEvent("CONNECT_OTP", Otp)
/** `uri` is the result URI the social-login popup posted back. */
export const AppConnectSocial = appEvent(
  "CONNECT_SOCIAL",
  Schema.Struct({
    uri: Schema.String,
    preferredAccountType: Schema.optional(Schema.String),
    chainId: Schema.optional(ChainIdLike),
    siwxMessage: Schema.optional(SiwxMessage),
    rpcUrl: Schema.optional(Schema.String)
  })
)
export const AppGetSocialRedirectUri = appEvent("GET_SOCIAL_REDIRECT_URI", Schema.Struct({ provider: SocialProvider }))
export const AppGetFarcasterUri = appEvent("GET_FARCASTER_URI")
export const AppConnectFarcaster = appEvent("CONNECT_FARCASTER")
export const AppGetUser = appEvent(
  "GET_USER",
  Schema.optional(
    Schema.Struct({
      chainId: Schema.optional(ChainIdLike),
      preferredAccountType: Schema.optional(Schema.String),
      socialUri: Schema.optional(Schema.String),
      siwxMessage: Schema.optional(SiwxMessage),
      rpcUrl: Schema.optional(Schema.String)
    })
  )
)
export const AppSignOut = appEvent("SIGN_OUT")
export const AppIsConnected = appEvent("IS_CONNECTED", Schema.optional(Schema.Struct({ token: Schema.String })))
export const AppGetChainId = appEvent("GET_CHAIN_ID")
export const AppGetSmartAccountEnabledNetworks = appEvent("GET_SMART_ACCOUNT_ENABLED_NETWORKS")
export const AppInitSmartAccount = appEvent("INIT_SMART_ACCOUNT")
/** `type` is `eoa` or `smartAccount`, declared as a plain string by the protocol. */
export const AppSetPreferredAccount = appEvent("SET_PREFERRED_ACCOUNT", Schema.Struct({ type: Schema.String }))
export const AppRpcRequest = appEvent("RPC_REQUEST", FrameRpcRequest)
export const AppUpdateEmail = appEvent("UPDATE_EMAIL", Schema.Struct({ email: Email }))
export const AppUpdateEmailPrimaryOtp = appEvent("UPDATE_EMAIL_PRIMARY_OTP", Otp)
export const AppUpdateEmailSecondaryOtp = appEvent("UPDATE_EMAIL_SECONDARY_OTP", Otp)
export const AppSyncTheme = appEvent(
  "SYNC_THEME",
  Schema.Struct({
    themeMode: Schema.optional(ThemeMode),
    themeVariables: Schema.optional(
      Schema.Record({ key: RecordKey, value: Schema.Union(Schema.String, Schema.Number) })
    ),
    w3mThemeVariables: Schema.optional(Schema.Record({ key: RecordKey, value: Schema.String }))
  })
)
export const AppSyncDappData = appEvent(
  "SYNC_DAPP_DATA",
  Schema.Struct({
    metadata: Schema.optional(ProjectMetadata),
    sdkVersion: Schema.optional(Schema.String),
    sdkType: Schema.optional(Schema.Literal("w3m", "appkit")),
    projectId: Schema.String
  })
)
export const AppReload = appEvent("RELOAD")
export const AppRpcAbort = appEvent("RPC_ABORT")

/** Every app → frame event, discriminated by `type`. */
export const AppEvent = SafeUnion(
  AppSwitchNetwork,
  AppConnectEmail,
  AppConnectDevice,
  AppConnectOtp,
  AppConnectSocial,
  AppGetSocialRedirectUri,
  AppGetFarcasterUri,
  AppConnectFarcaster,
  AppGetUser,
  AppSignOut,
  AppIsConnected,
  AppGetChainId,
  AppGetSmartAccountEnabledNetworks,
  AppInitSmartAccount,
  AppSetPreferredAccount,
  AppRpcRequest,
  AppUpdateEmail,
  AppUpdateEmailPrimaryOtp,
  AppUpdateEmailSecondaryOtp,
  AppSyncTheme,
  AppSyncDappData,
  AppReload,
  AppRpcAbort
).annotations({ identifier: "AppEvent" })
export type AppEvent = typeof AppEvent.Type
export type AppEventType = AppEvent["type"]

/** Event names the app sends (the part after `@w3m-app/`). */
export type AppEventName = AppEventType extends `@w3m-app/${infer N}` ? N : never

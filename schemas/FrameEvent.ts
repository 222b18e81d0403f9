/** Frame → app events of the embedded-wallet protocol (WIRE §4.4). Every `_ERROR` carries `{message}`. */
import { Schema } from "effect"
import { EmbeddedWalletAccount } from "./EmbeddedWalletUser.js"
import { Email } from "./Forms.js"
import { frameError, frameEvent } from "./FrameMessages.js"
import { ChainIdLike } from "./Hex.js"
import { SiwxMessage } from "./Siwx.js"
import { SafeUnion } from "./SafeUnion.js"

/** Fields of a logged-in user shared by the social-connect and get-user replies. */
const userFields = {
  address: Schema.String,
  chainId: ChainIdLike,
  accounts: Schema.optional(Schema.Array(EmbeddedWalletAccount)),
  preferredAccountType: Schema.optional(Schema.String),
  signature: Schema.optional(Schema.String),
  message: Schema.optional(Schema.String),
  siwxMessage: Schema.optional(SiwxMessage)
}

/** Sent once when the frame has loaded. */
export const FrameReady = frameEvent("READY", Schema.optional(Schema.Struct({ version: Schema.optional(Schema.String) })))
export const FrameSessionUpdate = frameEvent("SESSION_UPDATE", Schema.Struct({ token: Schema.String }))

export const FrameSwitchNetworkSuccess = frameEvent("SWITCH_NETWORK_SUCCESS", Schema.Struct({ chainId: ChainIdLike }))
export const FrameSwitchNetworkError = frameError("SWITCH_NETWORK")

/** What to do after an email: approve the device, enter the code, or nothing (already authorised). */
export const ConnectEmailAction = Schema.Literal("VERIFY_DEVICE", "VERIFY_OTP", "CONNECT").annotations({
  identifier: "ConnectEmailAction"
})
export type ConnectEmailAction = typeof ConnectEmailAction.Type
export const FrameConnectEmailSuccess = frameEvent("CONNECT_EMAIL_SUCCESS", Schema.Struct({ action: ConnectEmailAction }))
export const FrameConnectEmailError = frameError("CONNECT_EMAIL")

export const FrameConnectDeviceSuccess = frameEvent("CONNECT_DEVICE_SUCCESS")
export const FrameConnectDeviceError = frameError("CONNECT_DEVICE")
export const FrameConnectOtpSuccess = frameEvent("CONNECT_OTP_SUCCESS")
export const FrameConnectOtpError = frameError("CONNECT_OTP")

export const FrameConnectSocialSuccess = frameEvent(
  "CONNECT_SOCIAL_SUCCESS",
  Schema.Struct({
    ...userFields,
    email: Schema.optional(Schema.NullOr(Schema.String)),
    userName: Schema.optional(Schema.NullOr(Schema.String))
  })
)
export const FrameConnectSocialError = frameError("CONNECT_SOCIAL")

export const FrameGetFarcasterUriSuccess = frameEvent("GET_FARCASTER_URI_SUCCESS", Schema.Struct({ url: Schema.String }))
export const FrameGetFarcasterUriError = frameError("GET_FARCASTER_URI")
export const FrameConnectFarcasterSuccess = frameEvent(
  "CONNECT_FARCASTER_SUCCESS",
  Schema.Struct({ userName: Schema.String })
)
export const FrameConnectFarcasterError = frameError("CONNECT_FARCASTER")
export const FrameGetSocialRedirectUriSuccess = frameEvent(
  "GET_SOCIAL_REDIRECT_URI_SUCCESS",
  Schema.Struct({ uri: Schema.String })
)
export const FrameGetSocialRedirectUriError = frameError("GET_SOCIAL_REDIRECT_URI")

export const FrameGetUserSuccess = frameEvent(
  "GET_USER_SUCCESS",
  Schema.Struct({
    ...userFields,
    email: Schema.optional(Schema.NullOr(Email)),
    smartAccountDeployed: Schema.optional(Schema.Boolean)
  })
)
export const FrameGetUserError = frameError("GET_USER")

export const FrameSignOutSuccess = frameEvent("SIGN_OUT_SUCCESS")
export const FrameSignOutError = frameError("SIGN_OUT")
export const FrameIsConnectedSuccess = frameEvent("IS_CONNECTED_SUCCESS", Schema.Struct({ isConnected: Schema.Boolean }))
export const FrameIsConnectedError = frameError("IS_CONNECTED")
export const FrameGetChainIdSuccess = frameEvent("GET_CHAIN_ID_SUCCESS", Schema.Struct({ chainId: ChainIdLike }))
export const FrameGetChainIdError = frameError("GET_CHAIN_ID")

/** The RPC result: any JSON value (a signature, a transaction hash, an object, null). */
export const FrameRpcRequestSuccess = frameEvent("RPC_REQUEST_SUCCESS", Schema.Unknown)
export const FrameRpcRequestError = frameError("RPC_REQUEST")

export const UpdateEmailAction = Schema.Literal("VERIFY_PRIMARY_OTP", "VERIFY_SECONDARY_OTP").annotations({
  identifier: "UpdateEmailAction"
})
export type UpdateEmailAction = typeof UpdateEmailAction.Type
export const FrameUpdateEmailSuccess = frameEvent("UPDATE_EMAIL_SUCCESS", Schema.Struct({ action: UpdateEmailAction }))
export const FrameUpdateEmailError = frameError("UPDATE_EMAIL")
export const FrameUpdateEmailPrimaryOtpSuccess = frameEvent("UPDATE_EMAIL_PRIMARY_OTP_SUCCESS")
export const FrameUpdateEmailPrimaryOtpError = frameError("UPDATE_EMAIL_PRIMARY_OTP")
export const FrameUpdateEmailSecondaryOtpSuccess = frameEvent(
  "UPDATE_EMAIL_SECONDARY_OTP_SUCCESS",
  Schema.Struct({ newEmail: Email })
)
export const FrameUpdateEmailSecondaryOtpError = frameError("UPDATE_EMAIL_SECONDARY_OTP")

export const FrameSyncThemeSuccess = frameEvent("SYNC_THEME_SUCCESS")
export const FrameSyncThemeError = frameError("SYNC_THEME")
export const FrameSyncDappDataSuccess = frameEvent("SYNC_DAPP_DATA_SUCCESS")
export const FrameSyncDappDataError = frameError("SYNC_DAPP_DATA")

export const FrameGetSmartAccountEnabledNetworksSuccess = frameEvent(
  "GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS",
  Schema.Struct({ smartAccountEnabledNetworks: Schema.Array(Schema.Number) })
)
export const FrameGetSmartAccountEnabledNetworksError = frameError("GET_SMART_ACCOUNT_ENABLED_NETWORKS")
/** There is no INIT_SMART_ACCOUNT_SUCCESS in the protocol. */
export const FrameInitSmartAccountError = frameError("INIT_SMART_ACCOUNT")
export const FrameSetPreferredAccountSuccess = frameEvent(
  "SET_PREFERRED_ACCOUNT_SUCCESS",
  Schema.Struct({ type: Schema.String, address: Schema.String })
)
export const FrameSetPreferredAccountError = frameError("SET_PREFERRED_ACCOUNT")
export const FrameReloadSuccess = frameEvent("RELOAD_SUCCESS")
export const FrameReloadError = frameError("RELOAD")

/**
 * Every frame → app event, discriminated by `type`. RPC_ABORT replies are not part of the
 * protocol's schema, so they fail to decode and are dropped like any unknown event.
 */
export const FrameEvent = SafeUnion(
  FrameReady,
  FrameSessionUpdate,
  FrameSwitchNetworkSuccess,
  FrameSwitchNetworkError,
  FrameConnectEmailSuccess,
  FrameConnectEmailError,
  FrameConnectDeviceSuccess,
  FrameConnectDeviceError,
  FrameConnectOtpSuccess,
  FrameConnectOtpError,
  FrameConnectSocialSuccess,
  FrameConnectSocialError,
  FrameGetFarcasterUriSuccess,
  FrameGetFarcasterUriError,
  FrameConnectFarcasterSuccess,
  FrameConnectFarcasterError,
  FrameGetSocialRedirectUriSuccess,
  FrameGetSocialRedirectUriError,
  FrameGetUserSuccess,
  FrameGetUserError,
  FrameSignOutSuccess,
  FrameSignOutError,
  FrameIsConnectedSuccess,
  FrameIsConnectedError,
  FrameGetChainIdSuccess,
  FrameGetChainIdError,
  FrameRpcRequestSuccess,
  FrameRpcRequestError,
  FrameUpdateEmailSuccess,
  FrameUpdateEmailError,
  FrameUpdateEmailPrimaryOtpSuccess,
  FrameUpdateEmailPrimaryOtpError,
  FrameUpdateEmailSecondaryOtpSuccess,
  FrameUpdateEmailSecondaryOtpError,
  FrameSyncThemeSuccess,
  FrameSyncThemeError,
  FrameSyncDappDataSuccess,
  FrameSyncDappDataError,
  FrameGetSmartAccountEnabledNetworksSuccess,
  FrameGetSmartAccountEnabledNetworksError,
  FrameInitSmartAccountError,
  FrameSetPreferredAccountSuccess,
  FrameSetPreferredAccountError,
  FrameReloadSuccess,
  FrameReloadError
).annotations({ identifier: "FrameEvent" })
export type FrameEvent = typeof FrameEvent.Type
export type FrameEventType = FrameEvent["type"]

/** Event names the frame sends (the part after `@w3m-frame/`). */
export type FrameEventName = FrameEventType extends `@w3m-frame/${infer N}` ? N : never

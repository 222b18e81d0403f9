import type { DoorwayError, DoorwayErrorTag } from "./DoorwayError.js"

type Catalogue = { readonly [K in DoorwayErrorTag]: (error: Extract<DoorwayError, { readonly _tag: K }>) => string }

const seconds = (ms: number): number => Math.ceil(ms / 1000)

/**
 * The user-facing text of every error, keyed by `_tag`: an error without text does not compile.
 * Where SPEC §8 gives the words, they are used as written.
 */
export const catalogue = {
  // Hosted services
  HttpStatusError: (e) => `HTTP status code: ${e.status}`,
  HttpRequestError: () => "Network request failed",
  // Not in SPEC §8 (no REST timeout there): worded like the RPC's own timeout below.
  HttpTimeoutError: () => "The request timed out",
  ResponseDecodeError: () => "Unexpected response from the server",
  RpcTimeoutError: (e) => `The request ${e.method} timed out`,
  JsonRpcError: (e) => e.reason,
  UserRejectedError: () => "User rejected the request",

  // Transactions
  NonceTooHighError: () => "Nonce provided for the transaction is higher than the next one expected",
  NonceTooLowError: () => "Nonce provided for the transaction is lower than the current nonce of the account",
  InsufficientFundsError: () => "The total cost of executing this transaction exceeds the balance of the account",
  FeeCapTooLowError: () => "The fee cap (maxFeePerGas) cannot be lower than the block base fee",
  FeeCapTooHighError: () => "The fee cap (maxFeePerGas) cannot be higher than the maximum allowed value (2^256-1)",
  GasTooLowError: () => "The amount of gas provided for the transaction is too low",
  GasTooHighError: () => "The amount of gas provided for the transaction exceeds the limit allowed for the block",
  ExecutionRevertedError: (e) => (e.reason ? `Execution reverted: ${e.reason}` : "Execution reverted"),

  // Alerts
  NetworkNotFoundAlert: () => "Network Not Found",
  OriginNotAllowed: () => "Origin Not Allowed",
  EmbeddedWalletLoadFailed: () => "Could not load embedded wallet",
  EmbeddedWalletRequestTimedOut: () => "Embedded Wallet Request Timed Out",
  UnverifiedDomain: () => "Unverified Domain",
  SessionExpired: () => "Session Expired",
  InvalidProjectId: () => "Invalid Project ID",
  ProjectIdNotConfigured: () => "Project ID Not Configured",
  AppConfigServerError: () => "Server Error",
  AppConfigRateLimited: () => "Rate Limited",
  SwitchNetworkNotFound: () => "Network Not Found",
  LocalConfigurationIgnored: (e) => `Local configuration ignored: ${e.features.join(", ")}`,
  MultiWalletDisabled: () => "Multi-wallet support is not enabled and must be enabled in the project configuration.",

  // Router
  UnknownView: (e) => `There is no view named ${JSON.stringify(e.view)}`,

  // CAIP ids
  InvalidCaipNetworkId: () => "Invalid CAIP-2 network id",
  InvalidCaipAddress: () => "Invalid CAIP-10 address",

  // Connection
  ModalClosed: () => "Modal closed",
  PopupClosed: () => "Popup closed",
  ConnectFailed: () => "Failed to connect",
  SocialConnectionFailed: () => "Failed to initiate social connection",
  FarcasterConnectFailed: () => "Failed to connect to farcaster",
  ConnectionRejected: () => "Connection rejected",
  NoAuthConnector: () => "No auth connector found",
  NotConnectedToEmailOrSocial: () => "Not connected to email or social",
  DisconnectFailed: () => "Failed to disconnect",
  InvalidConnectionStatus: () => "Invalid connection status",
  NoConnectorForConnection: () => "No connector found for connection",
  NoActiveCaipAddress: () => "No ActiveCaipAddress found",
  NoActiveCaipNetwork: () => "No ActiveCaipNetwork or client found",
  NoConnectionClient: () => "No ConnectionController client found",
  NetworkNotFound: () => "Network not found",
  ChainNotSupported: () => "Chain is not supported",
  ConnectorChainsUnsupported: () => "The connector does not support any of the requested chains",
  UnsupportedChain: () => "Unsupported chain",
  BitcoinChainUnsupported: (e) => `The connector does not support the chain ${e.caipNetworkId}`,
  DisconnectChainsFailed: (e) => {
    const detail = e.reasons[0]?.description
    return detail ? `Failed to disconnect chains: ${detail}` : "Failed to disconnect chains"
  },
  SwitchChainNotApproved: (e) =>
    `Failed to switch to chain ${e.chainId}. The chain is not approved or the wallet does not support wallet_switchEthereumChain method.`,

  // Embedded wallet
  EmailThrottled: (e) => `Please try again after ${seconds(e.remainingMs)} seconds`,
  FrameError: (e) => e.reason ?? "An error occurred",
  // Not in SPEC §8: the secure site's login limits, worded like SPEC §5's email throttle.
  WrongCodesLocked: (e) => `Too many wrong codes. Please try again after ${seconds(e.remainingMs)} seconds`,
  LoginCodeExpired: () => "This code has expired. Ask for a new one",
  InvalidEmail: () => "Enter a valid email address",
  RequestAborted: () => "Request was aborted",
  SomethingWentWrong: () => "Something went wrong",
  FrameLoadFailed: () => "Unable to load email login dependency",
  FrameNotSet: () => "W3mFrame: iframe is not set",
  FrameParentNotSet: () => "W3mFrame: parent is not set",
  RpcMethodNotAllowed: () => "Requested RPC call is not allowed",
  AuthInitializationFailed: () => "A problem occurred while trying initialize authentication",
  UpdateEmailNotAllowed: () => "Not connected to email or social",
  // Not in SPEC §8: the popup window.open refused, which AppKit leaves unreported.
  PopupBlocked: () => "The browser blocked the sign-in window",

  // Wallet connect
  SignClientNotInitialized: () => "Sign Client not initialized",
  ProviderNotConnected: () => "Please call connect() before request()",
  NamespaceNotConfigured: () => "Namespace is not configured. Please call connect() first",
  NoRpcUrl: (e) => `No RPC url provided for chainId: ${e.chainId}`,
  JsonRpcProviderNotFound: (e) => `JSON-RPC provider for ${e.chainId} not found`,
  RecordRecentlyDeleted: () => "Record was recently deleted",
  WalletConnectError: (e) => `${e.code}: ${e.context}`,
  // Not in SPEC §8 (a request lost to the relay): worded like its 'Failed to connect'.
  WalletUnreachable: () => "Failed to reach the wallet",
  InvalidConnectionUrl: (e) => `Provided URL is not compatible with HTTP connection: ${e.url}`,
  MissingCapabilitiesAddress: () => "Missing address parameter in wallet_getCapabilities request",
  CallStatusNotApproved: () => "Fetching call status not approved by the wallet",
  UserOperationReceiptFailed: (e) => `Failed to fetch user operation receipt - ${e.status}`,

  // Account features
  TokenBalanceUnavailable: () => "Token Balance Unavailable",
  TokenBalanceRetryBlocked: () => "Token Balance Unavailable",
  GasPriceNetworkUnsupported: () => "Network not supported for Gas Price",
  SwapNetworkUnsupported: () => "Network not supported for Swaps",
  // Not in SPEC §8: the swap form's own words for what it lacks, and for a request with no quote.
  SwapInputIncomplete: (e) => (e.missing === "token" ? "Select token" : "Enter amount"),
  SwapInsufficientBalance: () => "Insufficient balance",
  SwapQuoteUnavailable: () => "Incorrect amount",
  // Not in SPEC §8: the on-ramp's words (SPEC §4, §9 limits), worded like the send errors.
  OnrampAmountRequired: () => "An amount is required",
  OnrampAmountInvalid: () => "Enter an amount such as 100 or 100.50",
  OnrampAmountOutOfRange: (e) => `The amount must be between ${e.min} and ${e.max} ${e.currency}`,
  OnrampCurrencyUnavailable: (e) => `${e.symbol} cannot be bought on ${e.network}`,
  OnrampUnavailable: (e) => (e.reason === "region" ? "Buying crypto is not offered in your region" : "Buying crypto is not offered on this network"),
  OnrampQuoteFailed: () => "Failed to fetch a quote",
  OnrampCheckoutFailed: () => "Failed to open the checkout",
  OnrampCheckoutBlocked: () => "The browser blocked the checkout window",
  FetchTransactionsFailed: () => "Failed to fetch transactions",
  SignMessageFailed: () => "Error signing message",
  SiwxNotEnabled: () => "SIWX is not enabled",
  SiweAndSiwxBothSet: () => "Cannot set both siweConfig and siwx options",
  NoAdapterForNetwork: (e) =>
    `No adapter connects the network ${e.network} (${e.caipNetworkId}): its family is ${e.chainNamespace}, and the adapters listed connect ${e.adapters.length === 0 ? "no family" : e.adapters.join(", ")}`,
  AddressOrAuthConnectorNotFound: () => "Address or auth connector not found",
  ResolveNameFailed: () => "Error resolving name",
  NameSuggestionsFailed: () => "Error fetching name suggestions",
  NamesForAddressFailed: () => "Error fetching names for address",
  RegisterNameFailed: (e) => `Error registering name ${e.name}`,
  // Not in SPEC §8: worded like the name errors above.
  SmartSessionsFetchFailed: () => "Error fetching sessions",
  RevokeSmartSessionFailed: () => "Error revoking session",
  InvalidChainIdForCoinType: () => "Invalid chainId",
  SendAmountAndReceiverRequired: () => "An amount and receiver address are required",
  SendTokenRequired: () => "A token is required",
  // Not in SPEC §8 (SPEC §4 states the switch rule, not its words).
  SmartAccountNotEnabled: (e) => `Smart accounts are not enabled on ${e.chainId}`,
  AccountTypeUnchanged: (e) => (e.type === "smartAccount" ? "The account is already a smart account" : "The account is already an EOA"),
  // Not in SPEC §8: worded like the RPC's own timeout above.
  CallsStatusTimeout: (e) => `The calls ${e.id} had no final status within ${e.timeoutMs / 1000} seconds`
} satisfies Catalogue

/** The text a user sees for an error. */
export const messageOf = (error: DoorwayError): string =>
  (catalogue[error._tag] as (e: DoorwayError) => string)(error)

/** The text shown in place of a message when the wallet refused an RPC method. */
export const ACTION_NOT_ALLOWED = "Action not allowed"
/** The loading text while sign-in completes. */
export const AUTHENTICATING = "Authenticating..."

/** The second line of an alert: what the host app's developer should do. */
export const alertDescriptions = {
  NetworkNotFoundAlert: "The network must be in the list of networks the app is configured with.",
  OriginNotAllowed: "Add this origin to the allowed origins in the project settings.",
  EmbeddedWalletLoadFailed: "There was an issue loading the embedded wallet. Please try again later.",
  EmbeddedWalletRequestTimedOut: "The embedded wallet did not answer in time. Please try again later.",
  UnverifiedDomain: "The embedded wallet could not load. Make sure this domain is verified in the project settings.",
  SessionExpired: "Invalid session found: please check the time settings of this device and connect again.",
  InvalidProjectId: "The project id is not valid: update the configuration.",
  ProjectIdNotConfigured: "Set a project id in the options of the modal.",
  AppConfigServerError: "Failed to get the app configuration.",
  AppConfigRateLimited: "Rate limited while getting the app configuration.",
  SwitchNetworkNotFound: "The wallet switched to a network the app is not configured with.",
  LocalConfigurationIgnored: "A remote project configuration was fetched and replaces these local options.",
  MultiWalletDisabled: "Enable multi-wallet in the project configuration."
} as const

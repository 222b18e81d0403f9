import { Data } from "effect"

/** Failures of the wallet-connect client and the universal provider (SPEC §5, §8). */
export class SignClientNotInitialized extends Data.TaggedError("SignClientNotInitialized") {}
export class ProviderNotConnected extends Data.TaggedError("ProviderNotConnected") {}
export class NamespaceNotConfigured extends Data.TaggedError("NamespaceNotConfigured")<{ readonly namespace: string }> {}
export class NoRpcUrl extends Data.TaggedError("NoRpcUrl")<{ readonly chainId: string }> {}
export class JsonRpcProviderNotFound extends Data.TaggedError("JsonRpcProviderNotFound")<{ readonly chainId: string }> {}
export class RecordRecentlyDeleted extends Data.TaggedError("RecordRecentlyDeleted")<{ readonly topic: string }> {}
/** The sign client's own error codes. */
export type WalletConnectErrorCode = "NOT_INITIALIZED" | "MISSING_OR_INVALID" | "NO_MATCHING_KEY" | "EXPIRED"
export class WalletConnectError extends Data.TaggedError("WalletConnectError")<{
  readonly code: WalletConnectErrorCode
  readonly context: string
}> {}
export class InvalidConnectionUrl extends Data.TaggedError("InvalidConnectionUrl")<{ readonly url: string }> {}
export class MissingCapabilitiesAddress extends Data.TaggedError("MissingCapabilitiesAddress") {}
export class CallStatusNotApproved extends Data.TaggedError("CallStatusNotApproved") {}
export class UserOperationReceiptFailed extends Data.TaggedError("UserOperationReceiptFailed")<{ readonly status: number }> {}
/**
 * A wallet request that could not be handed to the relay: its socket stayed down for the whole
 * wait (WALLET_REACH_LIMIT), or the SDK gave up publishing it. The wallet never got it.
 */
export class WalletUnreachable extends Data.TaggedError("WalletUnreachable")<{ readonly method: string; readonly cause: string }> {
  /** EIP-1193's 4900 (Disconnected), which the provider's rejection carries for its callers. */
  readonly code = 4900
}

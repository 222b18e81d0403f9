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

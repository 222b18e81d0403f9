import { Data } from "effect"

/** Failures of the account features: balances, swaps, send, history, names, sign-in (SPEC §5, §8). */
/** `retryAt`: the epoch ms until which no new read is made (SPEC §5's 30 s, or a later Retry-After). */
export class TokenBalanceUnavailable extends Data.TaggedError("TokenBalanceUnavailable")<{ readonly retryAt?: number }> {}
/** A balance retry inside the wait after a failure (SPEC §5, §9); the wait ends at `retryAt` (epoch ms). */
export class TokenBalanceRetryBlocked extends Data.TaggedError("TokenBalanceRetryBlocked")<{
  readonly remainingMs: number
  readonly retryAt?: number
}> {}
export class GasPriceNetworkUnsupported extends Data.TaggedError("GasPriceNetworkUnsupported") {}
export class SwapNetworkUnsupported extends Data.TaggedError("SwapNetworkUnsupported") {}
/** A swap without both tokens (`token`) or without a positive amount the source token can hold (`amount`). */
export class SwapInputIncomplete extends Data.TaggedError("SwapInputIncomplete")<{ readonly missing: "token" | "amount" }> {}
/** A swap of more than the account holds of the source token. */
export class SwapInsufficientBalance extends Data.TaggedError("SwapInsufficientBalance")<{ readonly symbol: string }> {}
/** The data service answered a quote request with no quote. */
export class SwapQuoteUnavailable extends Data.TaggedError("SwapQuoteUnavailable") {}
export class FetchTransactionsFailed extends Data.TaggedError("FetchTransactionsFailed")<{ readonly cause?: unknown }> {}
export class SignMessageFailed extends Data.TaggedError("SignMessageFailed")<{ readonly cause?: unknown }> {}
export class SiwxNotEnabled extends Data.TaggedError("SiwxNotEnabled") {}
export class AddressOrAuthConnectorNotFound extends Data.TaggedError("AddressOrAuthConnectorNotFound") {}
export class ResolveNameFailed extends Data.TaggedError("ResolveNameFailed")<{ readonly name: string }> {}
export class NameSuggestionsFailed extends Data.TaggedError("NameSuggestionsFailed")<{ readonly name: string }> {}
export class NamesForAddressFailed extends Data.TaggedError("NamesForAddressFailed")<{ readonly address: string }> {}
export class RegisterNameFailed extends Data.TaggedError("RegisterNameFailed")<{ readonly name: string }> {}
export class SmartSessionsFetchFailed extends Data.TaggedError("SmartSessionsFetchFailed")<{ readonly account: string }> {}
export class RevokeSmartSessionFailed extends Data.TaggedError("RevokeSmartSessionFailed")<{ readonly pci: string }> {}
/** An EVM chain id of 2^31 or more has no ENSIP-11 coin type. */
export class InvalidChainIdForCoinType extends Data.TaggedError("InvalidChainIdForCoinType")<{ readonly chainId: number }> {}
export class SendAmountAndReceiverRequired extends Data.TaggedError("SendAmountAndReceiverRequired") {}
export class SendTokenRequired extends Data.TaggedError("SendTokenRequired") {}
/**
 * A switch to the smart account refused (SPEC §4): smart accounts are not enabled on the active
 * network (`chainId`, its CAIP-2 id), so the frame is not asked.
 */
export class SmartAccountNotEnabled extends Data.TaggedError("SmartAccountNotEnabled")<{ readonly chainId: string }> {}
/** A switch to the type the account already has (SPEC §4: to smart account only from eoa, and back). */
export class AccountTypeUnchanged extends Data.TaggedError("AccountTypeUnchanged")<{ readonly type: "eoa" | "smartAccount" }> {}
/** `waitForCallsStatus` gave up: the batch `id` had no final status within `timeoutMs` (EIP-5792). */
export class CallsStatusTimeout extends Data.TaggedError("CallsStatusTimeout")<{ readonly id: string; readonly timeoutMs: number }> {}

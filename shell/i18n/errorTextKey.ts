import type { DoorwayError, DoorwayErrorTag } from "../../core/errors/DoorwayError.js"

/** Errors whose whole text is a remote party's own words (a wallet's, a node's): nothing to translate. */
type RemoteWordsTag = "JsonRpcError" | "WalletConnectError"

/** Errors whose wording depends on a field: one text per case (core/errors/catalogue.ts). */
type CaseKey =
  | "ExecutionRevertedError.reason"
  | "DisconnectChainsFailed.detail"
  | "SwapInputIncomplete.token"
  | "SwapInputIncomplete.amount"
  | "OnrampUnavailable.region"
  | "OnrampUnavailable.network"
  | "NoAdapterForNetwork.none"
  | "AccountTypeUnchanged.smartAccount"
  | "AccountTypeUnchanged.eoa"

type CasedTag = "SwapInputIncomplete" | "OnrampUnavailable" | "AccountTypeUnchanged"

/**
 * The key of an error's text in a language's catalogue: its `_tag`, or `_tag.case` where the
 * English words change with a field. Every error has one except those that only relay a remote
 * party's words.
 */
export type ErrorTextKey = Exclude<DoorwayErrorTag, RemoteWordsTag | CasedTag> | CaseKey

/** A language's text for every error key, with `{field}` placeholders (see errorParams). */
export type ErrorTexts = { readonly [K in ErrorTextKey]: string }

/**
 * The catalogue key of `error`'s text, following the same cases as the core catalogue's English;
 * none when the text is a remote party's words (a JSON-RPC reason, a frame's own reason).
 */
export const errorTextKey = (error: DoorwayError): ErrorTextKey | undefined => {
  switch (error._tag) {
    case "JsonRpcError":
    case "WalletConnectError":
      return undefined
    case "FrameError":
      return error.reason === undefined ? "FrameError" : undefined
    case "ExecutionRevertedError":
      return error.reason ? "ExecutionRevertedError.reason" : "ExecutionRevertedError"
    case "DisconnectChainsFailed":
      return error.reasons[0]?.description ? "DisconnectChainsFailed.detail" : "DisconnectChainsFailed"
    case "SwapInputIncomplete":
      return error.missing === "token" ? "SwapInputIncomplete.token" : "SwapInputIncomplete.amount"
    case "OnrampUnavailable":
      return error.reason === "region" ? "OnrampUnavailable.region" : "OnrampUnavailable.network"
    case "NoAdapterForNetwork":
      return error.adapters.length === 0 ? "NoAdapterForNetwork.none" : "NoAdapterForNetwork"
    case "AccountTypeUnchanged":
      return error.type === "smartAccount" ? "AccountTypeUnchanged.smartAccount" : "AccountTypeUnchanged.eoa"
    default:
      return error._tag
  }
}

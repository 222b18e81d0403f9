import { Option } from "effect"
import type { InvalidProjectId, OriginNotAllowed, SessionExpired } from "../errors/AlertErrors.js"
import type { JsonRpcError, UserRejectedError } from "../errors/JsonRpcError.js"
import { providerMessageAlert } from "../errors/providerMessageAlert.js"
import {
  JsonRpcProviderNotFound,
  NamespaceNotConfigured,
  NoRpcUrl,
  ProviderNotConnected,
  RecordRecentlyDeleted,
  WalletConnectError,
  WalletUnreachable
} from "../errors/WalletConnectErrors.js"
import type { WalletConnectErrorCode } from "../errors/WalletConnectErrors.js"
import { walletFailureOf } from "../evm/walletFailureOf.js"
import type { ForeignFailure } from "../evm/walletFailureOf.js"

/** A failure of the WalletConnect SDK or its relay, as one entry of the catalogue (SPEC §8). */
export type WalletConnectFailure =
  | ProviderNotConnected
  | NamespaceNotConfigured
  | NoRpcUrl
  | JsonRpcProviderNotFound
  | RecordRecentlyDeleted
  | WalletConnectError
  | WalletUnreachable
  | SessionExpired
  | InvalidProjectId
  | OriginNotAllowed

/** The sign client's own error words (its `getInternalError` table) and their codes. */
const SDK_CODES: ReadonlyArray<readonly [string, WalletConnectErrorCode]> = [
  ["Not initialized.", "NOT_INITIALIZED"],
  ["Missing or invalid.", "MISSING_OR_INVALID"],
  ["No matching key.", "NO_MATCHING_KEY"],
  ["Expired.", "EXPIRED"]
]

/** What follows `prefix` in `text`, trimmed: the SDK's context (a topic, an id). */
const after = (text: string, prefix: string): string => text.slice(text.indexOf(prefix) + prefix.length).trim()

/** The SDK's own words, matched first: they are not the wallet's. */
const sdkFailureOf = (message: string): Option.Option<WalletConnectFailure> => {
  const alert = providerMessageAlert(message)
  if (Option.isSome(alert)) return alert
  if (message.includes("Please call connect() before request()")) return Option.some(new ProviderNotConnected())
  if (message.includes("Namespace is not configured")) return Option.some(new NamespaceNotConfigured({ namespace: "eip155" }))
  if (message.includes("No RPC url provided for chainId")) return Option.some(new NoRpcUrl({ chainId: after(message, "chainId:") }))
  const provider = /JSON-RPC provider for (\S+) not found/.exec(message)
  if (provider !== null) return Option.some(new JsonRpcProviderNotFound({ chainId: provider[1] ?? "" }))
  // The SDK's publish gave up (its minute ran out with the relay away): the wallet never got the request.
  if (message.startsWith("Failed to publish")) return Option.some(new WalletUnreachable({ method: "", cause: message }))
  if (message.includes("Record was recently deleted")) return Option.some(new RecordRecentlyDeleted({ topic: after(message, ":") }))
  for (const [words, code] of SDK_CODES) {
    if (message.startsWith(words) || message.includes(` ${words}`)) return Option.some(new WalletConnectError({ code, context: after(message, words) }))
  }
  return Option.none()
}

/**
 * Any failure the universal provider, its sign client or the relay reports: the SDK's and relay's
 * own (NOT_INITIALIZED, MISSING_OR_INVALID, NO_MATCHING_KEY, EXPIRED, 'Record was recently
 * deleted', the relay's close reasons) as their catalogue entries, the wallet's answers as any
 * wallet's (4001 and 5000 the user saying no).
 */
export const walletConnectFailureOf = (failure: ForeignFailure): WalletConnectFailure | JsonRpcError | UserRejectedError =>
  Option.getOrElse(sdkFailureOf(failure.message), () => walletFailureOf(failure))

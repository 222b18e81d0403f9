import { Data } from "effect"

/**
 * Configuration and platform problems that the modal shows as an alert (SPEC §8 "Alert errors").
 * Each carries the headline of the spec; `alertDescriptions` in catalogue.ts gives the second line.
 */
export class NetworkNotFoundAlert extends Data.TaggedError("NetworkNotFoundAlert")<{ readonly caipNetworkId?: string }> {}
export class OriginNotAllowed extends Data.TaggedError("OriginNotAllowed")<{ readonly origin?: string }> {}
export class EmbeddedWalletLoadFailed extends Data.TaggedError("EmbeddedWalletLoadFailed") {}
export class EmbeddedWalletRequestTimedOut extends Data.TaggedError("EmbeddedWalletRequestTimedOut") {}
export class UnverifiedDomain extends Data.TaggedError("UnverifiedDomain") {}
export class SessionExpired extends Data.TaggedError("SessionExpired") {}
export class InvalidProjectId extends Data.TaggedError("InvalidProjectId") {}
export class ProjectIdNotConfigured extends Data.TaggedError("ProjectIdNotConfigured") {}
/** The allowed-origins or configuration fetch answered 500 to 599 (SERVER_ERROR). */
export class AppConfigServerError extends Data.TaggedError("AppConfigServerError")<{ readonly status: number }> {}
/** The allowed-origins or configuration fetch answered 429 (RATE_LIMITED). */
export class AppConfigRateLimited extends Data.TaggedError("AppConfigRateLimited") {}
/** The network the wallet switched to is not one of the configured networks. */
export class SwitchNetworkNotFound extends Data.TaggedError("SwitchNetworkNotFound")<{ readonly chainId: string }> {}
/** Warning: remote project configuration replaced a local option. */
export class LocalConfigurationIgnored extends Data.TaggedError("LocalConfigurationIgnored")<{
  readonly features: ReadonlyArray<string>
}> {}
/** Info: a multi-wallet operation while the remote multiWallet feature is off. */
export class MultiWalletDisabled extends Data.TaggedError("MultiWalletDisabled") {}

export type AlertError =
  | NetworkNotFoundAlert
  | OriginNotAllowed
  | EmbeddedWalletLoadFailed
  | EmbeddedWalletRequestTimedOut
  | UnverifiedDomain
  | SessionExpired
  | InvalidProjectId
  | ProjectIdNotConfigured
  | AppConfigServerError
  | AppConfigRateLimited
  | SwitchNetworkNotFound
  | LocalConfigurationIgnored
  | MultiWalletDisabled

/**
 * The business numbers of the specification (SPEC §9). Each is imported by the rule that uses it,
 * so a change here changes that rule and its test together.
 */
import { Duration } from "effect"

export const SDK_VERSION = "1.7.16"
export const SDK_TYPE = "appkit"

// Balances and caches
export const PORTFOLIO_CACHE_LIFETIME = Duration.seconds(30)
export const NATIVE_BALANCE_CACHE_LIFETIME = Duration.seconds(30)
export const ENS_CACHE_LIFETIME = Duration.minutes(5)
export const IDENTITY_CACHE_LIFETIME = Duration.minutes(5)

// Chain RPC over HTTP
export const RPC_TIMEOUT = Duration.seconds(10)
export const RPC_RETRY_COUNT = 3
export const RPC_RETRY_DELAY = Duration.millis(150)
export const RPC_RETRY_STATUSES: ReadonlySet<number> = new Set([403, 408, 413, 429, 500, 502, 503, 504])
export const RPC_BATCH_SIZE = 1000

// Animations of the modal
export const HEADER_TEXT_ANIMATION = Duration.millis(120)
export const MODAL_HEIGHT_ANIMATION = Duration.millis(150)
export const VIEW_TRANSITION_ANIMATION = Duration.millis(150)
/** A new banner while one is open waits this long after closing the old one. */
export const SNACKBAR_SWITCH_DELAY = Duration.millis(150)

// Logging and analytics
export const LOG_BUFFER_BYTES = 1_024_000
export const FALLBACK_LOG_LEVEL = "error"
export const ANALYTICS_EVENT_LIMIT = 5
export const ANALYTICS_WINDOW = Duration.seconds(60)


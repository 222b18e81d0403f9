/**
 * The business numbers of the specification (SPEC §9). Each is imported by the rule that uses it,
 * so a change here changes that rule and its test together.
 */
import { Duration } from "effect"

export { SDK_TYPE, SDK_VERSION } from "./plain/constants.js"
/** The bound of an instance's start, in ms (a plain number: the shell reads it before effect loads). */
export { INSTANCE_START_TIMEOUT_MS } from "./plain/constants.js"

// Balances and caches
export const NATIVE_BALANCE_CACHE_LIFETIME = Duration.seconds(30)
/** The token balances of an account (the balances endpoint's answer) are reused this long (SPEC §9). */
export const PORTFOLIO_CACHE_LIFETIME = Duration.seconds(30)
/** After a failed balance read, no new read for this long (SPEC §5). */
export const TOKEN_BALANCE_RETRY_WAIT = Duration.seconds(30)
export const IDENTITY_CACHE_LIFETIME = Duration.minutes(5)
/** The names of an address, and a name looked up for a receiver, are reused this long (SPEC §9 ENS 5 min). */
export const ENS_CACHE_LIFETIME = Duration.minutes(5)

// Activity
/** Transactions sent from the modal shown as pending until mined; the next one pushes out the oldest. */
export const PENDING_TRANSACTIONS_LIMIT = 99

// The hosted REST services (data service, catalogue, analytics)
/**
 * One request to a hosted REST service gets no answer within this, or fails with
 * HttpTimeoutError. SPEC §7–§9 give the REST client no bound; this is the chain RPC's per-attempt
 * 10 s of SPEC §9, so no view waits on a data service or catalogue longer than on a node.
 */
export const API_REQUEST_TIMEOUT = Duration.seconds(10)

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
/** After a refused embedded-wallet method opens the modal, 'Action not allowed' waits this long. */
export const NOT_ALLOWED_ALERT_DELAY = Duration.millis(300)

// Logging and analytics
export const LOG_BUFFER_BYTES = 1_024_000
export const FALLBACK_LOG_LEVEL = "error"
export const ANALYTICS_EVENT_LIMIT = 5
export const ANALYTICS_WINDOW = Duration.seconds(60)


// Wallet catalogue
export const WALLET_PAGE_SIZE = 40
export const RECOMMENDED_WALLETS_COUNT = 4
/** Featured wallets fetched when the host names none. */
export const DEFAULT_FEATURED_COUNT = 4
export const WALLET_SEARCH_RESULTS = 100
/** Search results never show sooner than this after the search started. */
export const WALLET_SEARCH_MIN_WAIT = Duration.millis(300)
/** Only this many wallet images of a page are fetched up front; the rest load when scrolled into view. */
export const WALLET_IMAGES_PER_PAGE = 20

// Display
export const EMAIL_DISPLAY_CUTOFF = 30
export { ADDRESS_LEADING_CHARS, ADDRESS_TRAILING_CHARS, AVATAR_TINT_SHADES, AVATAR_TINT_STEP, DEFAULT_NUMBER_DECIMALS } from "./plain/constants.js"

// Social login (WIRE §4.7)
/** The social-login popup's size in CSS pixels (SPEC §9 600x800). */
export const SOCIAL_POPUP_WIDTH = 600
export const SOCIAL_POPUP_HEIGHT = 800
/** How often the login looks whether the person closed the popup (SPEC §9). */
export const POPUP_CLOSED_CHECK_INTERVAL = Duration.seconds(1)

// Connectors
/** Recent wallets kept in storage, most recent first. */
export const RECENT_WALLETS_LIMIT = 2

// Reconnecting after a reload
/**
 * How long a stored wallet connection waits for its connector to appear. EIP-6963 wallets announce
 * themselves asynchronously after the page asks; one that has not within this time is treated as
 * absent and the namespace stays disconnected. (Not a SPEC §9 number: the product's own choice.)
 */
export const RECONNECT_CONNECTOR_WAIT = Duration.seconds(1)

/**
 * How long an open without a named view waits for the start-up's restoring of a stored
 * connection to end before it picks Account or Connect: a returning visitor who clicks the
 * account shown from storage gets the Account view once the wallet confirms it, and the modal
 * opens anyway when the wallet is slow. (Not a SPEC §9 number: the product's own choice.)
 */
export const RESTORE_OPEN_WAIT = Duration.seconds(1)

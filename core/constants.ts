/**
 * The business numbers of the specification (SPEC §9). Each is imported by the rule that uses it,
 * so a change here changes that rule and its test together.
 */
import { Duration } from "effect"

export const SDK_VERSION = "1.7.16"
export const SDK_TYPE = "appkit"

// Embedded wallet (email login, frame)
export const EMAIL_LOGIN_COOLDOWN = Duration.seconds(30)
export const FRAME_LOAD_TIMEOUT = Duration.seconds(20)
export const FRAME_REQUEST_TIMEOUT = Duration.seconds(120)
export const FRAME_SIGN_OUT_TIMEOUT = Duration.seconds(3)
export const FRAME_INIT_DELAY = Duration.millis(500)
export const LINK_MODE_STARTUP_DELAY = Duration.millis(50)
export const SECURE_SDK_VERSION = "4"
export const SOCIAL_POPUP_WIDTH = 600
export const SOCIAL_POPUP_HEIGHT = 800
export const POPUP_CLOSED_POLL = Duration.seconds(1)
export const EMAIL_UPDATE_POLL = Duration.seconds(1)
export const NOT_ALLOWED_RPC_ERROR_DELAY = Duration.millis(300)

// Balances and caches
export const TOKEN_BALANCE_RETRY_WAIT = Duration.seconds(30)
export const PORTFOLIO_CACHE_LIFETIME = Duration.seconds(30)
export const NATIVE_BALANCE_CACHE_LIFETIME = Duration.seconds(30)
export const ENS_CACHE_LIFETIME = Duration.minutes(5)
export const IDENTITY_CACHE_LIFETIME = Duration.minutes(5)

// Wallets
export const RECENT_WALLETS_LIMIT = 2
export const WALLET_PAGE_SIZE = 40
export const RECOMMENDED_WALLETS_COUNT = 4
export const DEFAULT_FEATURED_COUNT = 4
export const WALLET_SEARCH_RESULTS = 100
export const WALLET_SEARCH_MIN_WAIT = Duration.millis(300)
export const WALLET_IMAGES_PER_PAGE = 20
export const PENDING_TRANSACTIONS_LIMIT = 99

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

// Swaps
export const SWAP_SLIPPAGE_TOLERANCE = 1
export const SWAP_NETWORK_CHAIN_IDS: ReadonlyArray<number> = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554
]

// Display
export const TRANSACTION_AMOUNT_DECIMALS = 3
export const DEFAULT_NUMBER_DECIMALS = 2
export const ADDRESS_LEADING_CHARS = 4
export const ADDRESS_TRAILING_CHARS = 6
export const AVATAR_TINT_STEP = 0.15
export const AVATAR_TINT_SHADES = 5
export const NAME_MIN_LENGTH = 4
export const EMAIL_DISPLAY_CUTOFF = 30
export const RELATIVE_TIME_LABELS = ["sec", "min", "hr", "d", "mo", "yr"] as const

// Logging and analytics
export const LOG_BUFFER_BYTES = 1_024_000
export const FALLBACK_LOG_LEVEL = "error"
export const ANALYTICS_EVENT_LIMIT = 5
export const ANALYTICS_WINDOW = Duration.seconds(60)
export const EVENT_EMITTER_MAX_LISTENERS = 10

// Bitcoin
export const BITCOIN_PAYMENT_ACCOUNT_INDEX = 0
export const BITCOIN_ORDINAL_ACCOUNT_INDEX = 1

// Names
export const NAME_SUFFIX = "reown.id"
export const LEGACY_NAME_SUFFIX = "wcn.id"
export const NAME_API_VERSION = "2"

/** Time zones in which on-ramp and swap providers are not offered. */
export const RESTRICTED_TIMEZONES: ReadonlyArray<string> = [
  "Asia/Shanghai", "Asia/Urumqi", "Asia/Chongqing", "Asia/Harbin", "Asia/Kashgar",
  "Asia/Hong_Kong", "Asia/Macau", "Asia/Macao"
]

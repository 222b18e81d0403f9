/**
 * Every number of core/constants.ts, written out as SPEC §9 gives it. A constant changed by one
 * unit fails here and in the boundary test of the rule that uses it; a new constant must be added
 * to this table (and so be checked against the spec) before the suite passes.
 */
import { describe, expect, it } from "@effect/vitest"
import { Duration } from "effect"
import * as Constants from "../../core/constants.js"

/** Durations in milliseconds; everything else as its value. */
const valueOf = (value: unknown): unknown => (Duration.isDuration(value) ? Duration.toMillis(value) : value instanceof Set ? [...value] : value)

const SPEC: Readonly<Record<keyof typeof Constants, unknown>> = {
  SDK_VERSION: "1.7.16",
  SDK_TYPE: "appkit",
  // Not in SPEC §9: the start's bound, the frame load's 20 s (see core/plain/constants.ts).
  INSTANCE_START_TIMEOUT_MS: 20_000,
  NATIVE_BALANCE_CACHE_LIFETIME: 30_000,
  PORTFOLIO_CACHE_LIFETIME: 30_000,
  TOKEN_BALANCE_RETRY_WAIT: 30_000,
  IDENTITY_CACHE_LIFETIME: 300_000,
  ENS_CACHE_LIFETIME: 300_000,
  PENDING_TRANSACTIONS_LIMIT: 99,
  // Not in SPEC §9: the REST client's bound, the RPC's 10 s (see core/constants.ts).
  API_REQUEST_TIMEOUT: 10_000,
  RPC_TIMEOUT: 10_000,
  RPC_RETRY_COUNT: 3,
  RPC_RETRY_DELAY: 150,
  RPC_RETRY_STATUSES: [403, 408, 413, 429, 500, 502, 503, 504],
  RPC_BATCH_SIZE: 1000,
  HEADER_TEXT_ANIMATION: 120,
  MODAL_HEIGHT_ANIMATION: 150,
  VIEW_TRANSITION_ANIMATION: 150,
  SNACKBAR_SWITCH_DELAY: 150,
  NOT_ALLOWED_ALERT_DELAY: 300,
  LOG_BUFFER_BYTES: 1_024_000,
  FALLBACK_LOG_LEVEL: "error",
  ANALYTICS_EVENT_LIMIT: 5,
  ANALYTICS_WINDOW: 60_000,
  WALLET_PAGE_SIZE: 40,
  RECOMMENDED_WALLETS_COUNT: 4,
  DEFAULT_FEATURED_COUNT: 4,
  WALLET_SEARCH_RESULTS: 100,
  WALLET_SEARCH_MIN_WAIT: 300,
  WALLET_IMAGES_PER_PAGE: 20,
  EMAIL_DISPLAY_CUTOFF: 30,
  ADDRESS_LEADING_CHARS: 4,
  ADDRESS_TRAILING_CHARS: 6,
  DEFAULT_NUMBER_DECIMALS: 2,
  AVATAR_TINT_STEP: 0.15,
  AVATAR_TINT_SHADES: 5,
  SOCIAL_POPUP_WIDTH: 600,
  SOCIAL_POPUP_HEIGHT: 800,
  POPUP_CLOSED_CHECK_INTERVAL: 1_000,
  RECENT_WALLETS_LIMIT: 2,
  // Not a SPEC §9 number: the product's own wait for an EIP-6963 wallet after a reload.
  RECONNECT_CONNECTOR_WAIT: 1_000,
  RESTORE_OPEN_WAIT: 1_000
}

describe("SPEC §9 constants", () => {
  it("the table names every constant, and only those", () => {
    expect(Object.keys(SPEC).sort()).toEqual(Object.keys(Constants).sort())
  })

  it.each(Object.entries(SPEC))("%s is %j", (name, expected) => {
    expect(valueOf(Constants[name as keyof typeof Constants])).toEqual(expected)
  })
})

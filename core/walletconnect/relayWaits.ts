/**
 * The waits of a WalletConnect wallet request while the relay's socket is down (requestOverRelay).
 * Not SPEC §9 numbers: the product's own choice, beside the SDK's (its publish gives up after a
 * minute, its socket is tried again in bursts up to 20 s apart).
 */
import { Duration } from "effect"

/** A request made while the socket is down waits this long for it, then fails with WalletUnreachable, never sent. */
export const WALLET_REACH_LIMIT = Duration.seconds(60)
/** A socket down this long before the notice shows: a reconnect within it goes unseen. */
export const WALLET_UNREACHABLE_NOTICE_DELAY = Duration.seconds(1)
/** Meanwhile the client is asked to reopen its socket this often. */
export const RELAY_RECONNECT_EVERY = Duration.seconds(1)

/** The banner meanwhile (its failure's text is WalletUnreachable's in the catalogue). */
export const WALLET_UNREACHABLE_NOTICE = "The wallet cannot be reached. Reconnecting…"

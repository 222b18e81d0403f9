/**
 * The secure site's own limits on email login, kept whatever the page stores (a real server cannot
 * trust its page). SPEC §9 gives the 30 s between mails; it names no figure for wrong codes or a
 * code's lifetime, so these are chosen here and listed in devnet/README.md.
 */

/** One mail (code or approval link) per address every 30 s (SPEC §5, §9). */
export const RESEND_INTERVAL_MS = 30_000
/** Wrong codes one login (a browser's login of one address) may send before it is locked. */
export const WRONG_CODES_PER_LOGIN = 5
/** Wrong codes an address may get, from any browser, within {@link WRONG_CODE_WINDOW_MS}. */
export const WRONG_CODES_PER_ADDRESS = 10
/** How far back wrong codes count towards the address's limit. */
export const WRONG_CODE_WINDOW_MS = 15 * 60_000
/** How long a lock lasts: no code is taken and no mail is sent meanwhile. */
export const LOCK_MS = 15 * 60_000
/** How long a mailed code is taken. */
export const CODE_LIFETIME_MS = 10 * 60_000
/** RFC 5321 §4.5.3.1: 64 octets for the local part, 254 for the whole forward path address. */
export const MAX_LOCAL_PART_LENGTH = 64
export const MAX_ADDRESS_LENGTH = 254

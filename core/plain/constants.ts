/**
 * The numbers of SPEC §9 that are plain values, re-exported by core/constants.ts (whose durations
 * are Effect values). The modules a page runs at its start (the buttons' short address, balance
 * and avatar, an image's URL) import them from here, so that page loads no Effect code.
 */

export const SDK_VERSION = "1.7.16"
export const SDK_TYPE = "appkit"

// Display
export const ADDRESS_LEADING_CHARS = 4
export const ADDRESS_TRAILING_CHARS = 6
export const DEFAULT_NUMBER_DECIMALS = 2
export const AVATAR_TINT_STEP = 0.15
export const AVATAR_TINT_SHADES = 5

// The instance's start
/**
 * An instance's start (its chunks fetched and evaluated, its runtime built, its start-up programs
 * begun) settles within this, or fails with `InstanceStartTimeoutError`. A healthy start takes
 * well under a second and a slow phone's a few; like the secure frame's load (SPEC §9, 20 s) it
 * is code fetched from the network before the modal can show, and gets the same bound.
 */
export const INSTANCE_START_TIMEOUT_MS = 20_000

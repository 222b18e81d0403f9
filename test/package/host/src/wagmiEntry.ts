/**
 * Not used by the app: the wagmi bridge's entry, type-checked with the wagmi page's config (its
 * declarations name wagmi's), under moduleResolution bundler.
 */
import type * as Wagmi from "doorway-connect/wagmi"

export type WagmiEntry = typeof Wagmi

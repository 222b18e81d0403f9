import type { ThemeMode } from "../services/Theme.js"

/** The modal's background in each theme: its palette's base, and what the secure frame matches. */
export const MODAL_BACKGROUND: Readonly<Record<ThemeMode, string>> = { light: "#ffffff", dark: "#191a1a" }

/** The accent when the host sets no `--w3m-accent` (SPEC §9). */
export const DEFAULT_ACCENT = "#3396ff"

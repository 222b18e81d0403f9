import type { ThemeMode, ThemeVariables } from "../../core/services/Theme.js"
import { DEFAULT_ACCENT, MODAL_BACKGROUND } from "../../core/theme/modalSurface.js"

/** SPEC §9 modal defaults; a host's `themeVariables` replace any of them. */
export const DEFAULT_THEME_VARIABLES: Readonly<Record<string, string>> = {
  "--w3m-modal-width": "360px",
  "--w3m-z-index": "999",
  "--w3m-font-size-master": "10px",
  "--w3m-border-radius-master": "4px",
  "--w3m-color-mix": "transparent",
  "--w3m-color-mix-strength": "0%",
  "--w3m-accent": DEFAULT_ACCENT,
  "--w3m-font-family": "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
}

/**
 * The two palettes; each colour is mixed with `--w3m-color-mix` by `--w3m-color-mix-strength`.
 * Fills (`--doorway-success`, the accent) and the text drawn in those hues are kept apart: text
 * colours are darker (light) or lighter (dark) so they keep a 4.5:1 contrast (WCAG AA) on the
 * surfaces and tag tints they stand on, hovered ones included. The accent's text and button
 * colours are derived from the host's `--w3m-accent`.
 */
export const PALETTES: Readonly<Record<ThemeMode, Readonly<Record<string, string>>>> = {
  light: {
    "--doorway-base-bg": MODAL_BACKGROUND.light,
    "--doorway-base-bg-raised": "#f3f3f3",
    "--doorway-base-fg": "#141414",
    "--doorway-base-fg-muted": "#555555",
    "--doorway-base-border": "rgba(0, 0, 0, 0.08)",
    "--doorway-base-overlay": "rgba(0, 0, 0, 0.3)",
    "--doorway-info": "#3396ff",
    "--doorway-success": "#26b562",
    "--doorway-warning": "#f5a623",
    "--doorway-error": "#df4a34",
    "--doorway-success-text": "#11612f",
    "--doorway-error-text": "#a82816",
    "--doorway-accent-text": "color-mix(in srgb, var(--w3m-accent) 60%, #000)",
    "--doorway-accent-fill": "color-mix(in srgb, var(--w3m-accent) 75%, #000)"
  },
  dark: {
    "--doorway-base-bg": MODAL_BACKGROUND.dark,
    "--doorway-base-bg-raised": "#252626",
    "--doorway-base-fg": "#e4e7e7",
    "--doorway-base-fg-muted": "#b0b8b8",
    "--doorway-base-border": "rgba(255, 255, 255, 0.08)",
    "--doorway-base-overlay": "rgba(0, 0, 0, 0.5)",
    "--doorway-info": "#47a1ff",
    "--doorway-success": "#27a64c",
    "--doorway-warning": "#f6b84e",
    "--doorway-error": "#f25a67",
    "--doorway-success-text": "#3ecf6c",
    "--doorway-error-text": "#ff7a85",
    "--doorway-accent-text": "color-mix(in srgb, var(--w3m-accent) 70%, #fff)",
    "--doorway-accent-fill": "color-mix(in srgb, var(--w3m-accent) 75%, #000)"
  }
}

/** Host values are CSS text or numbers; a bare number is a percentage for the mix strength. */
const cssValue = (name: string, value: string | number): string =>
  typeof value === "number" && name === "--w3m-color-mix-strength" ? `${value}%` : String(value)

/** Only custom properties are applied, so a host value can never inject another declaration. */
const isSafe = (name: string, value: string): boolean => /^--[a-zA-Z0-9-]+$/.test(name) && !/[;{}<]/.test(value)

/** The host's variables as CSS text, the unsafe ones left out. */
export const hostThemeVariables = (host: ThemeVariables): Readonly<Record<string, string>> => {
  const variables: Record<string, string> = {}
  for (const [name, value] of Object.entries(host)) {
    const text = cssValue(name, value)
    if (isSafe(name, text)) variables[name] = text
  }
  return variables
}

/** The declarations of one theme: defaults, the host's variables, then the mode's palette. */
export const themeDeclarations = (mode: ThemeMode, host: ThemeVariables): string =>
  Object.entries({ ...DEFAULT_THEME_VARIABLES, ...hostThemeVariables(host), ...PALETTES[mode] })
    .map(([name, value]) => `${name}:${value};`)
    .join("")

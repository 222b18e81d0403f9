import type { ThemeMode } from "../../core/services/Theme.js"
import { DEFAULT_THEME_VARIABLES, PALETTES } from "../modal/themeVariables.js"

const declarations = (variables: Readonly<Record<string, string>>): string =>
  Object.entries(variables)
    .map(([name, value]) => `${name}:${value};`)
    .join("")

const palette = (mode: ThemeMode): string => `.doorway-btn[data-theme=${mode}]{${declarations(PALETTES[mode])}}`

/**
 * The stylesheet of the ready-made buttons, one per page whatever the number of buttons: the
 * modal's defaults (a host's `themeVariables` replace them on each button's own style), both
 * palettes keyed by `data-theme`, then the rules. Text keeps the palettes' contrast: the accent
 * fill carries white text, the raised surface the foreground colours.
 */
export const BUTTON_CSS = `.doorway-btn{${declarations(DEFAULT_THEME_VARIABLES)}}${palette("light")}${palette("dark")}
.doorway-btn{--doorway-btn-surface:color-mix(in srgb,var(--w3m-color-mix) var(--w3m-color-mix-strength),var(--doorway-base-bg-raised));
position:relative;box-sizing:border-box;display:inline-flex;align-items:center;gap:8px;min-height:40px;max-width:100%;padding:0 14px;margin:0;
border:1px solid var(--doorway-base-border);border-radius:999px;background:var(--doorway-btn-surface);color:var(--doorway-base-fg);
font-family:var(--w3m-font-family);font-size:calc(var(--w3m-font-size-master) * 1.4);font-weight:600;line-height:1.2;
white-space:nowrap;cursor:pointer;vertical-align:middle;color-scheme:light dark;-webkit-tap-highlight-color:transparent}
.doorway-btn *,.doorway-btn *::before,.doorway-btn *::after{box-sizing:border-box}
.doorway-btn[data-size=sm]{min-height:32px;padding:0 10px;gap:6px;font-size:calc(var(--w3m-font-size-master) * 1.2)}
.doorway-btn[data-variant=accent]{background:var(--doorway-accent-fill);border-color:transparent;color:#fff}
.doorway-btn:hover:not(:disabled){background:color-mix(in srgb,var(--doorway-base-fg) 6%,var(--doorway-btn-surface))}
.doorway-btn[data-variant=accent]:hover:not(:disabled){background:color-mix(in srgb,#000 12%,var(--doorway-accent-fill))}
.doorway-btn:focus-visible{outline:2px solid var(--w3m-accent);outline-offset:2px}
.doorway-btn:disabled{opacity:.6;cursor:default}
.doorway-btn[aria-busy=true]{cursor:progress}
.doorway-btn[data-with-image]{padding-inline-start:4px}
.doorway-btn[data-size=sm][data-with-image]{padding-inline-start:3px}
.doorway-btn-text{overflow:hidden;text-overflow:ellipsis}
.doorway-btn-balance{color:var(--doorway-base-fg-muted);font-weight:500;font-variant-numeric:tabular-nums}
.doorway-btn-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.doorway-btn .doorway-avatar,.doorway-btn .doorway-image{flex:none;width:30px;height:30px;border-radius:50%;object-fit:cover}
.doorway-btn[data-size=sm] .doorway-avatar,.doorway-btn[data-size=sm] .doorway-image{width:24px;height:24px}
.doorway-btn .doorway-avatar{display:block;background:radial-gradient(75% 75% at 65% 40%,#fff .52%,var(--doorway-avatar-5) 31.25%,
var(--doorway-avatar-3) 51.56%,var(--doorway-avatar-2) 65.63%,var(--doorway-avatar-1) 82.29%,var(--doorway-avatar-4) 99.48%)}
.doorway-btn .doorway-image{display:flex;align-items:center;justify-content:center;overflow:hidden;
background:color-mix(in srgb,var(--doorway-base-fg) 8%,var(--doorway-btn-surface));color:var(--doorway-base-fg);font-weight:700}
.doorway-btn-spinner{flex:none;width:14px;height:14px;border-radius:50%;border:2px solid currentColor;border-top-color:transparent;
animation:doorway-btn-spin 800ms linear infinite}
@keyframes doorway-btn-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.doorway-btn-spinner{animation-duration:2400ms}}
`

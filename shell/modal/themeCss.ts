import { Duration } from "effect"
import { HEADER_TEXT_ANIMATION, MODAL_HEIGHT_ANIMATION, VIEW_TRANSITION_ANIMATION } from "../../core/constants.js"
import type { ThemeState } from "../../core/services/Theme.js"
import { themeDeclarations } from "./themeVariables.js"
import { viewRules } from "./viewCss.js"

const ms = (duration: Duration.Duration): string => `${Duration.toMillis(duration)}ms`

/**
 * Where the fades start: the first frame after the modal (or a view) appears already shows it, at
 * a fifth of its opacity; from 0, that frame would draw nothing. Their durations are SPEC §9's.
 */
const FADE_START = 0.2

/**
 * The rules of the modal, all under the instance's root so two instances never clash. The card
 * hangs from a fixed top rather than being centred: as a view's content loads and the card grows,
 * only what is below moves, so a button the visitor is aiming at never slides away.
 */
const rules = (root: string): string => `
${root}{--doorway-bg:color-mix(in srgb,var(--w3m-color-mix) var(--w3m-color-mix-strength),var(--doorway-base-bg));
--doorway-bg-raised:color-mix(in srgb,var(--w3m-color-mix) var(--w3m-color-mix-strength),var(--doorway-base-bg-raised));
--doorway-fg:var(--doorway-base-fg);--doorway-fg-muted:var(--doorway-base-fg-muted);
--doorway-radius:calc(var(--w3m-border-radius-master) * 4);--doorway-radius-s:calc(var(--w3m-border-radius-master) * 2);
--doorway-text:calc(var(--w3m-font-size-master) * 1.4);--doorway-text-s:calc(var(--w3m-font-size-master) * 1.2);
--doorway-text-title:calc(var(--w3m-font-size-master) * 1.6);
font-family:var(--w3m-font-family);font-size:var(--doorway-text);color:var(--doorway-fg);color-scheme:light dark}
${root} *,${root} *::before,${root} *::after{box-sizing:border-box}
${root} .doorway-overlay{position:fixed;inset:0;z-index:var(--w3m-z-index);display:flex;align-items:flex-start;justify-content:center;
padding:min(12vh,96px) 0 16px;overflow-y:auto;background:var(--doorway-base-overlay);animation:doorway-fade ${ms(VIEW_TRANSITION_ANIMATION)} ease}
${root} .doorway-card{width:var(--w3m-modal-width);max-width:calc(100vw - 16px);background:var(--doorway-bg);
border:1px solid var(--doorway-base-border);border-radius:calc(var(--doorway-radius) * 2);overflow:hidden;
box-shadow:0 8px 32px rgba(0,0,0,.16)}
${root} .doorway-card[data-embedded]{max-width:100%}
${root} .doorway-header{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:12px 12px 4px;min-height:56px}
${root} .doorway-title{flex:1;text-align:center;margin:0;font-size:var(--doorway-text-title);font-weight:600;
animation:doorway-fade ${ms(HEADER_TEXT_ANIMATION)} ease}
${root} .doorway-icon-button{width:40px;height:40px;border:0;border-radius:var(--doorway-radius-s);background:transparent;
color:var(--doorway-fg-muted);font:inherit;font-size:calc(var(--w3m-font-size-master) * 2);cursor:pointer;line-height:1}
${root} .doorway-icon-button:hover{background:var(--doorway-bg-raised);color:var(--doorway-fg)}
${root} .doorway-icon-button[hidden]{display:block;visibility:hidden}
${root} :focus-visible{outline:2px solid var(--w3m-accent);outline-offset:2px}
${root} [role=dialog]:focus-visible{outline:none}
${root}[dir=rtl] .doorway-mirror{transform:scaleX(-1)}
${root} .doorway-body{overflow:hidden;transition:height ${ms(MODAL_HEIGHT_ANIMATION)} ease}
${root} .doorway-view{padding:8px 16px 20px;animation:doorway-view-in ${ms(VIEW_TRANSITION_ANIMATION)} ease}
${root} .doorway-loading{padding:32px 16px;text-align:center;color:var(--doorway-fg-muted)}
${root} .doorway-section{display:flex;flex-direction:column;gap:8px;margin-bottom:12px}
${root} .doorway-empty{display:flex;flex-direction:column;align-items:center;gap:8px;padding:24px 8px;text-align:center}
${root} .doorway-empty-title{margin:0;font-size:var(--doorway-text);font-weight:600}
${root} .doorway-muted{margin:0;color:var(--doorway-fg-muted);font-size:var(--doorway-text-s)}
${root} .doorway-alert{display:flex;align-items:flex-start;gap:8px;margin:4px 12px;padding:10px 12px;border-radius:var(--doorway-radius);
background:var(--doorway-bg-raised);border-inline-start:4px solid var(--doorway-alert-colour,var(--doorway-info))}
${root} .doorway-alert[data-variant=warning]{--doorway-alert-colour:var(--doorway-warning)}
${root} .doorway-alert[data-variant=error]{--doorway-alert-colour:var(--doorway-error)}
${root} .doorway-alert-text{flex:1;display:flex;flex-direction:column;gap:2px}
${root} .doorway-alert-title{margin:0;font-weight:600}
${root} .doorway-snackbar{position:fixed;left:50%;bottom:24px;transform:translateX(-50%);z-index:calc(var(--w3m-z-index) + 1);
display:flex;align-items:center;gap:8px;padding:8px 14px;border-radius:999px;background:var(--doorway-bg);
border:1px solid var(--doorway-base-border);box-shadow:0 4px 16px rgba(0,0,0,.16);animation:doorway-fade ${ms(VIEW_TRANSITION_ANIMATION)} ease}
${root} .doorway-snackbar[data-variant=success]::before{content:"";width:8px;height:8px;border-radius:50%;background:var(--doorway-success)}
${root} .doorway-snackbar[data-variant=error]::before{content:"";width:8px;height:8px;border-radius:50%;background:var(--doorway-error)}
${root} .doorway-snackbar[data-variant=loading]::before{content:"";width:10px;height:10px;border-radius:50%;
border:2px solid var(--doorway-fg-muted);border-top-color:transparent;animation:doorway-spin 800ms linear infinite}
@keyframes doorway-fade{from{opacity:${FADE_START}}to{opacity:1}}
@keyframes doorway-view-in{from{opacity:${FADE_START};transform:translateY(4px)}to{opacity:1;transform:none}}
@keyframes doorway-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){${root} *{animation-duration:1ms!important;transition-duration:1ms!important}}
`

/** The stylesheet of one instance: its variables for the current theme, then the rules. */
export const themeCss = (instanceId: string, theme: ThemeState): string => {
  const root = `[data-doorway="${instanceId}"]`
  return `${root}{${themeDeclarations(theme.themeMode, theme.themeVariables)}}${rules(root)}${viewRules(root)}`
}

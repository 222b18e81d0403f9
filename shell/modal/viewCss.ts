/**
 * The rules of the views' building blocks (wallet rows, images, avatar, tabs, buttons, the social
 * row, search box, scrolling list), under the instance's root. Part of the modal's chunk, so the page pays nothing
 * for them until the modal opens.
 */
export const viewRules = (root: string): string => `
${root} .doorway-list{display:flex;flex-direction:column;gap:8px}
${root} .doorway-list-item{display:flex;align-items:center;gap:12px;width:100%;min-height:56px;padding-block:8px;padding-inline:8px 12px;border:0;
border-radius:calc(var(--doorway-radius) * 1.5);background:var(--doorway-bg-raised);color:var(--doorway-fg);font:inherit;text-align:start;cursor:pointer;
text-decoration:none}
${root} .doorway-list-item:hover:not(:disabled){background:color-mix(in srgb,var(--doorway-fg) 8%,var(--doorway-bg-raised))}
${root} .doorway-list-item:disabled{cursor:default;opacity:.72}
${root} .doorway-list-item[aria-current=true]{outline:1px solid var(--w3m-accent)}
${root} .doorway-list-text{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}
${root} .doorway-list-name{font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
${root} .doorway-list-note{color:var(--doorway-fg-muted);font-size:var(--doorway-text-s);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
${root} .doorway-tag{flex:none;padding:2px 8px;border-radius:999px;font-size:var(--doorway-text-s);font-weight:600;
color:var(--doorway-fg-muted);background:color-mix(in srgb,var(--doorway-fg) 8%,transparent)}
${root} .doorway-tag[data-variant=success]{color:var(--doorway-success-text);background:color-mix(in srgb,var(--doorway-success) 14%,transparent)}
${root} .doorway-tag[data-variant=accent]{color:var(--doorway-accent-text);background:color-mix(in srgb,var(--w3m-accent) 14%,transparent)}
${root} .doorway-image{flex:none;width:40px;height:40px;border-radius:calc(var(--doorway-radius) * 2.5);object-fit:cover;
background:var(--doorway-bg);border:1px solid var(--doorway-base-border);display:flex;align-items:center;justify-content:center;
font-weight:700;color:var(--doorway-fg-muted);overflow:hidden}
${root} .doorway-image[data-size=l]{width:72px;height:72px;border-radius:calc(var(--doorway-radius) * 4);font-size:calc(var(--w3m-font-size-master) * 2.8)}
${root} .doorway-image[data-size=s]{width:24px;height:24px;border-radius:50%;font-size:var(--doorway-text-s)}
${root} .doorway-image[data-placeholder]{background:color-mix(in srgb,var(--doorway-fg) 6%,var(--doorway-bg))}
${root} .doorway-avatar{flex:none;width:64px;height:64px;border-radius:50%;object-fit:cover;
box-shadow:0 0 0 8px color-mix(in srgb,var(--doorway-fg) 4%,transparent);
background:radial-gradient(75% 75% at 65% 40%,#fff .52%,var(--doorway-avatar-5) 31.25%,var(--doorway-avatar-3) 51.56%,
var(--doorway-avatar-2) 65.63%,var(--doorway-avatar-1) 82.29%,var(--doorway-avatar-4) 99.48%)}
${root} .doorway-avatar[data-size=s]{width:24px;height:24px;box-shadow:none}
${root} .doorway-stack{display:flex;flex-direction:column;align-items:center;gap:8px;text-align:center}
${root} .doorway-row{display:flex;align-items:center;gap:8px}
${root} .doorway-heading{margin:0;font-size:calc(var(--w3m-font-size-master) * 2);font-weight:600;display:flex;align-items:center;gap:4px}
${root} .doorway-balance{margin:0;color:var(--doorway-fg-muted);font-size:var(--doorway-text);font-variant-numeric:tabular-nums}
${root} .doorway-button{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:40px;padding:0 16px;border:0;
border-radius:999px;background:var(--doorway-accent-fill);color:#fff;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
${root} .doorway-button[data-variant=secondary]{background:var(--doorway-bg-raised);color:var(--doorway-fg);border:1px solid var(--doorway-base-border)}
${root} .doorway-button[data-variant=danger]{background:transparent;color:var(--doorway-error-text);border:1px solid color-mix(in srgb,var(--doorway-error) 40%,transparent)}
${root} .doorway-button[data-size=s]{min-height:28px;padding:0 10px;font-size:var(--doorway-text-s)}
${root} .doorway-button:disabled{opacity:.6;cursor:default}
${root} .doorway-chip{display:inline-flex;align-items:center;gap:6px;min-height:32px;padding-block:0;padding-inline:4px 10px;border-radius:999px;
border:1px solid var(--doorway-base-border);background:var(--doorway-bg-raised);color:var(--doorway-fg);font:inherit;font-weight:600;cursor:pointer}
${root} .doorway-input{width:100%;min-height:40px;padding:0 12px;border:1px solid var(--doorway-base-border);border-radius:var(--doorway-radius-s);
background:var(--doorway-bg-raised);color:var(--doorway-fg);font:inherit}
${root} .doorway-input::placeholder{color:var(--doorway-fg-muted)}
${root} .doorway-toolbar{display:flex;align-items:center;gap:8px;margin-bottom:12px}
${root} .doorway-toggle{display:inline-flex;align-items:center;gap:6px;flex:none;color:var(--doorway-fg-muted);font-size:var(--doorway-text-s);cursor:pointer}
${root} .doorway-scroll{position:relative;overflow-y:auto;overscroll-behavior:contain;margin:0 -4px;padding:0 4px}
${root} .doorway-scroll [role=listitem]>.doorway-list-item{height:calc(100% - 8px);min-height:0}
${root} .doorway-link{color:var(--doorway-accent-text);font-weight:600;text-decoration:none}
${root} .doorway-link:hover{text-decoration:underline}
${root} .doorway-socials{display:flex;gap:8px}
${root} .doorway-social-button{flex:1 1 0;min-width:0;height:40px;display:flex;align-items:center;justify-content:center;padding:0;
border:1px solid var(--doorway-base-border);border-radius:var(--doorway-radius-s);background:var(--doorway-bg-raised);color:var(--doorway-fg);cursor:pointer}
${root} .doorway-social-button:hover{background:color-mix(in srgb,var(--doorway-fg) 8%,var(--doorway-bg-raised))}
${root} .doorway-divider{width:100%;height:1px;border:0;margin:4px 0;background:var(--doorway-base-border)}
${root} .doorway-error-text{margin:0;color:var(--doorway-error-text);font-weight:600}
${root} .doorway-spinner{width:20px;height:20px;border-radius:50%;border:2px solid var(--doorway-fg-muted);border-top-color:transparent;
animation:doorway-spin 800ms linear infinite}
${root} .doorway-badge-wrap{position:relative;display:inline-flex}
${root} .doorway-badge-wrap>.doorway-spinner{position:absolute;inset:-6px;width:auto;height:auto;border-width:2px;border-color:var(--w3m-accent);
border-top-color:transparent;border-radius:calc(var(--doorway-radius) * 5)}
`

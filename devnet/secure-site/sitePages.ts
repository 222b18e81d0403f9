/** The HTML the secure site serves: the frame page, the mailbox and the device-approval answer. */
import type { Mail } from "./Mailbox.js"
import { FRAME_CONFIG_ELEMENT_ID, type FrameConfig } from "./frame/FrameConfig.js"

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char)

/** JSON inside a script element: `<` escaped so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c")

const STYLE = `
:root { color-scheme: light dark; font: 14px/1.4 system-ui, sans-serif; }
:root[data-theme="light"] { color-scheme: light; }
:root[data-theme="dark"] { color-scheme: dark; }
html { background: var(--frame-bg, Canvas); }
body { margin: 0; padding: 8px 16px; }
.approval { max-width: 420px; margin: 0 auto; }
.approval h1 { font-size: 18px; margin: 0 0 8px; }
.approval dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; }
.approval dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; font-family: ui-monospace, monospace; }
.actions { display: flex; gap: 8px; justify-content: flex-end; }
.actions button { padding: 8px 16px; border-radius: 8px; border: 1px solid #8888; font: inherit; cursor: pointer; }
.actions .approve { --fill: color-mix(in srgb, var(--frame-accent, #3366ff) 75%, #000); background: var(--fill); color: #fff; border-color: var(--fill); }
table { border-collapse: collapse; } td, th { padding: 4px 8px; border-bottom: 1px solid #8884; text-align: left; }
`

export const page = (title: string, body: string, head = "") =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style>${head}</head><body>${body}</body></html>`

export const framePageHtml = (config: FrameConfig) =>
  page(
    "Doorway secure site",
    `<main id="approval-root"></main><script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${scriptJson(config)}</script>` +
      `<script type="module" src="/sdk/frame.js"></script>`
  )

export const mailboxHtml = (mails: ReadonlyArray<Mail>) => {
  const rows = mails
    .map((mail) => {
      const what =
        mail.kind === "otp"
          ? `Code <strong>${escapeHtml(mail.code ?? "")}</strong>`
          : `<a href="${escapeHtml(mail.link ?? "")}">Approve this device</a>`
      return `<tr><td>${escapeHtml(mail.sentAt)}</td><td>${escapeHtml(mail.to)}</td><td>${escapeHtml(mail.subject)}</td><td>${what}</td></tr>`
    })
    .join("")
  return page(
    "Secure site mailbox",
    `<main><h1>Mailbox</h1><p>Login codes and device approvals the local secure site sent, newest first. ` +
      `Reload for new mail.</p>${mails.length === 0 ? "<p>No mail yet.</p>" : `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th></th></tr></thead><tbody>${rows}</tbody></table>`}</main>`
  )
}

export const deviceApprovalHtml = (approved: boolean) =>
  page(
    approved ? "Device approved" : "Link not valid",
    approved
      ? "<main><h1>Device approved</h1><p>Go back to the app and enter the code from the mailbox.</p></main>"
      : "<main><h1>Link not valid</h1><p>This approval link is used or belongs to no login in progress.</p></main>"
  )

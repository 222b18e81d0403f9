/**
 * The pages a person sees at the sign-in provider: the consent page of each social provider (an
 * account name to pick or type, Allow and Cancel), the Farcaster app's approve page, and the
 * answers to a request that is not valid. Self-contained HTML (inline style, no script), every
 * interpolated value escaped, real form controls with labels.
 */
import type { SocialProvider } from "../../schemas/Forms.js"
import type { PendingConsent } from "./authorizations.js"
import type { Channel } from "./farcasterRelay.js"

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: "Google",
  github: "GitHub",
  apple: "Apple",
  facebook: "Facebook",
  x: "X",
  discord: "Discord"
}

/** Names offered on the consent page; Discord's includes one ending in 0 (SPEC §5). */
const SUGGESTED: Record<SocialProvider | "farcaster", ReadonlyArray<string>> = {
  google: ["alice", "bob"],
  github: ["alice", "bob"],
  apple: ["alice", "bob"],
  facebook: ["alice", "bob"],
  x: ["alice", "bob"],
  discord: ["alice0", "bob"],
  farcaster: ["alice", "bob"]
}

const ACCOUNT_PATTERN = "[A-Za-z0-9][A-Za-z0-9._\\-]{0,31}"

const escapeHtml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c] ?? c)

const STYLE = [
  ":root{color-scheme:light dark;font:15px/1.45 system-ui,sans-serif}",
  "body{margin:0;display:flex;justify-content:center}",
  "main{margin:40px 16px;padding:24px 28px;width:100%;max-width:400px;border:1px solid #8884;border-radius:16px}",
  "h1{font-size:20px;margin:0 0 12px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px}dd{margin:0;overflow-wrap:anywhere}",
  "label{display:block;font-weight:600;margin:16px 0 6px}",
  "input{box-sizing:border-box;width:100%;font:inherit;padding:10px 12px;border:1px solid #8888;border-radius:10px}",
  ".hint{margin:6px 0 0;opacity:.75;font-size:13px}.error{color:#c2291c;margin:8px 0 0}",
  ".actions{display:flex;gap:8px;justify-content:flex-end;margin-top:20px}",
  "button{font:inherit;font-weight:600;padding:10px 18px;border-radius:10px;border:1px solid #8888;cursor:pointer;background:transparent;color:inherit}",
  "button.primary{background:#3367e0;border-color:#3367e0;color:#fff}"
].join("")

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`

/** A labelled name field with its suggestions, and the error it was refused with, if any. */
const nameField = (id: string, label: string, suggestions: ReadonlyArray<string>, value: string, error: string | undefined): string =>
  `<label for="${id}">${escapeHtml(label)}</label>` +
  `<input id="${id}" name="${id}" autocomplete="username" autocapitalize="none" spellcheck="false" required ` +
  `pattern="${ACCOUNT_PATTERN}" maxlength="32" list="${id}-suggestions" value="${escapeHtml(value)}" ` +
  `aria-describedby="${id}-hint${error === undefined ? "" : ` ${id}-error`}"${error === undefined ? "" : ' aria-invalid="true" autofocus'}>` +
  `<datalist id="${id}-suggestions">${suggestions.map((name) => `<option value="${escapeHtml(name)}"></option>`).join("")}</datalist>` +
  `<p class="hint" id="${id}-hint">Pick one from the list or type any name: letters, digits, '.', '_' or '-'.</p>` +
  (error === undefined ? "" : `<p class="error" id="${id}-error" role="alert">${escapeHtml(error)}</p>`)

const actions = (allow: { readonly value: string; readonly label: string }) =>
  `<div class="actions"><button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>` +
  `<button type="submit" name="decision" value="${allow.value}" class="primary">${escapeHtml(allow.label)}</button></div>`

export interface ConsentView {
  readonly consent: PendingConsent
  readonly clientName: string
  readonly recent: ReadonlyArray<string>
  readonly account?: string
  readonly error?: string
}

export const consentPage = ({ consent, clientName, recent, account = "", error }: ConsentView): string => {
  const provider = PROVIDER_NAMES[consent.provider]
  const suggestions = [...new Set([...recent, ...SUGGESTED[consent.provider]])]
  return page(
    `Sign in with ${provider}`,
    `<h1>Sign in with ${escapeHtml(provider)}</h1>` +
      `<p><strong>${escapeHtml(clientName)}</strong> asks to know your ${escapeHtml(provider)} account name.</p>` +
      `<dl><dt>Back to</dt><dd>${escapeHtml(new URL(consent.redirectUri).origin)}</dd><dt>Shares</dt><dd>your account name</dd></dl>` +
      `<form method="post" action="/${consent.provider}/consent">` +
      `<input type="hidden" name="request" value="${escapeHtml(consent.id)}">` +
      nameField("account", `${provider} account name`, suggestions, account, error) +
      actions({ value: "allow", label: "Allow" }) +
      `</form>`
  )
}

export interface ApproveView {
  readonly channel: Channel
  readonly username?: string
  readonly error?: string
}

export const farcasterApprovePage = ({ channel, username = "", error }: ApproveView): string =>
  page(
    "Sign in with Farcaster",
    `<h1>Sign in with Farcaster</h1>` +
      `<p>A site asks you to sign in with your Farcaster account. Approving signs a message with your custody key.</p>` +
      `<dl><dt>Site</dt><dd>${escapeHtml(channel.params.domain)}</dd><dt>URI</dt><dd>${escapeHtml(channel.params.siweUri)}</dd></dl>` +
      `<form method="post" action="/farcaster/approve">` +
      `<input type="hidden" name="channelToken" value="${escapeHtml(channel.token)}">` +
      nameField("username", "Farcaster username", SUGGESTED.farcaster, username, error) +
      actions({ value: "approve", label: "Approve" }) +
      `</form>`
  )

/** A short answer: a refused request, a signed or a cancelled one. */
export const noticePage = (title: string, text: string): string => page(title, `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(text)}</p>`)

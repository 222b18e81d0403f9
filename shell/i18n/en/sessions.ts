/** The English texts of Sessions (views/smartSessions/); part of the source catalogue (../en.ts). */
export const SESSIONS_TEXTS = {
  "sessions.loading": "Loading sessions",
  "sessions.none": "No app holds a session of this account",
  "sessions.list": "Sessions",
  "sessions.expires": "Expires {date}",
  "sessions.expired": "Expired {date}",
  "sessions.revoke": "Revoke",
  "sessions.revokeOf": "Revoke the session of {app}",
  "sessions.revoking": "Revoking…"
} as const satisfies Readonly<Record<string, string>>

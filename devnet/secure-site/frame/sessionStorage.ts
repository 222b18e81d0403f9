/**
 * The frame's session token in the secure site page's own localStorage (WIRE §4.8: the session is
 * the secure site's, never the host page's). Chromium keys a framed page's storage by the top-level
 * site too, so each host site has its own login. A storage the browser refuses reads as no session.
 */
export const SESSION_STORAGE_KEY = "doorway-secure-site/session"

export const storedSessionToken = (): string | null => {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY)
  } catch {
    return null
  }
}

export const keepSessionToken = (token: string): void => {
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, token)
  } catch {
    // Blocked storage: the login lasts as long as this page.
  }
}

export const forgetSessionToken = (): void => {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY)
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

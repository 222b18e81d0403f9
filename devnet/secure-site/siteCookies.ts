/**
 * The secure site's cookies: the browser's device id and the email wallet's session (WIRE §4.8:
 * the session is the secure site's, never the host page's). Both are HttpOnly, so no script reads
 * them, the frame's own included, and Partitioned (CHIPS) with SameSite=None and Secure, so a frame
 * on a host of another site still has them where the browser blocks third-party cookies: one jar
 * per host site. Browsers count 127.0.0.1 and localhost as secure, so Secure holds over local HTTP.
 */
import type { IncomingMessage } from "node:http"

export const DEVICE_COOKIE = "doorway_device"
export const SESSION_COOKIE = "doorway_session"

const DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60

const ATTRIBUTES = "Path=/; HttpOnly; SameSite=None; Secure; Partitioned"

export const cookieOf = (request: IncomingMessage, name: string): string | undefined => {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=")
    if (key === name) return value.join("=")
  }
  return undefined
}

export const deviceCookie = (device: string): string => `${DEVICE_COOKIE}=${device}; ${ATTRIBUTES}; Max-Age=${DEVICE_MAX_AGE_S}`

/** The session from now on: a token after a login, `null` to end it (sign-out, a session the site no longer knows). */
export const sessionCookie = (token: string | null): string =>
  token === null ? `${SESSION_COOKIE}=; ${ATTRIBUTES}; Max-Age=0` : `${SESSION_COOKIE}=${token}; ${ATTRIBUTES}; Max-Age=${SESSION_MAX_AGE_S}`

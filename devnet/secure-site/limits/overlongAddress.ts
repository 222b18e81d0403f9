import { isOverlongAddress } from "./checkAddressLength.js"
import { invalidEmail, type LoginRefusal } from "./LoginRefusal.js"

/** Events whose payload names an address to mail (WIRE §4.3). */
const MAILING_EVENTS: ReadonlySet<string> = new Set(["@w3m-app/CONNECT_EMAIL", "@w3m-app/UPDATE_EMAIL"])

/**
 * The refusal of an event asking to mail an address over RFC 5321's lengths, looked at before the
 * event is decoded, so the answer is the email field's own text and not a schema report.
 */
export const overlongAddressRefusal = (event: unknown): LoginRefusal | undefined => {
  if (typeof event !== "object" || event === null) return undefined
  const { type, payload } = event as { type?: unknown; payload?: unknown }
  if (typeof type !== "string" || !MAILING_EVENTS.has(type) || typeof payload !== "object" || payload === null) return undefined
  const email = (payload as { email?: unknown }).email
  return typeof email === "string" && isOverlongAddress(email.trim()) ? invalidEmail() : undefined
}

/**
 * Changing a logged-in user's email (WIRE §4.6, SPEC §4): UPDATE_EMAIL mails a code to the current
 * address (VERIFY_PRIMARY_OTP); UPDATE_EMAIL_PRIMARY_OTP with it mails a code to the new address;
 * UPDATE_EMAIL_SECONDARY_OTP with that one gives the user the new address. The wallet stays the
 * user's; the old address logs nobody in afterwards. A social or Farcaster user without an email
 * has no current address to confirm, and neither WIRE nor SPEC says what then: its code goes
 * straight to the new address and the answer is VERIFY_SECONDARY_OTP, the step it skips to.
 * Mails and wrong codes count against the login's limits (limits/), with the same refusals.
 */
import { randomInt } from "node:crypto"
import { checkAddressLength } from "./limits/checkAddressLength.js"
import { CODE_LIFETIME_MS } from "./limits/loginLimits.js"
import { codeExpired } from "./limits/LoginRefusal.js"
import type { LoginLimiter } from "./limits/makeLoginLimiter.js"
import type { Mailbox } from "./Mailbox.js"
import { emailOf, type SecureSiteStore, type SiteSession, type SiteUser } from "./SecureSiteStore.js"
import { SiteError } from "./SiteError.js"

export type UpdateEmailAction = "VERIFY_PRIMARY_OTP" | "VERIFY_SECONDARY_OTP"

interface PendingUpdate {
  /** The user's key in the store when the update started. */
  readonly userKey: string
  /** The current address, null for a user without one. */
  readonly from: string | null
  readonly to: string
  stage: "primary" | "secondary"
  code: string
  /** When the code was mailed, on the site's clock. */
  codeSentAt: number
}

export interface EmailUpdate {
  readonly updateEmail: (device: string, session: SiteSession, user: SiteUser, email: string) => UpdateEmailAction
  readonly confirmPrimary: (device: string, session: SiteSession, otp: string) => void
  /** Gives the user its new address, and answers it. */
  readonly confirmSecondary: (device: string, session: SiteSession, otp: string) => string
}

export interface EmailUpdateDeps {
  readonly store: SecureSiteStore
  readonly mailbox: Mailbox
  /** The email login's limiter: one count of mails and wrong codes per address for both. */
  readonly limits: LoginLimiter
  /** The site's clock in epoch ms. */
  readonly now: () => number
}

const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, "0")

export const ADDRESS_IN_USE = "This email address is already in use"
export const SAME_ADDRESS = "This is already the account's email address"
export const NO_UPDATE = "No email update in progress"

export const makeEmailUpdate = ({ store, mailbox, limits, now }: EmailUpdateDeps): EmailUpdate => {
  // One update per login (session token); a new UPDATE_EMAIL replaces it.
  const pending = new Map<string, PendingUpdate>()

  const mailCode = (update: PendingUpdate, to: string) => {
    update.code = sixDigits()
    update.codeSentAt = now()
    mailbox.send({ to, kind: "otp", subject: `Your code to change your email is ${update.code}`, code: update.code })
  }

  const pendingOf = (session: SiteSession): PendingUpdate => {
    const update = pending.get(session.token)
    if (update === undefined) throw new SiteError(NO_UPDATE)
    return update
  }

  /** The login's rules for a code mailed to `address`: the locks, the lifetime, wrong codes counted. */
  const checkCode = (device: string, update: PendingUpdate, address: string, otp: string) => {
    limits.tryingCode(device, address)
    if (now() - update.codeSentAt >= CODE_LIFETIME_MS) throw codeExpired()
    if (otp.trim() === update.code) return
    const locked = limits.wrongCode(device, address)
    if (locked === undefined) throw new SiteError("Invalid code")
    // As for a login: a lock voids the code.
    update.codeSentAt = Number.NEGATIVE_INFINITY
    throw locked
  }

  return {
    updateEmail: (device, session, user, rawEmail) => {
      const to = rawEmail.trim().toLowerCase()
      checkAddressLength(to)
      const from = emailOf(user)
      if (from === to) throw new SiteError(SAME_ADDRESS)
      if (store.user(to) !== undefined) throw new SiteError(ADDRESS_IN_USE)
      limits.mailing(device, from ?? to)
      const update: PendingUpdate = { userKey: user.email, from, to, stage: from === null ? "secondary" : "primary", code: "", codeSentAt: 0 }
      pending.set(session.token, update)
      mailCode(update, from ?? to)
      return from === null ? "VERIFY_SECONDARY_OTP" : "VERIFY_PRIMARY_OTP"
    },
    confirmPrimary: (device, session, otp) => {
      const update = pendingOf(session)
      if (update.stage !== "primary" || update.from === null) throw new SiteError("The current address is confirmed already")
      checkCode(device, update, update.from, otp)
      // Refused (a mail to the new address within 30 s) before the step moves: the same code then works again.
      limits.mailing(device, update.to)
      update.stage = "secondary"
      mailCode(update, update.to)
    },
    confirmSecondary: (device, session, otp) => {
      const update = pendingOf(session)
      if (update.stage !== "secondary") throw new SiteError("Confirm the current address first")
      checkCode(device, update, update.to, otp)
      const changed = store.changeEmail(update.userKey, update.to)
      // Another user took the address meanwhile, or another update changed this user's.
      if (changed === undefined) throw new SiteError(store.user(update.to) === undefined ? NO_UPDATE : ADDRESS_IN_USE)
      pending.delete(session.token)
      // Both addresses proved theirs: their counts start again, as after a login.
      limits.loggedIn(device, update.to)
      if (update.from !== null) limits.loggedIn(device, update.from)
      return update.to
    }
  }
}
